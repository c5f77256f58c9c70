import { BLOG_POST_IDS, BLOG_POST_META, blogPostPath } from '../../../shared/blog-posts';
import { SITE_ORIGIN } from '../../../shared/seo';
import { tools } from '../features/tools/registry';
import { pathIn } from '../i18n/lang';
import { pages, type PageDef } from './pages';

/**
 * sitemap.xml and robots.txt from the page table (written into the build by
 * web/vite-plugins/seo-files.ts, so the local static site and S3 serve them as plain files).
 */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** Never in the sitemap, and disallowed in robots.txt. */
export const PRIVATE_PREFIXES = ['/admin', '/dev', '/api'] as const;
/** Areas that are not for search engines even when a page forgets `noindex`. */
const UNLISTED_PREFIXES = [...PRIVATE_PREFIXES, '/aws-marketplace', '/marketplace', '/caremark', '/pharmacy-portal-admin', '/after-auth'];
/** /p is the home page for promotions (it needs its query); indexing it would duplicate /. */
const UNLISTED_PATHS = new Set(['/p']);

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function isListedPage(page: Pick<PageDef, 'path' | 'noindex'>): boolean {
  if (page.noindex || UNLISTED_PATHS.has(page.path)) return false;
  if (/[:*]/.test(page.path)) return false; // parameterised paths: their instances are listed from data
  return !UNLISTED_PREFIXES.some((prefix) => underPrefix(page.path, prefix));
}

export function sitemapEntries(table: readonly Pick<PageDef, 'path' | 'noindex' | 'es'>[] = pages): SitemapEntry[] {
  const listed = table.filter(isListedPage);
  // Each listed page with a Spanish version, under /es (its hreflang alternates name both).
  const fixed = [...listed, ...listed.filter((page) => page.es).map((page) => ({ path: pathIn('es', page.path) }))].map((page) => ({ path: page.path }));
  const posts = BLOG_POST_IDS.map((id) => ({ path: blogPostPath(id), lastmod: BLOG_POST_META[id].published }));
  const toolPaths = tools.map((tool) => ({ path: `/irxsavvy/${tool.slug}` }));
  const seen = new Set<string>();
  return [...fixed, ...posts, ...toolPaths].filter((e) => !seen.has(e.path) && seen.add(e.path));
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(entries: readonly SitemapEntry[] = sitemapEntries(), origin = SITE_ORIGIN): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${origin}${e.path}`)}</loc>${lastmod}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

export function robotsTxt(origin = SITE_ORIGIN): string {
  // "/admin" also covers the bare /admin redirect; /dev/ and /api/ keep their slash so drug names such as /Dexilant stay crawlable.
  const rules = ['/admin', '/dev/', '/api/'].map((path) => `Disallow: ${path}`);
  return ['User-agent: *', ...rules, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
