import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchThirdPartyRequests } from './support/no-third-party';
import { pricesLoaded, rows } from './journey-steps';
import { PHONE_ONLY } from './support/widths';

/** Search like people type, and one location state; run at desktop and phone widths (both projects). */

async function searchFor(page: Page, text: string) {
  await page.goto('/search');
  const input = page.getByRole('combobox', { name: 'Drug name' });
  await input.fill(text);
  await input.press('Enter');
}

test('drug + strength opens that drug with that strength selected', async ({ page, baseURL }) => {
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  for (const [typed, drug, strength] of [['amoxicillin 500', 'Amoxicillin', '500 mg'], ['adderall 20', 'Adderall', '20 mg'], ['lipitor 40 mg', 'Lipitor', '40 mg']] as const) {
    await searchFor(page, typed);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(drug, { timeout: 15_000 });
    await pricesLoaded(page, new RegExp(`^Prices for ${drug} ${strength}`));
    await expect(page.getByRole('heading', { name: 'Drug Name Not Found' })).toHaveCount(0);
  }
  thirdParty.assertNone();
});

test('a misspelling with one clear match opens it, saying so; "search instead" shows the Not Found popup', async ({ page }) => {
  await searchFor(page, 'atorvastatn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atorvastatin', { timeout: 15_000 });
  await expect(page.getByText("Showing Atorvastatin — search instead for 'atorvastatn'")).toBeVisible();
  await pricesLoaded(page, /^Prices for Atorvastatin/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: "'atorvastatn'" }).click();
  const dialog = page.getByRole('dialog', { name: 'Drug Name Not Found' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Please close this popup and then search for a new drug name at the top of the page')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Atorvastatin', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('atorvastatn');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Search for another drug' })).toBeFocused();
});

test('Escape still clears the typed text; Enter on a highlighted suggestion picks it', async ({ page }) => {
  await page.goto('/search');
  const input = page.getByRole('combobox', { name: 'Drug name' });
  await input.fill('metfromin');
  await expect(page.getByRole('option').first()).toBeVisible();
  await input.press('Escape');
  await expect(input).toHaveValue('');
  await input.fill('metfromin');
  await input.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Metformin/, { timeout: 15_000 });
  await expect(page.getByText(/^Showing Metformin .* — search instead for 'metfromin'$/)).toBeVisible();
});

test('a class word opens a chooser of its drugs', async ({ page }) => {
  await searchFor(page, 'insulin');
  await expect(page.getByRole('heading', { level: 1, name: 'Insulin: choose a drug' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Insulin Glargine', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Drug Name Not Found' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.goto('/statin');
  await expect(page.getByRole('heading', { level: 1, name: 'Statin: choose a drug' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Rosuvastatin', exact: true }).click();
  await pricesLoaded(page, /^Prices for Rosuvastatin/);
});

test('an unknown name is the Not Found popup, dismissible, with focus managed', async ({ page }) => {
  await page.goto('/Nodrugatall');
  const dialog = page.getByRole('dialog', { name: 'Drug Name Not Found' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const box = page.getByRole('combobox', { name: 'Search for another drug' });
  await expect(box).toBeFocused();
  await box.fill('Gabapentin');
  await box.press('Enter');
  await pricesLoaded(page, /^Prices for Gabapentin/);
});

test('on the phone the suggestions stay above the keyboard', PHONE_ONLY, async ({ page }) => {
  // The keyboard is a phone's.
  await page.goto('/search');
  const input = page.getByRole('combobox', { name: 'Drug name' });
  await input.focus();
  await input.fill('lis');
  const list = page.getByRole('listbox', { name: 'Drug name suggestions' });
  await expect(list).toBeVisible();
  const box = (await list.boundingBox())!;
  const visible = await page.evaluate(() => window.visualViewport!.height);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(visible);
});

test('a refused zip: one inline message, the last good prices kept with their place', async ({ page, baseURL }) => {
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  await page.goto('/Lisinopril?z=92101');
  await pricesLoaded(page, /^Prices for Lisinopril/);
  const location = page.getByRole('region', { name: 'Your location' });
  await expect(location).toContainText('Prices near San Diego, CA 92101');
  await location.getByRole('button', { name: /Change/ }).click();
  await location.getByLabel('Zip Code', { exact: true }).fill('00000');
  await location.getByRole('button', { name: 'Update' }).click();
  await expect(location.getByRole('heading', { name: 'Zip Code Provided Was Invalid' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zip Code Provided Was Invalid' })).toHaveCount(1);
  await pricesLoaded(page, /^Prices for Lisinopril/);
  expect(await rows(page).count()).toBeGreaterThan(0);
  await expect(location).toContainText('Prices near San Diego, CA 92101');
  await expectNoSeriousA11yViolations(page);

  // Typing another bad zip: its own message replaces the card, never both.
  await location.getByLabel('Zip Code', { exact: true }).fill('1234');
  await location.getByLabel('Zip Code', { exact: true }).blur();
  await expect(location.getByText('The Zip code must be 5 digits')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zip Code Provided Was Invalid' })).toHaveCount(0);
  expect(await rows(page).count()).toBeGreaterThan(0);
  thirdParty.assertNone();
});

test('a deep link with a refused zip behaves the same', async ({ page }) => {
  await page.goto('/Lisinopril?z=00000');
  const location = page.getByRole('region', { name: 'Your location' });
  await expect(location.getByRole('heading', { name: 'Zip Code Provided Was Invalid' })).toBeVisible({ timeout: 15_000 });
  await pricesLoaded(page, /^Prices for Lisinopril/);
  expect(await rows(page).count()).toBeGreaterThan(0);
  await expect(location).toContainText(/Prices near [A-Z][a-z]+.*, [A-Z]{2} \d{5}/);
  await expect(location.getByLabel('Zip Code', { exact: true })).toHaveValue('00000');
  await expect(page.getByRole('heading', { name: 'Zip Code Provided Was Invalid' })).toHaveCount(1);
  await location.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: 'Zip Code Provided Was Invalid' })).toHaveCount(0);
  await expect(location.getByLabel('Zip Code', { exact: true })).toBeFocused();
});
