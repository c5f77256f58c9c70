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
    // Every browser of that target but Safari 15.4-16 knows <link rel=modulepreload>; those few only
    // fetch the page's chunks a moment later, and nobody downloads the polyfill.
    modulePreload: { polyfill: false },
  },
});
