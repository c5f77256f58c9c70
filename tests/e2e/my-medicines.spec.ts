import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchThirdPartyRequests } from './support/no-third-party';

/** The header's "My medicines" link (behind the Menu button on a phone). */
async function openFromHeader(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My medicines' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My medicines' })).toBeVisible();
}

test('My medicines: add from the drug page and on the list page, price the list for a zip, keep it on reload, clear it', async ({ page, baseURL }) => {
  // Two pages, two price fan-outs and three axe runs on a shared 2-core machine.
  test.setTimeout(120_000);
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  const basketRequests: { method: string; url: string }[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/basket')) basketRequests.push({ method: req.method(), url: req.url() });
  });

  // The drug page adds the selection on screen.
  await page.goto('/Lisinopril?z=92101');
  const add = page.getByRole('button', { name: 'Add to my medicines' });
  await expect(add).toBeVisible({ timeout: 20_000 });
  await add.click();
  await expect(page.getByText('Lisinopril is in your medicines list.')).toBeVisible();

  await openFromHeader(page);
  await expect(page).toHaveTitle(/My Medicines/);
  await expect(page.getByText('Your list stays on this device only.')).toBeVisible();
  const list = page.getByRole('region', { name: 'Your list' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Lisinopril');

  // Nothing lost on reload.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your list' }).getByRole('listitem')).toHaveCount(1);

  // Add a second medicine on the page, by keyboard only.
  const drug = page.getByRole('combobox', { name: 'Drug name' });
  await drug.focus();
  await page.keyboard.type('Atorvast', { delay: 30 });
  await expect(page.getByRole('option', { name: 'Atorvastatin' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Form and strength')).toBeVisible();
  await page.getByRole('button', { name: 'Add to my list' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Atorvastatin is in your medicines list.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  expect(basketRequests, 'nothing is sent before the visitor asks for prices').toEqual([]);

  // Prices for a zip (Enter in the zip field).
  const zip = page.getByLabel('Zip code');
  await zip.fill('92101');
  await zip.press('Enter');
  const best = page.getByRole('region', { name: 'Lowest total at one pharmacy' });
  await expect(best).toBeVisible({ timeout: 30_000 });
  await expect(best).toContainText('Total: $');
  await expect(best.getByRole('link', { name: 'Open the Lisinopril coupon' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cheapest split' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mail order' })).toBeVisible();
  expect(basketRequests.length).toBeGreaterThan(0);
  for (const r of basketRequests) {
    expect(r.method).toBe('POST');
    expect(new URL(r.url).search, 'the list never sits in a URL').toBe('');
  }
  await expectNoSeriousA11yViolations(page);

  // The coupon opens from the list.
  await best.getByRole('link', { name: 'Open the Lisinopril coupon' }).click();
  await expect(page).toHaveURL(/\/coupon\?/);
  // Shown only once the server verified it, NDC (nd) included: the basket signs the product it priced.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Show this smart coupon at /);
  expect(new URL(page.url()).searchParams.get('nd')).toMatch(/^\d{11}$/);
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Your list' }).getByRole('listitem')).toHaveCount(2);

  // Clear my list.
  await page.getByRole('button', { name: 'Clear my list' }).click();
  await expect(page.getByText('Your list is empty.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your list is empty.')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  await expectNoSeriousA11yViolations(page);
  thirdParty.assertNone();
});

test('My medicines says what is wrong with a zip code and keeps the list', async ({ page }) => {
  await page.goto('/my-medicines');
  await page.evaluate(() => window.localStorage.setItem('rxsavvy.myMedicines.v1', JSON.stringify([
    { ndc: '00591040601', drugName: 'Lisinopril', form: 'Tablet', strength: '5 mg', qty: 30, quantityToDisplay: '30 tablets' },
  ])));
  await page.reload();
  const zip = page.getByLabel('Zip code');
  await zip.fill('921');
  await page.getByRole('button', { name: 'Get prices for my list' }).click();
  await expect(page.getByText('The Zip code must be 5 digits')).toBeVisible();
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('region', { name: 'Your list' }).getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});
