import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchThirdPartyRequests } from './support/no-third-party';
import { DESKTOP_ONLY } from './support/widths';

/** Each calculator gives its documented answer; a reminder sign-up goes through double opt-in. */
test.describe('iRxSavvy calculators and sign-ups', DESKTOP_ONLY, () => {
  test.use({ timezoneId: 'America/Chicago' });

  test('secondary insurance and reimbursement give the worked answers', async ({ page, baseURL }) => {
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    // $100 drug, $30 left after the primary, the secondary alone would pay $80: non-duplication pays $80 − $70 = $10.
    await page.goto('/irxsavvy/use-secondary-insurance?price=100&primaryShare=30&secondaryShareAlone=20&method=nonDuplication');
    await expect(page.getByRole('heading', { level: 1, name: 'Use Secondary Insurance' })).toBeVisible();
    const answer = page.getByRole('region', { name: 'Answer' });
    await expect(answer).toContainText('Secondary plan pays$10.00');
    await expect(answer).toContainText('You pay$20.00');
    await expectNoSeriousA11yViolations(page);

    // $60 paid, $50 allowed, $10 copay, 20% out-of-network cut: $32 back.
    await page.goto('/irxsavvy/insurance-reimbursement');
    await page.getByLabel('What you paid ($)').fill('60');
    await page.getByLabel("Your plan's allowed amount ($)").fill('50');
    await page.getByLabel('Copay ($) or coinsurance (%)').fill('10');
    await page.getByLabel('Out-of-network reduction (%)').fill('20');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('region', { name: 'Answer' })).toContainText('Estimated back from your plan$32.00');
    await expect(page).toHaveURL(/paid=60/);
    await expect(page.getByRole('link', { name: 'Reimburse Me' })).toHaveAttribute('href', '/reimburse-me');
    thirdParty.assertNone();
  });

  test('insurance copay and 90-day calculators answer from real prices', async ({ page }) => {
    await page.goto('/irxsavvy/patient-copay-with-insurance?drugName=Lisinopril&strength=10+mg&deductible=0&deductibleMet=0&shareKind=copay&shareAmount=15&planPrice=40');
    const answer = page.getByRole('region', { name: 'Answer' });
    await expect(answer).toContainText('With insurance, this fill$15.00');
    await expect(answer).toContainText('With insurance, 12 fills$180.00');
    await expect(answer).toContainText('usually do not count toward your insurance deductible');

    await page.goto('/irxsavvy/use-90-or-30-day-supply?drugName=Lisinopril&strength=10+mg&unitsPerDay=1&zip=92101');
    const table = page.getByRole('table', { name: /Coupon prices by supply length/ });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table).toContainText('90-day supply by mail order');
    await expectNoSeriousA11yViolations(page);
  });

  test('a reminder sign-up is confirmed through the outbox and a reminder arrives when the clock moves on', async ({ page, request }) => {
    const email = `e2e-reminder-${Date.now()}@example.com`;
    await page.goto('/irxsavvy/list-common-routine-triggers?timeOfDay=morning');
    await page.getByRole('link', { name: 'Remind me at 07:00' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up for Medication Reminders' })).toBeVisible();
    await expect(page.getByLabel('Time 1')).toHaveValue('07:00');
    await page.getByLabel('Your e-mail address').fill(email);
    const submit = page.getByRole('button', { name: 'Sign up' });
    await expect(submit).toBeDisabled();
    await page.getByRole('checkbox', { name: /I agree to receive the messages I chose/ }).check();
    await expectNoSeriousA11yViolations(page);
    await submit.click();
    await expect(page.getByRole('status')).toContainText('we sent a confirmation link');

    const link = await confirmationLink(request, email);
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await expect(page.getByRole('status')).toContainText('Confirmed: your medication reminders will start.');

    // Tomorrow 15:00Z is after 07:00 in Chicago (13:00Z or 12:00Z) and within the dispatcher's look-back.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const run = await request.post('/api/dev/dispatch-signups', { data: { at: `${tomorrow}T15:00:00Z` } });
    expect(run.status()).toBe(200);
    await page.goto('/dev/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Local outbox' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reminder: your medication at 7:00 AM' }).first()).toBeVisible();
  });
});

async function confirmationLink(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await res.json()) as { messages: { text: string }[] };
  const url = /https?:\/\/\S+action=confirm&token=[\w.-]+/.exec(messages[0]?.text ?? '')?.[0];
  expect(url, 'confirmation link in the outbox').toBeTruthy();
  return new URL(url!).pathname + new URL(url!).search;
}
