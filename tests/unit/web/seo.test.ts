import { describe, expect, it } from 'vitest';
import { pages } from '../../../web/src/app/pages';
import { tools } from '../../../web/src/features/tools/registry';
import { isListedPage, robotsTxt, sitemapEntries, sitemapXml } from '../../../web/src/app/seo-sitemap';
import { jsonLdText } from '../../../web/src/components/structured-data';
import { BLOG_POST_IDS, isBlogPostId } from '../../../shared/blog-posts';
import { canonicalUrl } from '../../../shared/seo';
import { isTrackedPagePath, TRACKED_PAGE_PATHS } from '../../../shared/tracked-pages';
import { pageViewBodySchema } from '../../../shared/contracts/analytics';

const MY_PAGES = [
  '/for-members', '/for-employers', '/for-benefit-consultants', '/for-health-plans', '/for-payers', '/about', '/careers',
  '/privacy-policy', '/terms-of-use', '/faq', '/consumer-discount-cards', '/pharmacist-information', '/provider-information',
  '/local', '/blog', '/cvs-savings-finder-comparison', '/optum-perks-comparison', '/should-i-use-a-coupon', '/mobile-app',
  '/do-not-overcharge-for-prescriptions', '/technology',
];

describe('sitemap.xml', () => {
  const paths = sitemapEntries().map((e) => e.path);

  it('lists the marketing pages and every blog post, each once', () => {
    for (const path of MY_PAGES) expect(paths).toContain(path);
    for (const id of BLOG_POST_IDS) expect(paths).toContain(`/blog/${id}`);
    expect(new Set(paths).size).toBe(paths.length);
    expect(BLOG_POST_IDS.length).toBeGreaterThanOrEqual(8);
    expect(BLOG_POST_IDS).toContain('brand-name-vs-generic-drugs-cost-effectiveness-quality-savings');
  });

  it('lists the Spanish version of each listed page that has one, and no Spanish page that is not listed', () => {
    expect(paths).toEqual(expect.arrayContaining(['/es', '/es/search']));
    expect(sitemapEntries([{ path: '/faq', es: 'faq' }, { path: '/coupon', noindex: true, es: 'coupon' }, { path: '/:drugName', es: 'drug' }, { path: '/about' }]).map((e) => e.path).filter((p) => !p.startsWith('/blog/') && !p.startsWith('/irxsavvy'))).toEqual(['/faq', '/about', '/es/faq']);
  });

  it('lists every tool, from the tool registry', () => {
    for (const tool of tools) expect(paths).toContain(`/irxsavvy/${tool.slug}`);
    expect(paths).toContain('/irxsavvy');
  });

  it('leaves out noindex pages, parameterised paths, /p and private areas', () => {
    const table = [
      { path: '/coupon', noindex: true },
      { path: '/manufacturer-coupon', noindex: true },
      { path: '/blog/:id' },
      { path: '/:drugName' },
      { path: '/p' },
      { path: '/admin/price-explainer' },
      { path: '/dev/outbox' },
      { path: '/marketplace/admin' },
      { path: '/about' },
    ];
    expect(sitemapEntries(table).map((e) => e.path).filter((p) => !p.startsWith('/blog/') && !p.startsWith('/irxsavvy/'))).toEqual(['/about']);
    for (const page of pages.filter((p) => p.noindex)) expect(paths).not.toContain(page.path);
    expect(paths.some((p) => /[:*]/.test(p) || p.startsWith('/admin') || p.startsWith('/dev'))).toBe(false);
    expect(isListedPage({ path: '/administer' })).toBe(true);
  });

  it('is valid sitemap XML with absolute URLs and dated posts, escaping special characters', () => {
    const xml = sitemapXml([{ path: '/a&b' }, { path: '/blog/x', lastmod: '2026-01-02' }], 'https://rxsavvy.com');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://rxsavvy.com/a&amp;b</loc>');
    expect(xml).toContain('<loc>https://rxsavvy.com/blog/x</loc><lastmod>2026-01-02</lastmod>');
    expect(sitemapXml()).toContain('<loc>https://rxsavvy.com/for-employers</loc>');
  });
});

describe('robots.txt', () => {
  it('disallows /admin, /dev and /api and points to the sitemap', () => {
    const text = robotsTxt();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const rule of ['Disallow: /admin', 'Disallow: /dev/', 'Disallow: /api/']) expect(text.split('\n')).toContain(rule);
    expect(text).toContain('Sitemap: https://rxsavvy.com/sitemap.xml');
  });
});

describe('canonical URLs', () => {
  it.each([
    ['/', 'https://rxsavvy.com/'],
    ['/about', 'https://rxsavvy.com/about'],
    ['/about/', 'https://rxsavvy.com/about'],
    ['/blog/x?utm=1#top', 'https://rxsavvy.com/blog/x'],
  ])('%s → %s', (path, url) => expect(canonicalUrl(path)).toBe(url));
});

describe('page-view list', () => {
  it('has the marketing pages and blog posts, and never drug, tool, coupon or admin pages', () => {
    for (const path of ['/for-employers', '/blog', '/technology', `/blog/${BLOG_POST_IDS[0]}`]) expect(isTrackedPagePath(path)).toBe(true);
    for (const path of ['/Lisinopril', '/search', '/coupon', '/irxsavvy/expected-cost', '/admin/price-explainer', '/about?x=1', '/blog/nope']) {
      expect(isTrackedPagePath(path)).toBe(false);
    }
  });

  it('every listed path has a page', () => {
    const fixed = new Set(pages.map((p) => p.path));
    expect(TRACKED_PAGE_PATHS.filter((path) => !fixed.has(path) && !path.startsWith('/blog/'))).toEqual([]);
  });

  it('the contract accepts listed paths only', () => {
    expect(pageViewBodySchema.safeParse({ path: '/faq' }).success).toBe(true);
    expect(pageViewBodySchema.safeParse({ path: '/Lisinopril' }).success).toBe(false);
  });

  it('blog ids are own properties only', () => {
    expect(isBlogPostId('toString')).toBe(false);
    expect(isBlogPostId(BLOG_POST_IDS[1])).toBe(true);
  });
});

describe('structured data', () => {
  it('adds the schema.org context and cannot close its script element', () => {
    const text = jsonLdText({ '@type': 'Thing', name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' });
  });
});
