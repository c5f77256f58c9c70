import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { pages } from '../../../web/src/app/pages';
import { matchPage } from '../../../web/src/app/route-table';
import { preloadTable } from '../../../web/vite-plugins/route-preload';
import { bestRoute } from '../../../web/vite-plugins/route-match';

const paths = pages.map((p) => p.path);
const sample = (path: string) => path.replace(/:\w+/g, 'Some%20Thing');

describe('the first-load route matcher picks the page the router shows', () => {
  it.each(paths.map((p) => [sample(p)]))('%s', (visited) => {
    expect(paths[bestRoute(visited, paths)]).toBe(matchPage(visited).page?.path);
  });

  it('ignores case and a trailing slash, as the router does', () => {
    expect(paths[bestRoute('/FAQ/', paths)]).toBe('/faq');
    expect(paths[bestRoute('/lisinopril', paths)]).toBe('/:drugName');
  });

  it('has no page for a path the router does not know', () => {
    expect(bestRoute('/no/such/page', paths)).toBe(-1);
    expect(matchPage('/no/such/page').page).toBeUndefined();
  });
});

describe('preloadTable', () => {
  const chunk = (fileName: string, extra: Partial<Rollup.OutputChunk> = {}) =>
    ({ type: 'chunk', fileName, imports: [], isEntry: false, facadeModuleId: null, viteMetadata: { importedCss: new Set(), importedAssets: new Set() }, ...extra }) as unknown as Rollup.OutputChunk;
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
      chunk('assets/react.js'),
      chunk('assets/shared-form.js', { imports: ['assets/react.js'] }),
      chunk('assets/Home.js', { facadeModuleId: '/repo/web/src/Home.tsx', imports: ['assets/shared-form.js', 'assets/react.js'], viteMetadata: { importedCss: new Set(['assets/Home.css']), importedAssets: new Set() } } as Partial<Rollup.OutputChunk>),
      chunk('assets/Faq.js', { facadeModuleId: '/repo/web/src/Faq.tsx' }),
    ].map((c) => [c.fileName, c]),
  ) as Rollup.OutputBundle;

  it("lists each page's chunk, what it imports beyond the entry, and its CSS; pages of one module share a group", () => {
    const table = preloadTable(
      [
        { path: '/', moduleId: '/web/src/Home.tsx' },
        { path: '/p', moduleId: '/web/src/Home.tsx' },
        { path: '/faq', moduleId: '/web/src/Faq.tsx' },
      ],
      bundle,
    );
    expect(table.groupOf).toEqual([0, 0, 1]);
    expect(table.groups[0]!.map((i) => table.files[i])).toEqual(['assets/Home.js', 'assets/shared-form.js', 'assets/Home.css']);
    expect(table.groups[1]!.map((i) => table.files[i])).toEqual(['assets/Faq.js']);
  });

  it('leaves staff pages out (no files) but keeps their paths, so they are not taken for another page', () => {
    const table = preloadTable([{ path: '/admin/price-history', moduleId: '/web/src/Missing.tsx' }, { path: '/faq', moduleId: '/web/src/Faq.tsx' }], bundle);
    expect(table.paths).toEqual(['/admin/price-history', '/faq']);
    expect(table.groups[table.groupOf[0]!]).toEqual([]);
    expect(table.files).toEqual(['assets/Faq.js']);
  });

  it('fails the build when a page module has no chunk', () => {
    expect(() => preloadTable([{ path: '/x', moduleId: '/web/src/Missing.tsx' }], bundle)).toThrow(/no chunk/);
  });
});
