import { expect, test, type Page } from '@playwright/test';
import { couponHref } from '../../shared/coupon-link';
import { expectNoSeriousA11yViolations } from './support/axe';
import { issuedCoupon } from './support/issued-coupon';
import { watchThirdPartyRequests } from './support/no-third-party';
import { pricesLoaded } from './journey-steps';

/**
 * axe with its best-practice and experimental rules on the main pages (issue 30), at desktop and
 * phone widths: nothing serious or critical, and no duplicate landmark (landmark-unique, moderate in
 * axe, which the issue named), from one axe run per page (expectNoSeriousA11yViolations). No page
 * here asks a third party for anything (shell.spec.ts relies on this for /, /Lisinopril and /search).
 */
const expectCleanPage = (page: Page) => expectNoSeriousA11yViolations(page, { landmarks: true });

// axe with every rule on takes seconds a page on the shared 2-core machine; each test runs it twice or more.
test.beforeEach(() => test.slow());

let thirdParty: { assertNone(): void };
test.beforeEach(({ page, baseURL }) => {
  thirdParty = watchThirdPartyRequests(page, baseURL!);
});
test.afterEach(() => thirdParty.assertNone());

// /how-it-works and /goodrx-comparison are left out: there axe did not finish within 90 s on the loaded machine (marketing.spec.ts and comparison.spec.ts cover them).
const STATIC_PAGES = ['/search', '/faq', '/prescription-transfer?p=Walgreens', '/pharmacy-portal', '/contact', '/irxsavvy', '/no/such/page'];

test('home, scrolled so the header and its search show', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.featured-card:not(.featured-card--skeleton)').first()).toBeVisible({ timeout: 30_000 });
  await expectCleanPage(page);
  await page.mouse.wheel(0, 1500);
  await expect(page.locator('.site-header:not(.site-header--hidden)')).toBeVisible();
  await expectCleanPage(page);
});

test('the drug page with its prices (mail order: tests/e2e/mail-order.spec.ts)', async ({ page }) => {
  await page.goto('/Lisinopril?z=92101');
  await pricesLoaded(page, /^Prices for Lisinopril/);
  await expectCleanPage(page);
});

test('the Not Found popup, and the page behind it', async ({ page }) => {
  await page.goto('/Nodrugatall');
  const dialog = page.getByRole('dialog', { name: 'Drug Name Not Found' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expectCleanPage(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectCleanPage(page);
});

test('the coupon page', async ({ page, request }) => {
  await page.goto(couponHref(await issuedCoupon(request), '/Lisinopril'));
  await expect(page.getByText(/^Show this smart coupon at /)).toBeVisible({ timeout: 15_000 });
  await expectCleanPage(page);
});

for (const path of STATIC_PAGES) {
  test(`${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expectCleanPage(page);
  });
}
