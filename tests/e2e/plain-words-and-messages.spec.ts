import { expect, test, type APIRequestContext } from '@playwright/test';
import { couponHref } from '../../shared/contracts/coupon';
import type { OutboxMessage } from '../../shared/contracts/messaging';
import { expectNoSeriousA11yViolations } from './support/axe';
import { couponRows, pricesLoaded } from './journey-steps';
import { npiCheckDigit } from '../../shared/validation';
import { issuedCoupon } from './support/issued-coupon';
import { signIn } from './support/sign-in';
import { watchThirdPartyRequests } from './support/no-third-party';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/widths';

/**
 * Messages that lead back to the coupon, plain words on the price pages, the other audiences'
 * pages and the last bits of polish; at desktop and phone widths.
 */

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}`;

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  let messages: OutboxMessage[] = [];
  await expect.poll(async () => {
    messages = ((await (await request.get(`/api/dev/outbox?limit=200&to=${encodeURIComponent(to)}`)).json()) as { messages: OutboxMessage[] }).messages;
    return messages.length;
  }, { message: `a message reaches ${to}` }).toBeGreaterThan(0);
  return messages;
}

test.describe('messages that lead back to the coupon', () => {
  test('the e-mail links to the live coupon, gives the address and check time; the banner names the masked address; focus returns', async ({ page, request, baseURL }) => {
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    const coupon = await issuedCoupon(request);
    await page.goto(couponHref(coupon, '/Lisinopril'));
    const card = page.locator('.coupon-card');
    await expect(card, 'the coupon page shows the store\'s address').toContainText(coupon.addr!);
    await expect(card, 'the coupon page says when the price was checked').toContainText('price checked');

    const opener = page.getByRole('button', { name: 'Email', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Email this coupon' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener, 'Cancel gives focus back to the Email button').toBeFocused();

    const to = `${unique('jane')}@example.com`;
    await opener.click();
    await dialog.getByLabel('Email address').fill(to);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    const banner = page.getByRole('status').filter({ hasText: 'Your smart prescription savings coupon has been sent.' });
    await expect(banner, 'the banner names the masked recipient').toContainText('Sent to j•••@example.com.');
    await expect(banner).not.toContainText(to);
    await expect(opener, 'after sending, focus is back on the Email button').toBeFocused();
    await expectNoSeriousA11yViolations(page);

    const [mail] = await outbox(request, to);
    expect(mail!.text).toContain(`Pharmacy: ${coupon.pharmacyName}, ${coupon.addr}`);
    expect(mail!.text).toMatch(/Price checked .+ UTC\./);
    const link = new URL(/Open your coupon: (\S+)/.exec(mail!.text)![1]!);
    expect(link.search, 'no personal data in the link').not.toContain(encodeURIComponent(to).slice(0, 8));
    expect(link.searchParams.get('sig')).toBe(coupon.sig);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1 }), 'the link opens the coupon').toHaveText(`Show this smart coupon at ${coupon.pharmacyName} to claim your savings`);
    await expect(page.getByRole('button', { name: 'Text', exact: true }), 'the linked coupon can be sent again (still signed)').toBeEnabled();
    thirdParty.assertNone();
  });

  test('the SMS links to the live coupon with the address; the banner names the masked number; focus returns', async ({ page, request }) => {
    const coupon = await issuedCoupon(request);
    await page.goto(couponHref(coupon, '/Lisinopril'));
    const digits = `4155${String(Date.now()).slice(-6)}`;
    const opener = page.getByRole('button', { name: 'Text', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Text this coupon' });
    await dialog.getByLabel('Mobile phone number').fill(`${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'has been sent.' })).toContainText(`Sent to •••-•••-${digits.slice(-4)}.`);
    await expect(opener).toBeFocused();
    const [sms] = await outbox(request, `+1${digits}`);
    expect(sms!.text).toContain(coupon.addr!);
    expect(sms!.text).toContain('price checked');
    expect(sms!.text).toMatch(/Coupon: http\S+\/coupon\?\S*sig=/);
  });
});

