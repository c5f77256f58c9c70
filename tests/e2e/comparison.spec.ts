import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchThirdPartyRequests } from './support/no-third-party';

interface Row { pharmacy: string; RxSavvy: number; goodRx: number; ln: string }

test.describe('GoodRx comparison page (spec §2.11)', () => {

  test('without a drug: marketing, the report figures and a prefix list of at most 10 names', async ({ page, baseURL, isMobile }) => {
    test.skip(isMobile, 'layout-independent');
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    await page.goto('/goodrx-comparison');
    await expect(page).toHaveTitle(/vs GoodRx/);
    await expect(page.getByText('12 PBM partners, shows no ads and does not sell your data')).toBeVisible();
    const stats = page.locator('#betterPrices');
    await expect(stats).toContainText('July 2022');
    await expect(stats).toContainText('310 drugs');
    for (const [chain, pct] of [['Kroger', 97], ['Walgreens', 71], ['Rite Aid', 66], ['CVS', 61], ['Walmart', 47], ['Albertsons', 46], ['Costco', 32]] as const) {
      await expect(stats.getByRole('row', { name: `${chain} ${pct}%` })).toBeVisible();
    }
    await page.getByLabel("Compare a drug's prices with GoodRx").fill('LI');
    const list = page.getByRole('list', { name: 'Matching drugs' }).getByRole('link');
    await expect(list.first()).toBeVisible();
    const names = await list.allTextContents();
    expect(names.length).toBeGreaterThan(1);
    expect(names.length).toBeLessThanOrEqual(10);
    for (const name of names) expect(name.toLowerCase().startsWith('li')).toBe(true);
    await expect(page.getByLabel('Search every pharmacy near you')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('list', { name: 'Matching drugs' }).getByRole('link', { name: 'Lisinopril', exact: true }).click();
    await expect(page).toHaveURL(/\/goodrx-comparison\?drugName=Lisinopril$/);
    await expect(page.locator('.comparison-table')).toBeVisible();
    thirdParty.assertNone();
  });

  test('with a drug: rows by largest gap, ? for unknown prices, the evidence modal and the coupon link', async ({ page, baseURL }) => {
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    let real: Row[] = [];
    await page.route('**/api/goodrx-price-comparison*', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      real = body.data.prices;
      // spec §5: a competitor price ≤ 0 shows '?'; our price 0 hides the row
      const prices = body.data.prices.map((r: Row, i: number) => (i === 0 ? { ...r, goodRx: 0 } : i === 1 ? { ...r, RxSavvy: 0 } : r));
      await route.fulfill({ response: res, json: { data: { prices } } });
    });
    await page.goto('/goodrx-comparison?drugName=Zestril');
    const rows = page.locator('.comparison-table tbody tr');
    await expect(rows.first()).toBeVisible();
    expect(real.length).toBeGreaterThan(3);
    const expected = real
      .map((r, i) => (i === 0 ? { ...r, goodRx: 0 } : r))
      .filter((_, i) => i !== 1)
      .sort((a, b) => b.goodRx - b.RxSavvy - (a.goodRx - a.RxSavvy));
    await expect(rows).toHaveCount(expected.length);
    for (const [i, row] of expected.entries()) {
      await expect(rows.nth(i).getByRole('rowheader')).toHaveText(row.pharmacy);
      await expect(rows.nth(i).getByRole('button')).toContainText(row.goodRx > 0 ? `$${row.goodRx.toFixed(2)}` : '?');
      await expect(rows.nth(i).getByRole('link')).toContainText(`$${row.RxSavvy.toFixed(2)}`);
    }
    await expect(page.getByText(`(prices for ${real[0]!.ln})`)).toBeVisible();
    await expect(page.getByText(/sample observations/)).toBeVisible();
    for (const name of ['See More Pharmacies', 'Specify Label / Form / Dosage / Quantity']) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', '/Zestril');
    }
    await expectNoSeriousA11yViolations(page);

    await rows.first().getByRole('button').click();
    const modal = page.locator('#goodrxScreenshotModal');
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Sample data');
    await expect(modal).toContainText(/Observed on \d{4}-\d{2}-\d{2}/);
    await expect(modal.getByRole('link')).toHaveAttribute('href', /^https:\/\/www\.goodrx\.com\//);
    await expectNoSeriousA11yViolations(page);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();

    await rows.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/coupon\?/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Show this smart coupon at ${expected[0]!.pharmacy}`);
    thirdParty.assertNone();
  });

  test('empty and error states; plus signs in the drug page links; hash anchors scroll', async ({ page, isMobile }) => {
    test.skip(isMobile, 'layout-independent');
    await page.goto('/goodrx-comparison?drugName=Amoxicillin%20Suspension');
    await expect(page.getByText('Sorry, but no up to date price comparison is available for Amoxicillin Suspension right now')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See More Pharmacies' })).toHaveAttribute('href', '/Amoxicillin+Suspension');

    await page.route('**/api/goodrx-price-comparison*', (route) => route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'x' } } }));
    await page.goto('/goodrx-comparison?drugName=Lisinopril');
    await expect(page.getByText('Server Returned an Error')).toBeVisible();
    await page.unroute('**/api/goodrx-price-comparison*');
    await page.route('**/api/goodrx-price-comparison*', (route) => route.abort('connectionrefused'));
    await page.goto('/goodrx-comparison?drugName=Lisinopril');
    await expect(page.getByText('No Response from Server')).toBeVisible();

    await page.goto('/goodrx-comparison#betterForPharmacies');
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeGreaterThan(100);
    await expect(page.locator('#betterForPharmacies')).toBeInViewport();
  });
});
