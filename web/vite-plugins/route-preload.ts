import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import type * as PagesModule from '../src/app/pages';
import { bestRoute } from './route-match.ts';

/**
 * Removes the first-load waterfall (entry chunk → router → page chunk): a tiny async script,
 * emitted with the build, picks the page of the visited path from the page table and preloads
 * its chunk, their imports and their CSS while the entry chunk is still downloading. The content
 * security policy allows only scripts from the site (no inline script), hence a file.
 */
export function routePreload(): Plugin {
  let base = '/';
  return {
    name: 'rxsavvy-route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const { runnerImport } = await import('vite');
      const { module } = await runnerImport<typeof PagesModule>(fileURLToPath(new URL('../src/app/pages.ts', import.meta.url)));
      const table = preloadTable(module.pages.map((page) => ({ path: page.path, moduleId: pageModuleId(page.path, page.load) })), bundle);
      // crossOrigin '' matches the attribute Vite puts on its own script and stylesheet tags; with
      // another credentials mode the browser would not use the preloaded response and fetch again.
      const source = `(function(){var t=${JSON.stringify(table)};var i=(${bestRoute.toString()})(location.pathname,t.paths);if(i<0)return;t.groups[t.groupOf[i]].forEach(function(n){var f=t.files[n],l=document.createElement('link');if(/\\.css$/.test(f)){l.rel='preload';l.as='style'}else{l.rel='modulepreload'}l.crossOrigin='';l.href=${JSON.stringify(base)}+f;document.head.appendChild(l)})})();\n`;
      const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'route-preload.js', source }));
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') this.error('index.html is not in the bundle');
      const tag = `<script async src="${base}${fileName}"></script>`;
      html.source = html.source.replace(/(\s*)<script type="module"/, `$1${tag}$1<script type="module"`);
      if (!html.source.includes(tag)) this.error('could not place the route preload script in index.html');
    },
  };
}

/** The module a page's `load` imports, as the module runner printed it: `import("/web/src/...tsx")`. */
function pageModuleId(path: string, load: () => unknown): string {
  const id = /import\w*\(\s*["']([^"']+)["']/.exec(load.toString())?.[1];
  if (!id) throw new Error(`route preload: cannot tell which module the page ${path} loads`);
  return id;
}

export interface PreloadTable {
  paths: string[];
  /** Per path, the index of its group in `groups`. */
  groupOf: number[];
  /** Per page module, indexes into `files`. */
  groups: number[][];
  files: string[];
}

/**
 * Staff and partner pages (admin, marketplace, benefit-manager views, the local outbox): rarely a
 * first visit, so they stay out of the table, whose every file name is in the first load of every
 * page. Their paths stay in (with no files) so that they are not taken for `/:drugName`.
 */
const NOT_PRELOADED = /^\/(admin|marketplace|caremark|aws-marketplace|dev|pharmacy-portal-admin)(\/|$)/;

export function preloadTable(pages: { path: string; moduleId: string }[], bundle: Rollup.OutputBundle): PreloadTable {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: Rollup.OutputChunk[]): Set<Rollup.OutputChunk> => {
    const seen = new Set<Rollup.OutputChunk>();
    const visit = (c: Rollup.OutputChunk | undefined) => {
      if (!c || seen.has(c)) return;
      seen.add(c);
      c.imports.forEach((f) => visit(byFile.get(f)));
    };
    start.forEach(visit);
    return seen;
  };
  // The entry and what it imports statically are fetched anyway; preload only what a page adds.
  const loaded = closure(chunks.filter((c) => c.isEntry));
  const files: string[] = [];
  const fileIndex = (f: string) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1);
  const groups: number[][] = [];
  const groupByModule = new Map<string, number>();
  const pageFiles = (path: string, moduleId: string): string[] => {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(moduleId));
    if (!chunk) throw new Error(`route preload: no chunk for ${moduleId} (page ${path})`);
    const needed = [...closure([chunk])].filter((c) => !loaded.has(c));
    const css = needed.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]);
    return [...needed.map((c) => c.fileName), ...css];
  };
  const groupOf = pages.map(({ path, moduleId: pageModule }) => {
    // '' is the group of the pages left out: no files.
    const moduleId = NOT_PRELOADED.test(path) ? '' : pageModule;
    const known = groupByModule.get(moduleId);
    if (known !== undefined) return known;
    groups.push((moduleId ? pageFiles(path, moduleId) : []).map(fileIndex));
    groupByModule.set(moduleId, groups.length - 1);
    return groups.length - 1;
  });
  return { paths: pages.map((p) => p.path), groupOf, groups, files };
}