test.describe('polish: the phone Menu', () => {
  // The Menu button exists at phone width only.
  test('the phone Menu is a styled button with a touch-sized target, and it opens the audience links', PHONE_ONLY, async ({ page }) => {
    await page.goto('/about');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const style = await menu.evaluate((el) => { const s = getComputedStyle(el); return { border: s.borderTopStyle, radius: s.borderTopLeftRadius, bg: s.backgroundColor, height: el.getBoundingClientRect().height }; });
    expect(style.border, 'an outlined button, not the native grey one').toBe('solid');
    expect(style.radius).toBe('8px');
    expect(style.bg).toBe('rgb(255, 255, 255)');
    expect(style.height, 'a 44px touch target').toBeGreaterThanOrEqual(44);
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('polish: the coupon', () => {
  test('one primary action among four, and the codes are visible without scrolling', async ({ page, request }) => {
    const coupon = await issuedCoupon(request);
    await page.goto(couponHref(coupon, '/Lisinopril'));
    const actions = page.getByRole('group', { name: 'Coupon actions' });
    await expect(actions.locator('.coupon-actions__primary'), 'exactly one primary action').toHaveCount(1);
    await expect(actions.locator('.button--secondary'), 'the other three are secondary').toHaveCount(3);
    const viewport = page.viewportSize()!;
    for (const code of [coupon.rxBin, coupon.rxPcn, coupon.memberId, coupon.rxGroup]) {
      const box = await page.locator('.coupon-card__codes dd', { hasText: code }).first().boundingBox();
      expect(box!.y + box!.height, `${code} is above the fold`).toBeLessThanOrEqual(viewport.height);
    }
  });
});

test.describe('plain words', () => {
  test('"Why this price" opens with one plain sentence; the detail spells out units and abbreviations', async ({ page }) => {
    await page.goto('/Lisinopril?z=92101');
    await pricesLoaded(page, /^Prices for Lisinopril /);
    const first = couponRows(page).first();
    await first.getByText('Why this price?').click();
    const why = first.locator('.why-price');
    const plain = why.locator('summary + *');
    await expect(plain, 'the first thing after the summary is one plain sentence').toHaveText(/^You pay \$\d+\.\d\d for \d+ tablets because that is the price .+, the discount card company behind this coupon, has agreed with this pharmacy\.$/);
    await expect(plain).not.toContainText(/AWP|MAC|NADAC|per EA/);
    await expect(why, 'units are spelled out').not.toContainText(/per (EA|GM|ML)\b/);
    await expect(why).toContainText('per tablet');
    const detail = (await why.textContent())!;
    if (detail.includes('AWP')) expect(detail, 'AWP is spelled out').toContain('AWP (average wholesale price');
    if (/\bMAC\b/.test(detail)) expect(detail, 'MAC is spelled out').toContain('MAC (maximum allowable cost)');
    await expectNoSeriousA11yViolations(page);
  });

  test('a brand search that opens the generic says why', async ({ page }) => {
    await page.goto('/Lipitor?z=92101');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atorvastatin');
    await expect(page.locator('.cross-label__why')).toHaveText('You searched for Lipitor. These are prices for Atorvastatin, its generic: the same medicine, usually for less. To see Lipitor prices, choose it under Brand or generic.');
    await page.goto('/Atorvastatin?z=92101');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atorvastatin');
    await expect(page.locator('.cross-label'), 'the page reached by its own name needs no explanation').toContainText('Generic of Lipitor');
    await expect(page.locator('.cross-label__why')).toHaveCount(0);
  });

  test('a custom quantity says its unit', async ({ page }) => {
    await page.goto('/Lisinopril?z=92101&q=Custom&cq=45');
    await pricesLoaded(page, /^Prices for Lisinopril \d+ mg, 45 tablets$/);
  });

  test('no home card says "Generic for" with nothing after it', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('.featured-card:not(.featured-card--skeleton)');
    await expect(cards).toHaveCount(6, { timeout: 30_000 });
    for (const brand of await page.locator('.featured-card__brand').allTextContents()) {
      expect(brand.trim(), 'a brand line names the brand').not.toMatch(/^Generic for\s*$/);
    }
    await expect(cards.filter({ hasText: 'Amoxicillin' }).locator('.featured-card__brand')).toHaveText('Generic, no brand-name version');
  });

  test('/search has the zip field its prompt asks for, and the search keeps the zip', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByText('Enter a Zip Code and click "Search" to get the lowest and most up to date prices in your area')).toBeVisible();
    const zip = page.getByRole('textbox', { name: 'Zip Code' });
    await expect(zip).toHaveAttribute('placeholder', 'Enter Zip Code');
    await zip.fill('123');
    await zip.blur();
    await expect(page.getByText('The Zip code must be 5 digits')).toBeVisible();
    await zip.fill('10001');
    await expect(page.getByText('The Zip code must be 5 digits')).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]z=10001/);
    await page.locator('main').getByRole('combobox', { name: 'Drug name' }).fill('Lisinopril');
    await page.locator('main').getByRole('combobox', { name: 'Drug name' }).press('Enter');
    await expect(page).toHaveURL(/\/Lisinopril\?(.*&)?z=10001/);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('other audiences', () => {
  test('the pharmacy portal shows the current enrolment and its fee table after a reload', async ({ page }) => {
    test.slow(); // a sign-in through the identity server
    const first9 = `1${String(Date.now()).slice(-8)}`;
    const npi = `${first9}${npiCheckDigit(first9)}`;
    await page.goto('/pharmacy-portal');
    await signIn(page, 'pharmacist');
    await expect(page.getByText('Signed in as pharmacist@rxsavvy.test')).toBeVisible();
    await page.getByLabel('Pharmacy NPI').fill(npi);
    await page.getByLabel('Minimum Payment Over NADAC').selectOption('6');
    await page.getByLabel(/I accept the terms/).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Sent successfully')).toBeVisible();

    await page.reload();
    const current = page.getByRole('region', { name: 'Your current enrolment' });
    await expect(current.getByRole('row').filter({ hasText: npi }), 'the enrolment just submitted, as stored').toContainText(`${npi}$6 over NADACVerified`);
    // The desktop and phone runs share the pharmacist account: the newest enrolment (first row) fills the form.
    const newest = current.getByRole('row').nth(1);
    const newestNpi = (await newest.getByRole('rowheader').textContent())!;
    const newestMinimum = /\$(\d) over NADAC/.exec((await newest.textContent())!)![1]!;
    await expect(page.getByLabel('Pharmacy NPI'), 'the form starts from the enrolment').toHaveValue(newestNpi);
    await expect(page.getByLabel('Minimum Payment Over NADAC')).toHaveValue(newestMinimum);
    await expect(page.getByRole('heading', { name: `What each PBM would pay you at $${newestMinimum} over NADAC` }), 'the fee table is the enrolment\'s').toBeVisible();
    await expect(page.getByRole('table', { name: 'Average paid over NADAC per PBM' }).locator(':scope > tbody > tr')).toHaveCount(12);
    await expectNoSeriousA11yViolations(page);
  });

  // A race between the stored enrolment and the pharmacist's typing, the same at every width (the enrolment after a reload is checked at both, above).
  test('the stored enrolment arriving late never replaces an NPI the pharmacist already typed (the flaky reload case)', DESKTOP_ONLY, async ({ page }) => {
    test.slow(); // a sign-in through the identity server
    const fresh = () => {
      const first9 = `1${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8)}`;
      return `${first9}${npiCheckDigit(first9)}`;
    };
    const earlier = fresh();
    const typed = fresh();
    await page.goto('/pharmacy-portal');
    await signIn(page, 'pharmacist');
    // An enrolment on file, so the read after the reload has one to fill the form with.
    await page.getByLabel('Pharmacy NPI').fill(earlier);
    await page.getByLabel('Minimum Payment Over NADAC').selectOption('3');
    await page.getByLabel(/I accept the terms/).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Sent successfully')).toBeVisible();

    // The read of the stored enrolment is held until the pharmacist has typed a new NPI.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/pharmacy-portal/current', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByText('Loading your current enrolment…')).toBeVisible();
    await page.getByLabel('Pharmacy NPI').fill(typed);
    await page.getByLabel('Minimum Payment Over NADAC').selectOption('6');
    release();
    const current = page.getByRole('region', { name: 'Your current enrolment' });
    await expect(current.getByRole('row').filter({ hasText: earlier })).toBeVisible();
    await expect(page.getByLabel('Pharmacy NPI'), 'what the pharmacist typed stays').toHaveValue(typed);
    await expect(page.getByLabel('Minimum Payment Over NADAC')).toHaveValue('6');
    await page.getByLabel(/I accept the terms/).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Sent successfully')).toBeVisible();

    await page.unroute('**/api/pharmacy-portal/current');
    await page.reload();
    await expect(current.getByRole('row').filter({ hasText: typed }), 'the NPI typed is the one stored').toContainText(`${typed}$6 over NADACVerified`);
  });

  test('/admin/lambda-status names the unhealthy functions first, with a filter', async ({ page }) => {
    await page.route('**/api/admin/lambda-status*', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      for (const f of body.functions) {
        if (f.routeId === 'coupon-sms') Object.assign(f, { status: 'unhealthy', reason: '12 errors in 40 invocations' });
        else if (f.status !== 'idle') f.status = 'healthy';
      }
      await route.fulfill({ response: res, json: body });
    });
    await page.goto('/admin/lambda-status');
    await signIn(page, 'admin');
    const attention = page.getByRole('region', { name: 'Needs attention' });
    await expect(attention, 'the unhealthy function is named, with why').toContainText('coupon-sms: 12 errors in 40 invocations');
    const table = page.getByRole('table', { name: /Function health/ });
    await expect(table.getByRole('rowheader').first(), 'the unhealthy function is the first row').toContainText('coupon-sms');
    await page.getByLabel('Status', { exact: true }).selectOption('unhealthy');
    await expect(table.getByRole('rowheader')).toHaveCount(1);
    await page.getByLabel('Status', { exact: true }).selectOption('all');
    await page.getByLabel('Name or path').fill('coupon-e');
    await expect(table.getByRole('rowheader'), 'the name filter').toHaveText([/^coupon-email/]);
    await expectNoSeriousA11yViolations(page);
  });

  test('/marketplace/register tells a buyer how to subscribe without a sign-in; the admin view stays behind it', async ({ page, baseURL }) => {
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    await page.goto('/marketplace/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribe to the RxSavvy Coupon API');
    await expect(page.getByText('Choose a plan and select Subscribe.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the Coupon API on AWS Marketplace' })).toHaveAttribute('href', /^https:\/\/aws\.amazon\.com\/marketplace\//);
    await expect(page.getByRole('heading', { name: 'Sign in required' }), 'a buyer is not asked to sign in as an admin').toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/marketplace/admin');
    await expect(page.getByRole('heading', { name: 'Sign in required' }), 'the admin view stays behind sign-in').toBeVisible();
    thirdParty.assertNone();
  });

  test('both "Get started" buttons on /coupon-api go to the configured Marketplace listing', async ({ page, request }) => {
    const listing = ((await (await request.get('/config')).json()) as { links: { marketplaceListing: string } }).links.marketplaceListing;
    expect(listing).toMatch(/^https:\/\/aws\.amazon\.com\/marketplace\//);
    await page.goto('/coupon-api');
    const getStarted = page.getByRole('link', { name: /^Get started with / });
    await expect(getStarted).toHaveCount(2);
    for (const link of await getStarted.all()) await expect(link).toHaveAttribute('href', listing);
    // The axe check of /coupon-api is coupon-api.spec.ts's, at both widths.
  });

  test('the API reference has the base URL, a curl example and a sample answer per route, and field descriptions', async ({ page, baseURL }) => {
    await page.goto('/coupon-api/reference');
    await expect(page.locator('.coupon-api__base-url')).toHaveText(new URL(baseURL!).origin);
    const operations = page.locator('.coupon-api__operation');
    await expect(operations, 'six GET routes and POST /v1/basket').toHaveCount(7);
    for (const op of await operations.all()) {
      const path = (await op.getByRole('heading', { level: 3 }).textContent())!.replace(/^(GET|POST) /, '').trim();
      await expect(op.getByRole('region', { name: /^Example request/ }), `curl for ${path}`).toContainText(`curl -H "x-api-key: $RXSAVVY_API_KEY"`);
      await expect(op.getByRole('region', { name: /^Example request/ })).toContainText(`${new URL(baseURL!).origin}${path}`);
      await op.getByText('Sample answer (200)').click();
      const sample = JSON.parse((await op.getByRole('region', { name: /^Sample answer/ }).textContent())!);
      expect(typeof sample, `a JSON sample for ${path}`).toBe('object');
      const descriptions = await op.getByRole('table', { name: /^Response fields/ }).locator('tbody tr td:last-child').allTextContents();
      expect(descriptions.filter((t) => !t.trim()), `every response field of ${path} is described`).toEqual([]);
    }
    await expect(page.getByRole('region', { name: 'Example request: GET /v1/prices', exact: true })).toContainText('drugName=Lisinopril&zip=92101');
    await expect(page.getByRole('region', { name: 'Example request: POST /v1/basket', exact: true })).toContainText(`-H "content-type: application/json"`);
    await expect(page.locator('#coupon-api-basket').getByRole('table', { name: /^Request body/ })).toContainText('items');
    await expectNoSeriousA11yViolations(page);
  });
});
