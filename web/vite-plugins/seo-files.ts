import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type * as SeoModule from '../src/app/seo-sitemap';

/**
 * Writes sitemap.xml and robots.txt into the build from the page table. The page table is loaded
 * through Vite's module runner at build time (its lazy page modules are never imported), so the
 * files always match the pages that exist.
 */
export function seoFiles(): Plugin {
  return {
    name: 'rxsavvy-seo-files',
    apply: 'build',
    async generateBundle() {
      const { runnerImport } = await import('vite');
      const entry = fileURLToPath(new URL('../src/app/seo-sitemap.ts', import.meta.url));
      const { module } = await runnerImport<typeof SeoModule>(entry);
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: module.sitemapXml() });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: module.robotsTxt() });
    },
  };
}
