import { expect, test, type Page } from '@playwright/test';
import { COUPON_QUERY_KEYS } from '../../shared/contracts/coupon';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchThirdPartyRequests } from './support/no-third-party';

const LOADING = "Hang on. We're getting you the lowest prices.";
const optionsPanel = (page: Page) => page.getByRole('form', { name: 'Search options' });
const rows = (page: Page) => page.locator('.pharmacy-list').first().locator('.pharmacy-row');

async function pricesLoaded(page: Page, heading: RegExp) {
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(LOADING)).toHaveCount(0);
}

test.describe('desktop journey', () => {
  test.skip(({ isMobile }) => isMobile, 'the mobile layout has its own test');

  test('from home: type "lisin", pick, change dosage, quantity and zip, share the link, show more, open a coupon, print it, go back', async ({ page, baseURL, context, browser }) => {
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    await page.goto('/');
    const input = page.getByRole('combobox', { name: 'Search for your prescription' });
    await input.fill('lisin');
    const list = page.getByRole('listbox', { name: 'Drug name suggestions' });
    await expect(list.getByRole('option')).toHaveText(['Lisinopril', 'Lisinopril-Hydrochlorothiazide']);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('form', { has: input }).locator('.typeahead__ghost')).toHaveText('lisinopril');
    await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', /option-0$/);
    await expect(list.getByRole('option', { name: 'Lisinopril', exact: true })).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');

    await expect(page).toHaveURL(/\/Lisinopril(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lisinopril' })).toBeVisible();
    await pricesLoaded(page, /^Prices for Lisinopril 2\.5 mg, 30 tablets$/);
    await expect(page).toHaveTitle('Lisinopril Prescription Discount Coupon Prices | RxSavvy');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /lowest price \$\d+\.\d\d/);
    await expect(page.getByRole('link', { name: /Brand name vs generic/ })).toHaveAttribute('href', '/blog/brand-name-vs-generic-drugs-cost-effectiveness-quality-savings');
    await expect(page.locator('.cross-label')).toContainText('Generic of Zestril');

    const first = rows(page).first();
    await expect(first.locator('.pharmacy-row__distance')).toHaveText(/^\d+\.\d\d mi away$/);
    await expect(first.locator('.pharmacy-row__amount')).toHaveText(/^\$\d+\.\d\d$/);
    await expect(first.locator('.pharmacy-row__retail')).toHaveText(/^Retail price \$\d+ Save \d+%$/);
    await expect(first.locator('.pharmacy-row__checked')).toHaveText(/^checked (just now|\d+ min ago)$/);
    await first.getByText('Why this price?').click();
    await expect(first.locator('.why-price')).toContainText(/A cost-plus price would be \$\d+\.\d\d: that cost, plus 15%, plus the pharmacy's dispensing fee of \$\d+\.\d\d/);
    await expect(first.locator('.why-price')).toContainText(/reference acquisition cost, NADAC of \d{4}-\d\d-\d\d/);
    await expect(page.getByRole('heading', { name: 'Mail Order Prices' })).toBeVisible();
    await expect(page.getByRole('table').filter({ hasText: 'Mail order' })).toContainText('Pharmacy near you');
    await expect(page.getByRole('heading', { name: 'Price history near you' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tell me when the price drops' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search drug prices' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const options = optionsPanel(page);
    await expect(options.getByLabel('Form')).toBeDisabled();
    await expect(options.getByLabel('Label')).toBeEnabled();
    await options.getByLabel('Dosage').selectOption('10 mg');
    await pricesLoaded(page, /^Prices for Lisinopril 10 mg, 30 tablets$/);
    await options.getByLabel('Quantity').selectOption({ label: '90 tablets' });
    await pricesLoaded(page, /^Prices for Lisinopril 10 mg, 90 tablets$/);
    await expect(page.getByRole('table').filter({ hasText: 'Per unit' })).toContainText('30 tablets');
    await options.getByLabel('Zip Code').fill('1234');
    await expect(options.getByText('The Zip code must be 5 digits')).toBeVisible();
    await options.getByLabel('Zip Code').fill('10001');
    await expect(options.getByText('The Zip code must be 5 digits')).toHaveCount(0);
    await expect(rows(page).first().locator('.pharmacy-row__address')).toContainText('NY 10001');
    await expect(page).toHaveURL(/\/Lisinopril\?.*d=10\+mg.*q=90.*z=10001/);

    // A shared link reproduces the page in a fresh browser.
    const shared = page.url();
    const other = await browser.newPage();
    await other.goto(shared);
    await pricesLoaded(other, /^Prices for Lisinopril 10 mg, 90 tablets$/);
    await expect(optionsPanel(other).getByLabel('Zip Code')).toHaveValue('10001');
    await expect(optionsPanel(other).getByLabel('Dosage')).toHaveValue('10 mg');
    await expect(optionsPanel(other).getByLabel('Quantity')).toHaveValue('90');
    await other.close();

    const before = await rows(page).count();
    await page.getByRole('button', { name: 'Show More Pharmacies' }).click();
    await expect(page.getByRole('button', { name: 'Show More Pharmacies' })).toHaveCount(0);
    expect(await rows(page).count()).toBeGreaterThan(before);
    const names = await rows(page).locator('.pharmacy-row__name').allTextContents();
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toBe(name.toUpperCase());

    const couponRow = rows(page).filter({ has: page.getByRole('link', { name: 'Get Coupon' }) }).first();
    const pharmacy = await couponRow.locator('.pharmacy-row__name').textContent();
    const link = couponRow.getByRole('link', { name: 'Get Coupon' });
    const href = new URL((await link.getAttribute('href'))!, baseURL);
    expect(href.pathname).toBe('/coupon');
    for (const key of COUPON_QUERY_KEYS) expect(href.searchParams.get(key), key).toBeTruthy();
    expect(href.searchParams.get('ln')).toBe('Lisinopril');
    expect(href.searchParams.get('qty')).toBe('90 tablets');
    expect(href.searchParams.get('returnURL')).toMatch(/^\/Lisinopril\?.*d=10\+mg.*z=10001/);
    await link.click();
    await expect(page).toHaveURL(/\/coupon\?/);
    const picked = (await context.cookies()).find((c) => c.name === 'MostRecentlyPickedPharmacy');
    expect(decodeURIComponent(picked?.value ?? '').toUpperCase()).toBe(pharmacy);

    // The print view holds only the coupon; the back link returns to the same results.
    await expect(page.locator('.coupon-card')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header.site-header')).toBeHidden();
    await expect(page.locator('.coupon-actions')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('link', { name: /Back to prices/ }).click();
    await expect(page).toHaveURL(/\/Lisinopril\?.*d=10\+mg.*z=10001/);
    await pricesLoaded(page, /^Prices for Lisinopril 10 mg, 90 tablets$/);
    thirdParty.assertNone();
  });

  test('search bar: popular then recent searches, Escape clears, empty search, z and p kept', async ({ page, context, baseURL }) => {
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    await page.goto('/search?z=60601&p=CVS');
    const popular = page.getByRole('navigation', { name: 'Popular Searches' }).getByRole('link');
    await expect(popular).toHaveText(['Atorvastatin', 'Albuterol Sulfate Hfa', 'Lisinopril', 'Sildenafil', 'Levothyroxine', 'Gabapentin', 'Metformin HCL']);
    await expect(page.locator('header.site-header').getByRole('combobox')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Please enter a valid drug name')).toBeVisible();

    const input = page.getByRole('combobox', { name: 'Drug name' });
    await input.fill('ator');
    await expect(page.getByRole('option').first()).toHaveText(/^Atorvastatin/);
    await input.press('Escape');
    await expect(input).toHaveValue('');
    await expect(page.getByRole('listbox', { name: 'Drug name suggestions' })).toBeHidden();

    await input.fill('Gabapentin');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/Gabapentin\?/);
    await expect(page).toHaveURL(/z=60601/);
    await expect(page).toHaveURL(/p=CVS/);
    await pricesLoaded(page, /^Prices for Gabapentin/);
    const names = await rows(page).locator('.pharmacy-row__name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^CVS( PHARMACY| INSIDE TARGET)?$/);

    await page.goto('/Metformin%20HCL');
    await page.goto('/search');
    await expect(page.getByRole('navigation', { name: 'Recent Searches' }).getByRole('link')).toHaveText(['gabapentin']);
    const history = (await context.cookies()).find((c) => c.name === 'SearchHistory');
    expect(decodeURIComponent(history?.value ?? '')).toBe('gabapentin');
    await page.getByRole('navigation', { name: 'Recent Searches' }).getByRole('link', { name: 'gabapentin' }).click();
    await expect(page).toHaveURL(/\/gabapentin(\?|$)/);
    await page.goto('/search');
    await page.getByRole('combobox', { name: 'Drug name' }).fill('ATORVASTATIN');
    await page.getByRole('combobox', { name: 'Drug name' }).press('Enter');
    await expect(page).toHaveURL(/\/atorvastatin(\?|$)/i);
    await page.goto('/search');
    await expect(page.getByRole('navigation', { name: 'Recent Searches' }).getByRole('link')).toHaveText(['atorvastatin', 'gabapentin']);
    thirdParty.assertNone();
  });

  test('error cards of spec §8', async ({ page, baseURL }) => {
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    await page.goto('/Lisinopril?z=00000');
    await expect(page.getByRole('heading', { name: 'Zip Code Provided Was Invalid' })).toBeVisible();
    await expect(page.getByText('Please close this popup, then enter a valid zip code, and then press "Search" again')).toBeVisible();
    await expect(page.getByText('Please update your zip code')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'Zip Code Provided Was Invalid' })).toHaveCount(0);

    await page.goto('/Nodrugatall');
    await expect(page.getByRole('heading', { name: 'Drug Name Not Found' })).toBeVisible();
    await expect(page.getByText('Please close this popup and then search for a new drug name at the top of the page')).toBeVisible();

    await page.route('**/api/ecsdosage0?**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/Lisinoprl');
    await expect(page.getByRole('heading', { name: 'Server Returned an Error' })).toBeVisible();
    const card = page.locator('.error-card');
    await expect(card.getByRole('link', { name: 'Lisinopril', exact: true })).toBeVisible();
    for (const text of ['006053', 'MSC', 'RX2002', 'SS807080844', '(800) 555-0150', '(800) 555-0151']) await expect(card).toContainText(text);
    await expectNoSeriousA11yViolations(page);
    await page.unrouteAll();

    await page.route('**/api/ecsdosage0?**', (route) => route.abort('connectionrefused'));
    await page.goto('/Lisinopril');
    await expect(page.getByRole('heading', { name: 'No Response from Server' })).toBeVisible();
    await page.unrouteAll();

    await page.route('**/api/ecsdosage0?**', (route) => route.fulfill({ status: 503, json: { error: { code: 'busy', message: 'try later' } } }));
    await page.goto('/Lisinopril');
    await expect(page.getByRole('heading', { name: 'Error', exact: true })).toBeVisible();
    await page.unrouteAll();
    thirdParty.assertNone();
  });

  test('not covered, no results, patient notices and alternatives', async ({ page, baseURL }) => {
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    await page.goto('/Lisinopril?z=99950');
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    await expect(page.getByText(/no participating pharmacies within a 50 mile radius/)).toBeVisible();

    await page.route('**/api/ecsdosage0?**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, drugs: [], patientNoticeWarnings: [], responseDescription: 'No prices were returned for Lisinopril near 92101.' } });
    });
    await page.goto('/Lisinopril?z=92101');
    await expect(page.getByRole('heading', { name: 'Lisinopril Not Covered' })).toBeVisible();
    await expect(page.getByText('We could not find any prices for Lisinopril. Sorry. If you believe this drug should be covered and this message is being shown in error, please Contact Us.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us', exact: true }).first()).toHaveAttribute('href', '/contact');
    await page.unrouteAll();

    await page.goto('/Zestril?l=Zestril&h=1&z=92101');
    await pricesLoaded(page, /^Prices for Zestril/);
    const notice = page.locator('.notice--warning');
    await expect(notice).toContainText('A generic version, Lisinopril, is available');
    await expect(notice.getByRole('link', { name: 'See generic prices' })).toHaveAttribute('href', '/Lisinopril');
    const alternative = page.locator('.notice--alternative').first();
    const href = new URL((await alternative.getByRole('link').getAttribute('href'))!, baseURL);
    expect(href.pathname).toBe('/alternative-medication');
    expect(href.searchParams.get('drugName')).toBe('Zestril');
    expect(href.searchParams.get('alternativeDrugName')).toBeTruthy();
    expect(href.searchParams.get('returnURL')).toMatch(/^\/Zestril\?/);
    await expectNoSeriousA11yViolations(page);
    thirdParty.assertNone();
  });
});

test('mobile: summary with Edit, icon search button, three popular searches', async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'mobile layout');
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  await page.goto('/search');
  await expect(page.getByRole('navigation', { name: 'Popular Searches' }).getByRole('link')).toHaveText(['Atorvastatin', 'Albuterol Sulfate Hfa', 'Lisinopril']);
  await expect(page.getByRole('button', { name: 'Search', exact: true }).locator('svg')).toBeVisible();
  await page.getByRole('combobox', { name: 'Drug name' }).fill('Albuterol Sulfate HFA');
  await page.getByRole('combobox', { name: 'Drug name' }).press('Enter');
  await pricesLoaded(page, /^Prices for Albuterol Sulfate HFA/);
  const summary = page.locator('.search-summary');
  await expect(summary).toContainText('1 inhaler (8.5 g)');
  await expect(summary).toContainText('Inhaler');
  await expect(optionsPanel(page)).toBeHidden();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(optionsPanel(page)).toBeVisible();
  await optionsPanel(page).getByLabel('Quantity').selectOption('Custom');
  await optionsPanel(page).getByLabel(/Custom Quantity/).fill('');
  await optionsPanel(page).getByLabel(/Custom Quantity/).blur();
  await expect(page.getByText('You must enter a quantity')).toBeVisible();
  await optionsPanel(page).getByLabel(/Custom Quantity/).fill('4');
  await optionsPanel(page).getByLabel(/Custom Quantity/).press('Enter');
  await expect(summary).toContainText('34');
  await expect(page.locator('.pharmacy-row--mobile').first()).toBeVisible();
  await expect(page).toHaveURL(/q=Custom.*cqp=4/);
  await expectNoSeriousA11yViolations(page);
  thirdParty.assertNone();
});
