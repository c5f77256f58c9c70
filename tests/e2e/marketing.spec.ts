import { expect, test, type Page } from '@playwright/test';
import { BRAND } from '../../shared/brand';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchThirdPartyRequests } from './support/no-third-party';
import { DESKTOP_ONLY } from './support/widths';
import { revealFooter } from './support/footer';

const ORIGIN = 'https://rxsavvy.com';
const GENERIC_POST = '/blog/brand-name-vs-generic-drugs-cost-effectiveness-quality-savings';

/** Every page of with its title and main heading. */
const ROUTES: { path: string; title: string; h1: string | RegExp; mobile?: boolean }[] = [
  { path: '/for-members', title: 'For Plan Members | RxSavvy', h1: 'Pay less for the same prescriptions' },
  { path: '/for-employers', title: 'For Employers | RxSavvy', h1: 'Cut prescription costs without cutting benefits', mobile: true },
  { path: '/for-benefit-consultants', title: 'For Benefit Consultants | RxSavvy', h1: /pharmacy savings program/ },
  { path: '/for-health-plans', title: 'For Health Plans | RxSavvy', h1: /Lower pharmacy trend/ },
  { path: '/for-payers', title: 'For Payers | RxSavvy', h1: /Claim-level prescription savings/ },
  { path: '/about', title: 'About Us | RxSavvy', h1: 'About RxSavvy' },
  { path: '/careers', title: 'Careers | RxSavvy', h1: 'Careers at RxSavvy' },
  { path: '/privacy-policy', title: 'Privacy Policy | RxSavvy', h1: 'Privacy Policy', mobile: true },
  { path: '/terms-of-use', title: 'Terms of Use | RxSavvy', h1: 'Terms of Use' },
  { path: '/faq', title: 'Help and FAQ | RxSavvy', h1: 'Help and FAQ', mobile: true },
  { path: '/consumer-discount-cards', title: 'Consumer Discount Cards | RxSavvy', h1: 'Consumer Discount Cards' },
  { path: '/pharmacist-information', title: 'Information for Pharmacists | RxSavvy', h1: 'Information for Pharmacists' },
  { path: '/provider-information', title: 'Information for Prescribers | RxSavvy', h1: 'Information for Prescribers and Providers' },
  { path: '/local', title: 'Prescription Prices Near You | RxSavvy', h1: 'Prescription Prices at Pharmacies Near You' },
  { path: '/blog', title: 'Blog | RxSavvy', h1: 'The RxSavvy Blog' },
  { path: GENERIC_POST, title: 'Brand Name vs Generic Drugs: Cost, Effectiveness, Quality and Savings | RxSavvy', h1: /^Brand Name vs Generic Drugs/, mobile: true },
  { path: '/cvs-savings-finder-comparison', title: 'RxSavvy vs CVS Savings Finder | RxSavvy', h1: 'RxSavvy vs CVS Savings Finder', mobile: true },
  { path: '/optum-perks-comparison', title: 'RxSavvy vs Optum Perks | RxSavvy', h1: 'RxSavvy vs Optum Perks' },
  { path: '/should-i-use-a-coupon', title: 'Should I Use a Coupon or My Insurance? | RxSavvy', h1: 'Should I Use a Coupon or My Insurance?' },
  { path: '/mobile-app', title: 'Mobile App | RxSavvy', h1: 'The RxSavvy App' },
  { path: '/do-not-overcharge-for-prescriptions', title: "Don't Get Overcharged for Prescriptions | RxSavvy", h1: "Don't Get Overcharged for Prescriptions" },
  { path: '/technology', title: 'Technology | RxSavvy', h1: /12 PBMs asked at once/, mobile: true },
  { path: '/how-it-works', title: 'How It Works | RxSavvy', h1: 'How RxSavvy works' },
];

/** Pages whose axe check (with the duplicate-landmark rules too) is axe-main-pages.spec.ts's, at both widths. */
const AXE_IN_MAIN_PAGES = new Set(['/faq']);

function watchConsoleErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return () => errors;
}

// Layout checked on a few pages at mobile width.
for (const route of ROUTES) {
  test(`${route.path}: 200, title, description, canonical, accessible, first-party only`, route.mobile ? {} : DESKTOP_ONLY, async ({ page, baseURL }) => {
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    const consoleErrors = watchConsoleErrors(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: route.h1 })).toBeVisible();
    await expect(page).toHaveTitle(route.title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);
    expect(description).not.toBe('Compare prescription prices at pharmacies near you and save up to 85% with a free discount coupon.');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}${route.path}`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/lorem ipsum|coming soon/i);
    if (!AXE_IN_MAIN_PAGES.has(route.path)) await expectNoSeriousA11yViolations(page);
    expect(consoleErrors()).toEqual([]);
    thirdParty.assertNone();
  });
}

test.describe('pitch pages (desktop)', DESKTOP_ONLY, () => {

  test('employers: claims with dates, CTAs to /request-a-demo, /contact and /prescription-transfer links, keyboard tabs', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/for-employers');
    const main = page.locator('main');
    await expect(main).toContainText('3:1');
    await expect(main).toContainText('employer return target after 24 months');
    await expect(main).toContainText('savings target up to 30%', { ignoreCase: true });
    await expect(main).toContainText('no charge until your monthly savings exceed the program cost', { ignoreCase: true });
    await expect(main.getByRole('link', { name: 'Request a demo' }).first()).toHaveAttribute('href', '/request-a-demo');
    for (const link of await main.getByRole('link', { name: /demo/i }).all()) await expect(link).toHaveAttribute('href', '/request-a-demo');
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
    await expect(main.locator('a[href="/prescription-transfer"]').first()).toBeVisible();
    await expect(main.getByText(BRAND.phone).first()).toBeVisible();

    const statTabs = page.getByRole('tablist', { name: 'The numbers behind the program' });
    const tabs = statTabs.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Cost' })).toContainText('About $3.45');
    await page.keyboard.press('End');
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.nth(2).click();
    const prices = page.getByRole('tabpanel', { name: 'Prices' });
    await expect(prices).toContainText('72%');
    await expect(prices).toContainText('2019 data, 30-day supply');
    await expect(prices).toContainText('Up to 85%');
    await expect(prices).toContainText('12');
  });

  test('the count-up shows final numbers at once with reduced motion, and counts up without it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/for-health-plans');
    const values = page.getByRole('tabpanel', { name: 'Plan savings' }).getByTestId('stat-value');
    await values.first().scrollIntoViewIfNeeded();
    expect(await values.allTextContents()).toEqual(['Up to 30%', '3:1']);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/for-payers');
    const counting = page.getByRole('tabpanel', { name: 'Targets' }).getByTestId('stat-value');
    await counting.first().scrollIntoViewIfNeeded();
    const seen = new Set<string>();
    const started = Date.now();
    while (Date.now() - started < 3000) {
      const text = (await counting.first().textContent()) ?? '';
      seen.add(text);
      if (text === 'Up to 30%' && seen.size > 1) break;
      await page.waitForTimeout(50);
    }
    expect(seen.size).toBeGreaterThan(1);
    await expect(counting.first()).toHaveText('Up to 30%');
    await expect(counting.nth(1)).toHaveText('3:1');
  });

  test('the tech landing page has the search bar and GoodRx comparison anchors, and no placeholder store link', async ({ page }) => {
    await page.goto('/technology');
    await expect(page.getByRole('search').first()).toBeVisible();
    for (const anchor of ['betterForPharmacies', 'betterPrices', 'goodrx-comparison']) {
      await expect(page.locator(`main a[href="/goodrx-comparison#${anchor}"]`)).toHaveCount(1);
    }
    // The app is not published: no store link anywhere (never a fake listing id).
    await expect(page.getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0);
    await expect(page.locator('a[href*="id0000000000"]')).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(4);
  });
});

test.describe('content pages (desktop)', DESKTOP_ONLY, () => {

  test('privacy policy: trust center anchor from the footer, the truth about data, deletion and STOP', async ({ page }) => {
    await page.goto('/about');
    await (await revealFooter(page)).getByRole('link', { name: 'Trust Center' }).click();
    await expect(page).toHaveURL(/\/privacy-policy#trust-center$/);
    await expect(page.getByRole('heading', { name: 'Trust Center' })).toBeInViewport();
    const main = page.locator('main');
    for (const text of ['No ads', 'No trackers', 'third-party scripts', 'Coupon views', 'Pharmacy opt-ins', 'time you gave consent', 'Client error reports', 'Page-view counts', '90 days', 'Reply STOP']) {
      await expect(main).toContainText(text);
    }
    await expect(main.getByRole('link', { name: BRAND.email })).toHaveAttribute('href', `mailto:${BRAND.email}`);
  });

  test('structured data: Organization on /about, FAQPage on /faq, BlogPosting on a post', async ({ page }) => {
    const jsonLd = async () => JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    await page.goto('/about');
    expect(await jsonLd()).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'RxSavvy', email: BRAND.email });
    await page.goto('/faq');
    const faq = await jsonLd();
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(8);
    await page.getByText('Is RxSavvy insurance?').click();
    await expect(page.getByText('It is a prescription discount program, not insurance')).toBeVisible();
    await page.goto(GENERIC_POST);
    expect(await jsonLd()).toMatchObject({ '@type': 'BlogPosting', headline: 'Brand Name vs Generic Drugs: Cost, Effectiveness, Quality and Savings', mainEntityOfPage: `${ORIGIN}${GENERIC_POST}` });
  });

  test('blog: at least 8 posts, each opens with its own title; an unknown post is not indexed', async ({ page }) => {
    await page.goto('/blog');
    const links = page.locator('main').getByRole('heading', { level: 2 }).getByRole('link');
    await expect(links.first()).toBeVisible(); // the page is a lazy route: count once it is there
    expect(await links.count()).toBeGreaterThanOrEqual(8);
    await links.filter({ hasText: 'Why Prescription Prices Differ' }).click();
    await expect(page).toHaveURL(/\/blog\/why-prescription-prices-differ-between-pharmacies$/);
    await expect(page).toHaveTitle('Why Prescription Prices Differ Between Pharmacies | RxSavvy');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /same prescription can cost/);
    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  test('comparisons state features, not competitor prices', async ({ page }) => {
    await page.goto('/optum-perks-comparison');
    const table = page.getByRole('table');
    await expect(table).toContainText('12 PBM partners asked at once');
    await expect(table).toContainText('No ads');
    await expect(table).toContainText('Shown with every price');
    await expect(table).not.toContainText('$');
  });

  test('sitemap.xml and robots.txt are served from the build', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(ORIGIN, ''));
    for (const route of ROUTES) expect(paths).toContain(route.path);
    // rules#roles: coupon, manufacturer and alternative pages are noindex; /p needs its query; nothing parameterised or private
    for (const hidden of ['/coupon', '/manufacturer-coupon', '/alternative-medication', '/p']) expect(paths).not.toContain(hidden);
    expect(paths.filter((p) => /[:*]/.test(p) || /^\/(admin|dev|api)(\/|$)/.test(p))).toEqual([]);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  test('page views are sent for listed marketing pages only, with the path alone', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/page-view')) sent.push(req.postDataJSON().path);
    });
    const counted = page.waitForResponse((res) => res.url().endsWith('/api/page-view'));
    await page.goto('/careers?ref=newsletter');
    expect((await counted).status()).toBe(202);
    await page.goto('/Lisinopril');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/irxsavvy/');
    await page.waitForTimeout(300);
    expect(sent).toEqual(['/careers']);
  });
});
