import { expect, test, type APIRequestContext } from '@playwright/test';
import { couponHref } from '../../shared/contracts/coupon';
import { expectNoSeriousA11yViolations } from './support/axe';
import { issuedCoupon } from './support/issued-coupon';
import { watchThirdPartyRequests } from './support/no-third-party';
import { DESKTOP_ONLY } from './support/widths';
import { revealFooter } from './support/footer';

const SENT = 'Sent successfully';
const FAILED = 'Failed to send. Please reload the page and try again. If the problem persists, please email support@rxsavvy.com';

interface OutboxMessage {
  to: string[];
  replyTo?: string[];
  subject?: string;
  html?: string;
  text: string;
  channel: 'email' | 'sms';
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await request.get(`/api/dev/outbox?limit=200&to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('messaging forms', DESKTOP_ONLY, () => {

  test('contact: the message goes to the team inbox, fields clear, the alert dismisses, and the outbox shows it', async ({ page, baseURL, request }) => {
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    const form = page.locator('main');
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact Us | RxSavvy');
    await expect(page.getByText('Please do not submit personal health information')).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: '(800) 555-0142' }).first()).toBeVisible();
    const visitor = unique('contact');
    const submit = form.getByRole('button', { name: 'Submit' });
    await form.getByLabel('Name').fill('Ann <b>Lee</b>');
    await form.getByLabel('Email', { exact: true }).fill('not-an-email');
    await form.getByLabel('Message').click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(submit).toBeDisabled();
    await form.getByLabel('Email', { exact: true }).fill(visitor);
    await form.getByLabel('Message').fill('Is the coupon free?');
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue('');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText(SENT)).toHaveCount(0);

    const [mail] = (await outbox(request, 'support@rxsavvy.com')).filter((m) => m.replyTo?.includes(visitor));
    expect(mail!.subject).toContain('Contact form message from Ann <b>Lee</b>');
    expect(mail!.html).toContain('Ann &lt;b&gt;Lee&lt;/b&gt;');

    await page.goto('/dev/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Local outbox' })).toBeVisible();
    const item = page.getByRole('article', { name: /Contact form message from Ann/ }).first();
    await expect(item).toContainText(visitor);
    await item.locator('details').evaluate((d) => ((d as HTMLDetailsElement).open = true));
    await expect(item.locator('iframe')).toHaveAttribute('sandbox', '');
    await expect(item.frameLocator('iframe').getByText('Is the coupon free?')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    thirdParty.assertNone();
  });

  test('request a demo: Submit waits for a valid e-mail; the subject names the visitor', async ({ page, baseURL, request }) => {
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    const form = page.locator('main');
    await page.goto('/request-a-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Learn More' })).toBeVisible();
    await expect(page.locator('main').getByText('(800) 555-0142')).toBeVisible();
    const submit = form.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    const visitor = unique('demo');
    await form.getByLabel('Name').fill('Bo');
    await form.getByLabel('Company').fill('Acme & Co');
    await form.getByLabel('Message').fill('50 employees');
    await expect(submit).toBeDisabled();
    await form.getByLabel('Email', { exact: true }).fill(visitor);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText(SENT)).toBeVisible();
    await expect(form.getByLabel('Company')).toHaveValue('');
    const [mail] = (await outbox(request, 'support@rxsavvy.com')).filter((m) => m.replyTo?.includes(visitor));
    expect(mail!.subject).toContain('Request a Demo from Bo');
    expect(mail!.text).toContain('Company: Acme & Co');
    await expectNoSeriousA11yViolations(page);
    thirdParty.assertNone();
  });

  test('API contact: a failed send shows the failure alert and keeps the fields', async ({ page }) => {
    await page.route('**/api/ecsprice0?**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"x","message":"x"}}' }));
    const form = page.locator('main');
    await page.goto('/api-contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Get Started with the Coupon API' })).toBeVisible();
    await expect(page.getByText('our team will reach out')).toBeVisible();
    await form.getByLabel('Email', { exact: true }).fill('partner@example.com');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible();
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue('partner@example.com');
    await form.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText(FAILED)).toHaveCount(0);
  });

  test('newsletter: Subscribe sends one confirmation; its link confirms the subscription on one click, never by opening it', async ({ page, request }) => {
    await page.goto('/contact');
    const footer = await revealFooter(page);
    const email = unique('news');
    await footer.getByLabel('Email address').fill(email);
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });
    await expect(subscribe).toBeDisabled();
    await footer.getByRole('checkbox').check();
    await subscribe.click();
    await expect(footer.getByText(SENT)).toBeVisible();
    const [mail] = await outbox(request, email);
    const link = /(\/subscription\/confirm\?[^\s]+)/.exec(mail!.text)![1]!;
    let posts = 0;
    page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/api/newsletter/confirm')) posts += 1; });
    await page.goto(link);
    const confirm = page.getByRole('button', { name: 'Confirm my subscription' });
    await expect(confirm).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(posts, 'opening the link (as a scanner running scripts does) confirms nothing').toBe(0);
    await confirm.click();
    await expect(page.getByText('Your newsletter is confirmed. Thank you!')).toBeVisible();
    expect(posts).toBe(1);
  });

  test('newsletter: a failed sign-up shows the failure alert', async ({ page }) => {
    await page.route('**/api/newsletter?**', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/contact');
    const footer = await revealFooter(page);
    await footer.getByLabel('Email address').fill('x@example.com');
    await footer.getByRole('checkbox').check();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText(FAILED)).toBeVisible();
  });
});

test.describe('coupon page sending (rules#coupon-page)', () => {
  test('e-mails and texts the coupon, and both arrive in the outbox', DESKTOP_ONLY, async ({ page, baseURL, request }) => {
    test.setTimeout(60_000);
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    const coupon = await issuedCoupon(request);
    await page.goto(couponHref(coupon, '/Lisinopril'));
    const email = unique('coupon-page');
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    await page.getByRole('dialog').getByLabel('Email address').fill(email);
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your smart prescription savings coupon has been sent.')).toBeVisible();
    const [mail] = await outbox(request, email);
    expect(mail!.subject).toContain(`Lisinopril for $${coupon.price.toFixed(2)} at ${coupon.pharmacyName}`);

    const digits = `2${String(Date.now()).slice(-6)}`; // a NANP exchange never starts with 0 or 1
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await page.getByRole('dialog').getByLabel('Mobile phone number').fill(`415-${digits.slice(0, 3)}-${digits.slice(3)}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your smart prescription savings coupon has been sent.')).toBeVisible();
    const [sms] = await outbox(request, `+1415${digits}`);
    expect(sms!.text).toContain(`BIN ${coupon.rxBin}`);

    await page.goto('/dev/outbox');
    await expect(page.getByRole('article', { name: `SMS to +1415${digits}` })).toContainText(`BIN ${coupon.rxBin}`);
    await expectNoSeriousA11yViolations(page);
    thirdParty.assertNone();
  });
});
