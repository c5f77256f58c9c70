import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchThirdPartyRequests } from './support/no-third-party';
import { DESKTOP_ONLY } from './support/widths';

test.describe('prescription transfer', DESKTOP_ONLY, () => {

  test('searches from 3 characters, prefilled from p, and shows portal buttons or the phone instruction', async ({ page, baseURL }) => {
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/prescription-transfer')) lookups.push(new URL(r.url()).searchParams.get('pharmacyName') ?? '');
    });
    await page.goto('/prescription-transfer?p=Walgreens');
    await expect(page).toHaveTitle('Transfer Your Prescription | RxSavvy');
    const box = page.getByLabel('Pharmacy name');
    await expect(box).toHaveValue('Walgreens');
    const walgreens = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Walgreens', exact: true }) });
    await expect(walgreens.getByRole('link', { name: /Transfer as a guest/ })).toHaveAttribute('href', /walgreens\.com/);
    await expect(walgreens.getByRole('link', { name: /Transfer with your account/ })).toBeVisible();

    // Below 3 characters nothing is looked up; typing fast sends one lookup after the pause.
    lookups.length = 0;
    await box.fill('');
    await box.pressSequentially('wa', { delay: 20 });
    await page.waitForTimeout(400);
    expect(lookups).toEqual([]);
    await box.pressSequentially('lmart', { delay: 20 });
    const walmart = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Walmart Pharmacy' }) });
    await expect(walmart.getByRole('link', { name: /Transfer with your account/ })).toBeVisible();
    await expect(walmart.getByRole('link', { name: /Transfer as a guest/ })).toHaveCount(0);
    expect(lookups).toEqual(['walmart']);
    await expectNoSeriousA11yViolations(page);

    await box.fill('zzqxw');
    await expect(page.getByText('No pharmacies found for “zzqxw”')).toBeVisible();
    thirdParty.assertNone();
  });

  test('shows the phone instruction when a pharmacy has no online transfer', async ({ page }) => {
    await page.route('**/api/prescription-transfer?*', (route) =>
      route.fulfill({ json: { pharmacies: [{ pharmacyName: 'Corner Drug', websiteDomain: '', guestURL: '-', withAccountURL: '', phoneNumber: '(619) 555-0100' }] } }),
    );
    await page.goto('/prescription-transfer?p=Corner');
    await expect(page.getByText(/Call Corner Drug at \(619\) 555-0100/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Transfer/ })).toHaveCount(0);
  });

  test('a failed lookup shows no message', async ({ page }) => {
    await page.route('**/api/prescription-transfer?*', (route) => route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'x' } } }));
    await page.goto('/prescription-transfer?p=Walgreens');
    await page.waitForResponse('**/api/ecsClientError');
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'Transfer' })).toHaveCount(0);
  });
});

test('Reimburse Me shows the instructions and the 12 insurer cards', async ({ page, baseURL }) => {
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  await page.goto('/reimburse-me');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const step of ['Get your receipts.', 'Copy them.', "Fill in your insurer's form.", 'Mail or fax it.']) await expect(page.getByText(step)).toBeVisible();
  const names = ['Aetna', 'Anthem', 'BlueCross California', 'BlueCross Blue Shield', 'Cigna', 'CVS / Caremark', 'Express Scripts', 'Health Net', 'Humana', 'Kaiser Permanente', 'Optum', 'UnitedHealthcare'];
  await expect(page.locator('.insurer-card h3')).toHaveText(names);
  await expect(page.locator('.insurer-card address')).toHaveCount(12);
  await expect(page.locator('.insurer-card a[href^="https://"]')).toHaveCount(12);
  await expect(page.getByText(/confirm the mailing address/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  thirdParty.assertNone();
});
