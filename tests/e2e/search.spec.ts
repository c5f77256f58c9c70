import { expect, test, type BrowserContextOptions } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchThirdPartyRequests } from './support/no-third-party';
import { desktopSteps, mobileSteps, optionsPanel, pricesLoaded, rows, walkJourney } from './journey-steps';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/widths';

test.describe('desktop journey', DESKTOP_ONLY, () => {
  // The mobile layout has its own test.

  test('from home: type "lisin", pick, change dosage, quantity and zip, share the link, show more, open a coupon, print it, go back', async ({ page, baseURL, context, browser, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor }) => {
    test.slow(); // a multi-page journey: 20–25 s on the 2-core CI machine, too near the 30 s default
    const device: BrowserContextOptions = { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor };
    await walkJourney({ page, baseURL, context, browser, device }, desktopSteps);
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
    // A search joins Recent Searches once the drug is found, not when Enter is pressed.
    await pricesLoaded(page, /^Prices for Atorvastatin/i);
    await page.goto('/search');
    await expect(page.getByRole('navigation', { name: 'Recent Searches' }).getByRole('link')).toHaveText(['atorvastatin', 'gabapentin']);
    thirdParty.assertNone();
  });

  test('error cards of rules#errors', async ({ page, baseURL }) => {
    test.slow(); // a multi-page journey: 20–25 s on the 2-core CI machine, too near the 30 s default
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    await page.goto('/Lisinopril?z=00000');
    await expect(page.getByRole('heading', { name: 'Zip Code Provided Was Invalid' })).toBeVisible();
    await expect(page.getByText('Please close this popup, then enter a valid zip code, and then press "Search" again')).toBeVisible();
    // The unknown zip stays in the open zip field, not in the link.
    await expect(page.getByRole('region', { name: 'Your location' }).getByLabel('Zip Code', { exact: true })).toHaveValue('00000');
    await expect(page).not.toHaveURL(/z=00000/);
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
    // Utqiagvik, AK: the directory's nearest retail pharmacy is over 300 miles away.
    await page.goto('/Lisinopril?z=99723');
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

test.describe('mobile journey', PHONE_ONLY, () => {
  // The desktop layout has its own tests.

  test('from home: type "lisin", tap a suggestion, Edit dosage, quantity and zip, share the link, show more, open a coupon, print it, go back', async ({ page, baseURL, context, browser, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor }) => {
    test.slow(); // a multi-page journey: 20–25 s on the 2-core CI machine, too near the 30 s default
    const device: BrowserContextOptions = { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor };
    await walkJourney({ page, baseURL, context, browser, device }, mobileSteps);
  });
});

test('mobile: summary with Edit, icon search button, three popular searches', PHONE_ONLY, async ({ page, baseURL }) => {
  // Mobile layout.
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
  await optionsPanel(page).getByLabel('Quantity', { exact: true }).selectOption('Custom');
  await expect(page.getByText('You must enter a quantity')).toHaveCount(0);
  await optionsPanel(page).getByLabel(/Custom Quantity/).fill('4');
  await optionsPanel(page).getByLabel(/Custom Quantity/).fill('');
  await expect(page.getByText('You must enter a quantity')).toBeVisible();
  await optionsPanel(page).getByLabel(/Custom Quantity/).fill('4');
  await optionsPanel(page).getByLabel(/Custom Quantity/).press('Enter');
  await expect(summary).toContainText('34');
  await expect(page.locator('.pharmacy-row--mobile').first()).toBeVisible();
  await expect(page).toHaveURL(/q=Custom.*cqp=4/);
  await expectNoSeriousA11yViolations(page);
  thirdParty.assertNone();
});
