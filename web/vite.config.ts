import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routePreload } from './vite-plugins/route-preload.ts';
import { icuCatalogs } from './vite-plugins/icu-catalogs.ts';
import { seoFiles } from './vite-plugins/seo-files.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [icuCatalogs(), react(), seoFiles(), routePreload()],
  build: {
    // WEB_DIST_DIR lets parallel builds (or test runs) use their own folder.
    outDir: process.env.WEB_DIST_DIR ?? 'dist',
    emptyOutDir: true,
    // Maps stay in the build folder for our own debugging ('hidden': no sourceMappingURL in the
    // bundles), and neither the deploy (infra/stacks/web-stack.ts) nor the local site serves them:
    // they would hand anyone the full original source, comments included.
    sourcemap: 'hidden',
    target: 'es2022',
    rolldownOptions: {
      // Hash-only file names: every chunk's name is written again in the entry's preload map, in the
      // route preload table (web/vite-plugins/route-preload.ts) and in the imports of the chunks that
      // load it, so readable names cost about 1 KB of gzip on each first load. The hidden source maps
      // still name the modules.
      output: { entryFileNames: 'assets/[hash].js', chunkFileNames: 'assets/[hash].js', assetFileNames: 'assets/[hash][extname]' },
    },
  },
});
