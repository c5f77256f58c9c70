import { expect, test } from '@playwright/test';
import { npiCheckDigit } from '../../shared/validation';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchThirdPartyRequests } from './support/no-third-party';
import { signIn } from './support/sign-in';
import { DESKTOP_ONLY } from './support/widths';

function freshNpi(): string {
  const first9 = `1${String(Date.now()).slice(-8)}`;
  return `${first9}${npiCheckDigit(first9)}`;
}

test.describe('pharmacy portal', DESKTOP_ONLY, () => {

  test('validates the opt-in form, and the opt-out data rule', async ({ page, baseURL }) => {
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    await page.goto('/pharmacy-portal');
    await expect(page).toHaveTitle('Pharmacy Portal | RxSavvy');
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();

    await page.getByLabel('Your Email').fill('owner@');
    await page.getByLabel('Pharmacy NPI').fill('1234567890');
    await expect(page.getByText('Please enter a valid email address to facilitate authority verification')).toBeVisible();
    await expect(page.getByText('Please enter a valid Pharmacy NPI')).toBeVisible();
    await expect(page.getByText('Required', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Minimum Payment Over NADAC').locator('option')).toHaveText(['$0', '$3', '$6']);

    await page.getByLabel('Your Email').fill('owner@example.com');
    await page.getByLabel('Pharmacy NPI').fill('1234567893');
    await page.getByLabel(/I accept the terms/).check();
    await expect(page.getByText('Required', { exact: true })).toBeHidden();
    await expect(submit).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/pharmacy-portal?optOut=1');
    await expect(page.getByLabel('Minimum Payment Over NADAC')).toBeDisabled();
    await expect(page.getByLabel('Minimum Payment Over NADAC')).toHaveValue('999999');
    await expect(page.getByLabel(/I accept the terms/)).toBeDisabled();
    await expect(page.getByText('Required', { exact: true })).toBeHidden();
    thirdParty.assertNone();
  });

  test('a pharmacist signs in with Google through the identity server, submits a verified opt-in, sees PBM fees, signs out; an admin sees the opt-in', async ({ page, baseURL }) => {
    test.slow(); // two sign-ins through the identity server in one journey
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    const npi = freshNpi();
    await page.goto('/pharmacy-portal');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page.getByText('You chose to sign in with Google')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    await signIn(page, 'pharmacist');

    await expect(page.getByText('Signed in as pharmacist@rxsavvy.test')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeHidden();
    const email = page.getByLabel('Your Email');
    await expect(email).toHaveValue('pharmacist@rxsavvy.test');
    await expect(email).toHaveAttribute('readonly', '');

    await page.getByLabel('Pharmacy NPI').fill(npi);
    await page.getByLabel('Minimum Payment Over NADAC').selectOption('6');
    await page.getByLabel(/I accept the terms/).check();
    await page.getByLabel('Notify me about further opportunities').check();
    await expect(page.getByRole('heading', { name: 'What each PBM would pay you at $6 over NADAC' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Average paid over NADAC per PBM' }).locator(':scope > tbody > tr')).toHaveCount(12);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Sent successfully')).toBeVisible();
    await expect(page.getByText('Your opt-in is verified through your sign-in.')).toBeVisible();
    await expect(page.getByLabel('Pharmacy NPI')).toHaveValue('');
    // Never success beside an error: the cleared form shows no "Required", only why Submit waits.
    await expect(page.locator('.portal-form .field-error')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveAccessibleDescription('Enter your pharmacy\'s 10-digit NPI to submit.');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    await expect(page.getByLabel('Your Email')).toHaveValue('');
    await expect(page.getByLabel('Your Email')).not.toHaveAttribute('readonly', '');

    await page.goto('/pharmacy-portal-admin');
    await expect(page.getByRole('heading', { name: 'Sign in required' })).toBeVisible();
    await signIn(page, 'admin');
    const row = page.getByRole('row').filter({ hasText: npi });
    await expect(row).toContainText('pharmacist@rxsavvy.test');
    await expect(row).toContainText('Verified (sign-in)');
    await expect(row).toContainText('$6');
    await expectNoSeriousA11yViolations(page);
    thirdParty.assertNone();
  });

  test('a pharmacist is not allowed on the opt-in list', async ({ page }) => {
    await page.goto('/pharmacy-portal-admin');
    await signIn(page, 'pharmacist');
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    // A reload keeps the session: keycloak-js refreshes the tab's tokens with the refresh token.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(page.getByText('You are signed in as pharmacist@rxsavvy.test')).toBeVisible();
  });
});
