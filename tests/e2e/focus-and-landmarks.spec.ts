import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPrices, pricesLoaded } from './journey-steps';

/** Where focus goes after a zip update and after each dialog closes, and one search landmark on the Not Found page; both widths. */

test('after a zip update focus moves to the updated prices, which are announced; a refused zip keeps focus in the zip field', async ({ page }) => {
  test.slow(); // three price loads (a new zip, the same zip, a refused zip)
  await openPrices(page, '/Lisinopril?z=92101', /^Prices for Lisinopril/);
  const location = page.getByRole('region', { name: 'Your location' });
  const change = location.getByRole('button', { name: 'Change zip code' });
  await change.click();
  const zip = location.getByLabel('Zip Code', { exact: true });
  await expect(zip).toBeFocused();
  await zip.fill('60601');
  await location.getByRole('button', { name: 'Update' }).click();
  await expect(location).toContainText('60601');
  await pricesLoaded(page, /^Prices for Lisinopril/);
  const heading = page.getByRole('heading', { level: 2, name: /^Prices for Lisinopril/ });
  await expect(heading, 'focus is on the updated prices, not dropped to the page').toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('status').filter({ hasText: /^Prices updated for / })).toHaveText(/^Prices updated for Lisinopril /);

  // The same zip again changes nothing: focus goes back to Change instead of dropping to the page.
  await change.click();
  await zip.fill('60601');
  await location.getByRole('button', { name: 'Update' }).click();
  await expect(change).toBeFocused();

  // A zip the server refuses: its message is with the zip field, which keeps focus; the prices do not take it.
  await change.click();
  await zip.fill('00000');
  await location.getByRole('button', { name: 'Update' }).click();
  await expect(location.getByRole('heading', { name: 'Zip Code Provided Was Invalid' })).toBeVisible({ timeout: 15_000 });
  await expect(location.getByLabel('Zip Code', { exact: true })).toBeFocused();
  await expect(heading).not.toBeFocused();
  await expectNoSeriousA11yViolations(page);
});

test('the Not Found page has one search landmark, and both of its searches still search', async ({ page, isMobile }) => {
  await page.goto('/Nodrugatall');
  const dialog = page.getByRole('dialog', { name: 'Drug Name Not Found' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  const box = page.getByRole('combobox', { name: 'Search for another drug' });
  await expect(box, 'closing the popup gives focus to the search it asks for').toBeFocused();
  await expect(page.getByRole('search'), 'one search landmark (axe landmark-unique)').toHaveCount(1);
  if (!isMobile) {
    // Beside the header's bar (the landmark), the page's bar is a plain form that searches the same way.
    await expect(page.getByRole('search')).toHaveAccessibleName('Site search');
    const header = page.getByRole('combobox', { name: 'Search drug prices' });
    await header.fill('Gabapentin');
    await header.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gabapentin', { timeout: 15_000 });
    await page.goto('/Nodrugatall');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByRole('search')).toHaveAccessibleName('Drug price search');
  }
  await expect(box).toBeFocused();
  await box.fill('Lisinopril');
  await box.press('Enter');
  await pricesLoaded(page, /^Prices for Lisinopril/);
});

test('closing the coupon send dialog gives focus back to the button that opened it', async ({ page }) => {
  await openPrices(page, '/Lisinopril?z=92101', /^Prices for Lisinopril/);
  await page.getByRole('link', { name: /^Get coupon for / }).first().click();
  for (const name of ['Email', 'Text'] as const) {
    const opener = page.getByRole('button', { name, exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener, `Escape gives focus back to ${name}`).toBeFocused();
  }
});
