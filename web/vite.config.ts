import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routePreload } from './vite-plugins/route-preload.ts';
import { seoFiles } from './vite-plugins/seo-files.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), seoFiles(), routePreload()],
  build: {
    // WEB_DIST_DIR lets parallel builds (or test runs) use their own folder.
    outDir: process.env.WEB_DIST_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
});
