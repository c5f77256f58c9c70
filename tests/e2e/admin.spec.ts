import { expect, test, type Page } from '@playwright/test';
import { SEED_VERSION } from '../../functions/tables/seed-version';
import { expectNoSeriousA11yViolations } from './support/axe';
import { issuedCoupon } from './support/issued-coupon';
import { watchThirdPartyRequests } from './support/no-third-party';
import { signIn } from './support/sign-in';
import { DESKTOP_ONLY } from './support/widths';

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin pages' });

async function openAdminPage(page: Page, label: string, heading: string) {
  await adminNav(page).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('an anonymous visitor gets the sign-in prompt on every admin page, and no admin content', async ({ page, baseURL }) => {
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  for (const [path, heading] of [['/admin/lambda-status', 'Lambda status'], ['/admin/claim-analysis', 'Claim analysis'], ['/admin/clear-cache', 'Clear cache']]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in required' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(adminNav(page)).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);
  thirdParty.assertNone();
});

test('an admin signs in and uses every admin page', DESKTOP_ONLY, async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  // Real data for the history and the claim analysis: a price search (records today's snapshot) and a coupon view.
  // The first, cold fan-out may miss the deadline for every PBM in the simulator; ask until priced.
  const coupon = await issuedCoupon(page.request, 'Lisinopril', '92101');
  expect((await page.request.post('/api/couponview', { data: { coupon, memberId: coupon.memberId, PBM: 'x' } })).status()).toBe(201);

  await page.goto('/admin/lambda-status');
  await signIn(page, 'admin');

  // Lambda status: every function with its health
  const health = page.getByRole('table', { name: /Function health over the last 60 minutes/ });
  await expect(health).toBeVisible();
  await expect(health.getByRole('rowheader', { name: /^drug-details\b/ })).toBeVisible();
  await expect(health.getByRole('rowheader', { name: /^admin-lambda-status\b/ })).toBeVisible();
  await expect(page.getByText(/functions, from the local runtime's counters/)).toBeVisible();
  // ... and the data the stage serves
  const versions = page.getByRole('region', { name: 'Data versions' });
  await expect(versions.getByRole('definition').first()).toHaveText(SEED_VERSION);
  await expect(versions).toContainText(/NADAC week\d{4}-\d{2}-\d{2} \(/);
  await expect(versions).toContainText(/\d{2},\d{3} pharmacies\)/);
  await expectNoSeriousA11yViolations(page);

  // Price explainer: all 12 PBMs at the nearest pharmacy, one winner
  await openAdminPage(page, 'Price explainer', 'Price explainer');
  await page.getByRole('combobox', { name: 'Drug name', exact: true }).fill('Lisinopril');
  await page.getByLabel('Quantity (optional)').fill('30');
  await page.getByLabel('Zip Code').fill('92101');
  await page.getByRole('button', { name: 'Explain' }).click();
  const quotes = page.getByRole('table', { name: /^Quotes at / });
  await expect(quotes).toBeVisible({ timeout: 15_000 });
  await expect(quotes.locator('tbody tr')).toHaveCount(12);
  await expect(quotes.getByText('Winner', { exact: true })).toHaveCount(1);
  await expect(page.getByLabel('Pharmacy (nearest first)')).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  // Pharmacy explainer: find by name, explain one
  await openAdminPage(page, 'Pharmacy explainer', 'Pharmacy explainer');
  await page.getByLabel('Pharmacy name, chain or NPI').fill('CVS');
  await page.getByLabel('Zip Code').fill('92101');
  await page.getByRole('button', { name: 'Find pharmacies' }).click();
  await page.getByRole('button', { name: /^Explain CVS/ }).first().click();
  await expect(page.getByRole('table', { name: /PBM networks: \d+ of 12 PBMs price this pharmacy/ })).toBeVisible();
  await expect(page.getByText('No opt-in on file.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Price history: today's snapshot as a chart and a table
  await openAdminPage(page, 'Price history', 'Price history');
  await page.getByRole('combobox', { name: 'Drug name', exact: true }).fill('Lisinopril');
  await page.getByLabel('Quantity (optional)').fill('30');
  await page.getByLabel('Zip Code').fill('92101');
  await page.getByRole('button', { name: 'Show history' }).click();
  await expect(page.getByRole('img', { name: /Best and median price/ })).toBeVisible();
  const snapshots = page.getByRole('table', { name: /Daily snapshots/ });
  await expect(snapshots.getByRole('rowheader', { name: new Date().toISOString().slice(0, 10) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Claim analysis: the coupon view posted above is counted
  await openAdminPage(page, 'Claim analysis', 'Claim analysis');
  await expect(page.getByRole('heading', { level: 2, name: /\d+ coupon views?, / })).toBeVisible();
  const byPbm = page.getByRole('table', { name: /Coupon views by pbm/ });
  await expect(byPbm.locator('tbody tr').first()).toBeVisible();
  await page.getByLabel('Break down by').selectOption('drug');
  await expect(page.getByRole('table', { name: /Coupon views by drug/ }).getByRole('rowheader', { name: 'Lisinopril' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Clear cache: reports how many entries went
  await openAdminPage(page, 'Clear cache', 'Clear cache');
  await page.getByRole('button', { name: 'Clear the price cache' }).click();
  await expect(page.getByText(/^Cleared \d+ cached price answers?\.$/)).toBeVisible();
  await page.getByLabel(/CloudFront paths to invalidate/).fill('no-slash');
  await expect(page.getByText(/is not a valid path/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear the price cache' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  thirdParty.assertNone();
});
