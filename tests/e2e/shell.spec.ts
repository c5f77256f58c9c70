import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchThirdPartyRequests } from './support/no-third-party';
import { DESKTOP_ONLY } from './support/widths';
import { revealFooter } from './support/footer';

const header = 'header.site-header';

test('redirects (rules#routes): the portal misspellings go to /pharmacy-portal, /admin to /admin/price-explainer', DESKTOP_ONLY, async ({ page }) => {
  for (const from of ['/portal', '/pharmacy', '/pharmacies', '/portal-pharmacy', '/pharmacy-protal', '/pharmcy-portal']) {
    await test.step(`${from} goes to /pharmacy-portal`, async () => {
      await page.goto(`${from}?ref=x`);
      await expect(page).toHaveURL(/\/pharmacy-portal\?ref=x$/);
    });
  }
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/price-explainer$/);
});

// Its axe check (with the duplicate-landmark rules too) is axe-main-pages.spec.ts's, at both widths.
test('an unknown multi-segment path shows the not-found page', async ({ page, baseURL }) => {
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | RxSavvy');
  thirdParty.assertNone();
});

// The axe checks of /, /Lisinopril and /search (and that they ask no third party) are axe-main-pages.spec.ts's.
test('the home page shows the brand at the top; the header is hidden until scrolled over 600 px', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: "Don't Overpay On Your Prescriptions" })).toBeVisible();
  await expect(page.locator(header)).toHaveClass(/site-header--hidden/);
  await expect(page.locator('.hero__brand').getByRole('img', { name: 'RxSavvy' })).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 500));
  await expect(page.locator(header)).toHaveClass(/site-header--hidden/);
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(page.locator(header)).not.toHaveClass(/site-header--hidden/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('/p hides the header and the footer, even after scrolling; accessible, first-party only', async ({ page, baseURL }) => {
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  await page.goto('/p');
  await expect(page.getByRole('heading', { level: 1, name: "Don't Overpay On Your Prescriptions" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  thirdParty.assertNone();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator(header)).toHaveClass(/site-header--hidden/);
  await expect(page.locator('footer')).toHaveCount(0);
});

test("other pages show the header and the footer with the current year and the disclaimer; the first load preloads the visited page's code alongside the entry chunk", async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto('/Lisinopril');
  await expect(page.locator(header)).not.toHaveClass(/site-header--hidden/);
  const footer = await revealFooter(page);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} RxSavvy`);
  await expect(footer).toContainText('NOT insurance');
  await expect(footer.getByRole('heading', { name: "Don't miss a thing" })).toBeVisible();
  for (const name of ['Help and FAQ', 'How it works', 'Consumer Discount Card', 'Trust Center', 'Careers', 'About us', 'Contact Us', 'Privacy Policy', 'Terms of use']) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveCount(1);
  }
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Prices for / })).toBeVisible();
  // A preload the page then does not use (say, another credentials mode) downloads the file twice.
  expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
  const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  expect(preloaded.some((href) => /\/assets\/SearchPage-[^/]+\.js$/.test(href))).toBe(true);
  expect(preloaded.some((href) => /HomePage-/.test(href))).toBe(false);
});

test('/how-it-works is accessible and first-party only; the scroll-to-top button appears after 10 px and scrolls up', async ({ page, baseURL }) => {
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  await page.goto('/how-it-works');
  // Scroll once the page has rendered: its first render scrolls to the top (rules#site-shell).
  await expect(page.locator('main h1')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  thirdParty.assertNone();
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.getByRole('button', { name: 'Scroll to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the last page is remembered in a 14-day cookie, never / itself', DESKTOP_ONLY, async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 800));
  await page.locator('main').getByRole('link', { name: 'More about how it works' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  expect((await context.cookies()).find((c) => c.name === 'LastPage')).toBeUndefined();
  await page.getByRole('link', { name: 'Search a drug' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Written once the next page has rendered (the URL changes first).
  const lastPage = async () => (await context.cookies()).find((c) => c.name === 'LastPage');
  await expect.poll(async () => decodeURIComponent((await lastPage())?.value ?? '')).toBe('/how-it-works');
  const cookie = await lastPage();
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(13.9);
  expect(days).toBeLessThanOrEqual(14);
});

test('title and description follow navigation; the drug page names the drug', DESKTOP_ONLY, async ({ page }) => {
  await page.goto('/how-it-works');
  await expect(page).toHaveTitle('How It Works | RxSavvy');
  await page.goto('/');
  await page.getByLabel('Search for your prescription').fill('Albuterol Sulfate HFA');
  await page.getByLabel('Search for your prescription').press('Enter');
  // The page then mirrors its selection in the query (rules#states), so only the path is fixed.
  await expect(page).toHaveURL(/\/Albuterol%20Sulfate%20HFA(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Albuterol Sulfate HFA' })).toBeVisible();
  await expect(page).toHaveTitle('Albuterol Sulfate HFA Prescription Discount Coupon Prices | RxSavvy');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /discount coupon prices/);
});

test('an empty search says so', DESKTOP_ONLY, async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Please enter a valid drug name')).toBeVisible();
});

test('a client error is reported and stored', DESKTOP_ONLY, async ({ page }) => {
  await page.goto('/how-it-works');
  const stored = page.waitForResponse((res) => res.url().endsWith('/api/ecsClientError') && res.request().method() === 'POST');
  await page.evaluate(() => setTimeout(() => { throw new Error('e2e probe error'); }, 0));
  const res = await stored;
  expect(res.status()).toBe(201);
  expect(res.request().postDataJSON().errorText).toContain('e2e probe error');
  expect(res.request().postDataJSON().errorText).toContain('page /how-it-works');
});

test('before the app runs, the page already shows the brand', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/Lisinopril');
  await expect(page.locator('#root header')).toContainText('RxSavvy');
  await expect(page.locator('#root header')).toBeInViewport();
  await context.close();
});

test('a page whose code fails to load offers a retry, and the retry loads it', DESKTOP_ONLY, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: "Don't Overpay On Your Prescriptions" })).toBeVisible();
  let fail = true;
  await page.route(/\/assets\/FaqPage-[^/]+\.js$/, (route) => (fail ? route.abort('connectionreset') : route.continue()));
  await page.evaluate(() => {
    history.pushState({}, '', '/faq');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('alert').getByRole('heading', { name: 'This page did not load' })).toBeVisible();
  await expect(page.getByText('Your connection may have dropped while the page was loading.')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help and FAQ' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page did not load' })).toHaveCount(0);
});

test.describe('navigation reaches every audience page', () => {
  const audience = ['/for-members', '/for-employers', '/for-benefit-consultants', '/for-health-plans', '/for-payers', '/coupon-api', '/pharmacy-portal', '/provider-information', '/goodrx-comparison', '/optum-perks-comparison', '/cvs-savings-finder-comparison', '/blog'];

  test('the footer links every audience and comparison page; the header names the main four', async ({ page }) => {
    await page.goto('/about');
    await expect((await revealFooter(page)).getByRole('link', { name: 'For payers' })).toBeAttached();
    const footerHrefs = await page.locator('footer a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const path of audience) expect(footerHrefs, path).toContain(path);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) {
      // Phone: behind a Menu button that says whether it is open, and Escape closes it.
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: 'For employers' })).toBeHidden();
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'For employers' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
    }
    for (const name of ['For members', 'For employers', 'Coupon API', 'For pharmacies']) await expect(nav.getByRole('link', { name })).toBeVisible();
    await nav.getByRole('link', { name: 'For employers' }).click();
    await expect(page).toHaveURL(/\/for-employers$/);
    await expect(nav.getByRole('link', { name: 'For members' })).toBeVisible({ visible: !(await menu.isVisible()) });
    await expectNoSeriousA11yViolations(page);
  });
});
