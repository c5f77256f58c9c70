import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchThirdPartyRequests } from './support/no-third-party';
import { optionsPanel, pricesLoaded } from './journey-steps';
import { DESKTOP_ONLY } from './support/widths';

/** A search that always leads somewhere, a location always on show, one-way options. */

// A misspelt or unknown drug name (the correction, the Not Found popup and its search box): tests/e2e/search-habits.spec.ts.

// Server-side and routing answers, the same at every width.
test('site pages named without their exact path are never drugs', DESKTOP_ONLY, async ({ page }) => {
  await page.goto('/members');
  await expect(page).toHaveURL(/\/for-members$/);
  await page.goto('/employers');
  await expect(page).toHaveURL(/\/for-employers$/);
  await expect(page.getByRole('heading', { name: 'Drug Name Not Found' })).toHaveCount(0);
});

test('without a zip: prices near San Diego, CA 92101, changed inline; a bad zip keeps the last good one', async ({ page, baseURL }) => {
  test.slow(); // a multi-page journey: 20–25 s on the 2-core CI machine, too near the 30 s default
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  await page.goto('/Lisinopril');
  await pricesLoaded(page, /^Prices for Lisinopril/);
  const line = page.getByRole('region', { name: 'Your location' });
  await expect(line).toContainText('Prices near San Diego, CA 92101 · Change');
  await expect(line).toContainText('Please update your zip code');
  await expect(line).toBeInViewport();

  await line.getByRole('button', { name: 'Change zip code' }).click();
  const zip = line.getByLabel('Zip Code');
  await expect(zip).toBeFocused();
  await expect(zip).toHaveAttribute('placeholder', 'Enter Zip Code');
  await zip.fill('123');
  await expect(line.getByText('The Zip code must be 5 digits')).toHaveCount(0);
  await line.getByRole('button', { name: 'Update' }).click();
  await expect(line.getByText('The Zip code must be 5 digits')).toBeVisible();
  await expect(line).toContainText('Prices near San Diego, CA 92101');
  await expect(page).toHaveURL(/z=92101/);
  await expectNoSeriousA11yViolations(page);

  await zip.fill('10001');
  await zip.press('Enter');
  await expect(line).toContainText('Prices near New York, NY 10001');
  await expect(line.getByLabel('Zip Code')).toHaveCount(0);
  await pricesLoaded(page, /^Prices for Lisinopril/);
  await expect(page).toHaveURL(/z=10001/);
  thirdParty.assertNone();
});

test('a link with an invalid zip shows it with its error and prices the last good zip', async ({ page, context }) => {
  await context.addCookies([{ name: 'Zip', value: '60601', url: 'http://127.0.0.1' }]);
  await page.goto('/Lisinopril?z=123');
  const line = page.getByRole('region', { name: 'Your location' });
  await expect(line.getByLabel('Zip Code')).toHaveValue('123');
  await expect(line.getByText('The Zip code must be 5 digits')).toBeVisible();
  await pricesLoaded(page, /^Prices for Lisinopril/);
  await expect(line).toContainText('Prices near Chicago, IL 60601');
});

test('Use my location prices near the device and names its zip', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 41.8837, longitude: -87.6235 });
  await page.goto('/Lisinopril?z=92101');
  await pricesLoaded(page, /^Prices for Lisinopril/);
  const line = page.getByRole('region', { name: 'Your location' });
  await line.getByRole('button', { name: 'Change zip code' }).click();
  await line.getByRole('button', { name: 'Use my location' }).click();
  await expect(line).toContainText(/Prices near Chicago, IL 606\d\d/);
  await pricesLoaded(page, /^Prices for Lisinopril/);
  await expect(page).toHaveURL(/z=606\d\d/);
  const cached = (await context.cookies()).find((c) => c.name === 'Zip');
  expect(cached?.value).toMatch(/^606\d\d$/);
});

// The refusal's message (Use my location itself is checked at both widths, above).
test('Use my location when the site may not know it says so', DESKTOP_ONLY, async ({ page }) => {
  await page.goto('/Lisinopril?z=92101');
  await pricesLoaded(page, /^Prices for Lisinopril/);
  const line = page.getByRole('region', { name: 'Your location' });
  await line.getByRole('button', { name: 'Change zip code' }).click();
  await line.getByRole('button', { name: 'Use my location' }).click();
  await expect(line.getByText('Location access is turned off for this site. Enter your zip code instead.')).toBeVisible();
  await expect(line).toContainText('Prices near San Diego, CA 92101');
});

test('options: plain labels, a custom quantity priced as typed, checked after input, kept over a reload', async ({ page, isMobile }) => {
  await page.goto('/Lisinopril?z=92101');
  await pricesLoaded(page, /^Prices for Lisinopril/);
  if (isMobile) await page.getByRole('button', { name: 'Edit' }).click();
  const options = optionsPanel(page);
  await expect(options.getByLabel('Brand or generic')).toBeEnabled();
  await expect(options.getByLabel('Brand or generic').locator('option:checked')).toHaveText('Lisinopril (generic)');
  await expect(options.getByLabel('Brand or generic').locator('option', { hasText: 'Zestril' })).toHaveText('Zestril (brand)');
  await options.getByLabel('Quantity', { exact: true }).selectOption('Custom');
  const custom = options.getByLabel('Custom Quantity');
  await expect(custom).toBeVisible();
  await expect(options.getByText('You must enter a quantity')).toHaveCount(0);
  await custom.fill('0');
  await expect(options.getByText('You must enter a quantity')).toBeVisible();
  await custom.fill('45');
  await expect(options.getByText('You must enter a quantity')).toHaveCount(0);
  await pricesLoaded(page, /^Prices for Lisinopril .*, 45 tablets$/);
  await expect(page).toHaveURL(/q=Custom.*cq=45/);

  await page.reload();
  await pricesLoaded(page, /^Prices for Lisinopril .*, 45 tablets$/);
  if (isMobile) await page.getByRole('button', { name: 'Edit' }).click();
  await expect(optionsPanel(page).getByLabel('Quantity', { exact: true })).toHaveValue('Custom');
  await expect(optionsPanel(page).getByLabel('Custom Quantity')).toHaveValue('45');
});
