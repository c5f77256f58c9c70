import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { OutboxMessage } from '../../shared/contracts/messaging';
import { npiCheckDigit } from '../../shared/validation';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchThirdPartyRequests } from './support/no-third-party';
import { signIn } from './support/sign-in';

let serial = 0;
function freshNpi(): string {
  const first9 = `1${String(Date.now() + (serial += 1)).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  return `${first9}${npiCheckDigit(first9)}`;
}
const unique = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const optIn = (npi: string, over: Record<string, unknown> = {}) => ({
  NPI: npi, SubmitterName: 'Pat Owner', SubmitterEmail: unique('owner'), SubmitterAuthority: true,
  MinimumPayment: 6, OptOut: false, NotifyAboutFurtherOpportunities: false, AcceptTerms: true, ...over,
});

/** The confirmation page link of the newest mail to `to` (path and query, to open on this origin). */
async function pageLink(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get(`/api/dev/outbox?limit=50&to=${encodeURIComponent(to)}`);
  const [mail] = ((await res.json()) as { messages: OutboxMessage[] }).messages;
  const link = /(https?:\/\/\S+\/pharmacy-portal\/confirm\?\S+)/.exec(mail!.text)![1]!;
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Counts the page's POSTs that apply a confirmation. */
function countApplies(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/api/pharmacy-portal/confirm/apply')) n += 1; });
  return () => n;
}

test.describe('pharmacy opt-in confirmation page', () => {
  test('a first opt-in: the page lists what it sets, changes nothing until the click, then waits for an admin', async ({ page, request, baseURL }) => {
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    const npi = freshNpi();
    const body = optIn(npi);
    expect((await request.post('/api/pharmacy-portal', { data: body })).status()).toBe(202);
    const applies = countApplies(page);
    await page.goto(await pageLink(request, body.SubmitterEmail));
    await expect(page).toHaveTitle('Confirm your pharmacy opt-in | RxSavvy');
    await expect(page.getByRole('heading', { name: 'Confirm your pharmacy opt-in' })).toBeVisible();
    const table = page.getByRole('table', { name: 'What confirming changes' });
    await expect(table.getByRole('row', { name: /E-mail address/ })).toContainText(body.SubmitterEmail);
    await expect(table.getByRole('row', { name: /Minimum payment over NADAC/ })).toContainText('$6');
    await expect(page.getByText('our team approves the opt-in')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(applies(), 'opening the page applies nothing').toBe(0);
    await expectNoSeriousA11yViolations(page);
    const box = await table.boundingBox();
    expect(box!.x + box!.width, 'the table fits the viewport').toBeLessThanOrEqual(page.viewportSize()!.width + 1);

    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page.getByText('Thank you: your e-mail address is confirmed. Your opt-in is verified once our team approves it.')).toBeVisible();
    expect(applies()).toBe(1);
    thirdParty.assertNone();
  });

  test('a change to a verified opt-in: the owner sees old → new and approves; a new address is mailed its own link', async ({ page, request }) => {
    // A verified opt-in whose owner has a typed address: confirmed, then approved by an admin.
    const npi = freshNpi();
    const owner = optIn(npi);
    await request.post('/api/pharmacy-portal', { data: owner });
    await page.goto(await pageLink(request, owner.SubmitterEmail));
    await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'confirmed' })).toBeVisible();

    await page.goto('/pharmacy-portal-admin');
    await signIn(page, 'admin');
    const row = page.getByRole('row').filter({ hasText: npi });
    await expect(row).toContainText('Awaiting approval');
    await expect(row).toContainText('typed address confirmed its link');
    await row.getByRole('button', { name: `Approve NPI ${npi}` }).click();
    await expect(row).toContainText('Verified (admin approval)');
    await expectNoSeriousA11yViolations(page);

    // Someone asks to move it to another address and opt it out.
    const next = unique('next');
    expect((await request.post('/api/pharmacy-portal', { data: { ...owner, SubmitterEmail: next, OptOut: true, MinimumPayment: 999999 } })).status()).toBe(202);
    const applies = countApplies(page);
    await page.goto(await pageLink(request, owner.SubmitterEmail));
    await expect(page.getByRole('heading', { name: 'Approve a change to your pharmacy opt-in' })).toBeVisible();
    const table = page.getByRole('table', { name: 'What confirming changes' });
    await expect(table.getByRole('columnheader')).toHaveText(['Field', 'Now', 'After']);
    await expect(table.getByRole('row', { name: /E-mail address/ })).toContainText(`${owner.SubmitterEmail}${next}`);
    await expect(table.getByRole('row', { name: /Opted out/ }).getByRole('cell')).toHaveText(['No', 'Yes']);
    await expect(page.getByText('that address must confirm', { exact: false }).or(page.getByText('the change applies once it confirms too'))).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(applies()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Approve this change' }).click();
    await expect(page.getByText('Approved. We e-mailed the new address: the change applies once it confirms.')).toBeVisible();

    // The admin page shows the attempts and releases the NPI.
    await page.goto('/pharmacy-portal-admin');
    const again = page.getByRole('row').filter({ hasText: npi });
    await expect(again).toContainText('change asked by someone else: sent to the owner');
    await expect(again).toContainText('owner approved a change');
    page.once('dialog', (d) => void d.accept());
    await again.getByRole('button', { name: `Release NPI ${npi}` }).click();
    await expect(again).toContainText('Released');
    await expect(again).toContainText('released by an admin');
  });

  test('a used or made-up link says so and offers nothing to click', async ({ page }) => {
    await page.goto(`/pharmacy-portal/confirm?npi=1234567893&token=${'x'.repeat(32)}`);
    await expect(page.getByRole('alert').filter({ hasText: 'This confirmation link is not valid or has expired' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Confirm|Approve/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
