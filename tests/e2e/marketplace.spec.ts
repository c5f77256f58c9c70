import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchThirdPartyRequests } from './support/no-third-party';
import { signIn } from './support/sign-in';
import { DESKTOP_ONLY } from './support/widths';

/** What AWS Marketplace does: a form POST of the buyer's browser to the registration URL. */
async function postRegistrationForm(page: Page, token: string) {
  await page.goto('/coupon-api');
  await page.evaluate((value) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = '/api/marketplace/register';
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = 'x-amzn-marketplace-token';
    input.value = value;
    form.append(input);
    document.body.append(form);
    form.submit();
  }, token);
}

// Every test here is layout-independent (server answers and the admin's data): desktop only.
test('a resolved buyer gives company and e-mail and receives a working API key, shown once', DESKTOP_ONLY, async ({ page, baseURL }) => {
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  await postRegistrationForm(page, `local:E2E-${randomUUID().slice(0, 8)}:rxsavvy-passthrough`);
  await expect(page).toHaveURL(/\/aws-marketplace\/register-customer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Finish your Coupon API registration' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Get my API key' });
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'Company' }).fill('E2E Health');
  await page.getByLabel('Contact email').fill('not-an-email');
  await page.getByRole('textbox', { name: 'Company' }).focus();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Contact email').fill('e2e@partner.test');
  await expectNoSeriousA11yViolations(page);
  await submit.click();
  await expect(page.getByRole('heading', { level: 1, name: "You're registered" })).toBeVisible();
  const apiKey = (await page.getByTestId('api-key').textContent()) ?? '';
  expect(apiKey).toMatch(/^rxs_live_[\w-]{43}$/);
  await expect(page.getByText('This is the only time the key is shown')).toBeVisible();
  const res = await page.request.get('/v1/drugs/search?q=lis&limit=2', { headers: { 'x-api-key': apiKey } });
  expect(res.status()).toBe(200);
  expect((await res.json()).names.length).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  thirdParty.assertNone();
});

test('a registration AWS Marketplace cannot confirm lands on the error page with a retry path', DESKTOP_ONLY, async ({ page, baseURL }) => {
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  await postRegistrationForm(page, 'local-expired-token');
  await expect(page).toHaveURL(/\/aws-marketplace\/resolve-customer-error\?reason=expired_token$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your AWS Marketplace registration link has expired' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to try again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your Marketplace Software' })).toHaveAttribute('href', 'https://aws.amazon.com/marketplace/library');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/aws-marketplace/register-customer');
  await expect(page.getByRole('alert').filter({ hasText: 'This page needs' })).toContainText('open the product again from AWS Marketplace');
  thirdParty.assertNone();
});

test('a marketplace admin revokes a key, which then stops working', DESKTOP_ONLY, async ({ page, baseURL }) => {
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  const company = `Revoke Co ${randomUUID().slice(0, 6)}`;
  const registered = await page.request.post('/api/marketplace/register', {
    form: { 'x-amzn-marketplace-token': `local:E2E-${randomUUID().slice(0, 8)}:rxsavvy-passthrough` },
    maxRedirects: 0,
  });
  const session = new URL(registered.headers().location!, baseURL).searchParams.get('session')!;
  const done = await (await page.request.post('/api/marketplace/register-customer', { data: { session, company, email: 'revoke@partner.test' } })).json();
  const headers = { 'x-api-key': done.apiKey as string };
  expect((await page.request.get('/v1/drugs/popular?limit=1', { headers })).status()).toBe(200);

  await page.goto('/marketplace/admin');
  await expect(page.getByRole('heading', { name: 'Sign in required' })).toBeVisible();
  await signIn(page, 'marketplace');
  const customer = page.getByRole('article', { name: `Customer ${company}` });
  await expect(customer.getByText('Subscribed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hourly usage' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Metering records (last 48 hours)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await customer.getByRole('button', { name: /^Revoke key/ }).click();
  await expect(customer.getByRole('cell', { name: /^Revoked/ })).toBeVisible();
  expect((await page.request.get('/v1/drugs/popular?limit=1', { headers })).status()).toBe(403);
  thirdParty.assertNone();
});

test("a benefit manager's admin page shows its wins, coverage and coupon views; a product admin page filters by product", DESKTOP_ONLY, async ({ page, baseURL }) => {
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  await page.goto('/caremark/scriptsave-admin');
  await signIn(page, 'marketplace');
  await expect(page.getByRole('heading', { level: 2, name: /ScriptSave/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'How often its prices win' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pharmacies covered' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coupon views', exact: true })).toBeVisible();
  await expect(page.getByText(/Best price at \d+ of \d+ pharmacy prices/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/marketplace/rxsavvy-passthrough-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace admin: rxsavvy-passthrough' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customers and API keys' })).toBeVisible();
  thirdParty.assertNone();
});
