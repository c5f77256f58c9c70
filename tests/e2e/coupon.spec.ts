import { expect, test, type Page } from '@playwright/test';
import { couponHref, type Coupon } from '../../shared/contracts/coupon';
import { expectNoSeriousA11yViolations } from './support/axe';
import { issuedCoupon } from './support/issued-coupon';
import { watchThirdPartyRequests } from './support/no-third-party';
import { DESKTOP_ONLY } from './support/widths';

const coupon: Coupon = {
  pharmacyName: 'CVS Pharmacy', price: 12.5, ln: 'Lisinopril', qty: '30 tablets', form: 'Tablet', dosage: '10 mg', rxBin: '610711',
  rxPcn: 'AXRX', rxGroup: 'RXS01', memberId: 'RXS1234567', servicePhone: '(800) 555-0100', helpdeskPhone: '(800) 555-0101',
  // Shaped like the engine's signature; the tests that send it answer for the server (page.route).
  sig: 's'.repeat(43),
};
const couponUrl = (returnURL = '/Lisinopril?z=10001', extra = '') => `${couponHref(coupon, returnURL)}${extra}`;
const failWith500 = (page: Page, path: string) =>
  page.route(`**${path}`, (route) => route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'x' } } }));

test.describe('coupon page (rules#coupon-page)', () => {
  // The page shows a coupon only once the server says the engine signed it: the hand-made coupon
  // above is answered for here; any other (a real one, a tampered one) goes to the real server.
  test.beforeEach(async ({ page }) => {
    await page.route('**/api/coupon/verify', (route) =>
      route.request().postDataJSON()?.coupon?.sig === coupon.sig ? route.fulfill({ json: { issued: true } }) : route.continue());
  });

  test('shows every field, the logo and the counter helper; noindex; remembers the view', async ({ page, context, baseURL }) => {
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    const views: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/couponview') views.push(req.url());
    });
    await page.goto(couponUrl('/Lisinopril?z=10001', '&nd=00591040601'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Show this smart coupon at CVS Pharmacy to claim your savings');
    const card = page.locator('.coupon-card');
    for (const text of ['$12.50', 'Lisinopril', '30 tablets', 'Tablet', '10 mg', '610711', 'AXRX', 'RXS1234567', 'RXS01', '(800) 555-0100 (fictional number)', '(800) 555-0101 (fictional number)', 'NOT insurance']) {
      await expect(card).toContainText(text);
    }
    await expect(card.getByRole('img', { name: 'CVS logo' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('link', { name: /Back to prices/ })).toHaveAttribute('href', '/Lisinopril?z=10001');
    await expect(page.getByRole('link', { name: 'Transfer Prescription' })).toHaveAttribute('href', '/prescription-transfer?p=CVS%20Pharmacy');

    await page.getByText('Price at the counter is different?').click();
    const helper = page.locator('.counter-help');
    await expect(helper).toContainText('00591-0406-01');
    await expect(helper).toContainText('BIN 610711, PCN AXRX, Group RXS01, Member ID RXS1234567');
    await expect(helper.getByRole('link', { name: /cheaper options/ })).toHaveAttribute('href', '/Lisinopril?p=CVS%20Pharmacy');
    await expectNoSeriousA11yViolations(page);

    const viewed = decodeURIComponent((await context.cookies()).find((c) => c.name === 'CouponsViewed')?.value ?? '');
    expect(viewed).toMatch(/^Lisinopril\|10 mg\|30 tablets\|CVS Pharmacy\|12\.50\|\d{4}-\d{2}-\d{2}$/);
    await page.goto(couponUrl('/Lisinopril', '').replace('CVS+Pharmacy', 'Kroger'));
    await expect(page.getByRole('img', { name: 'Kroger logo' })).toBeVisible();
    const two = decodeURIComponent((await context.cookies()).find((c) => c.name === 'CouponsViewed')?.value ?? '');
    expect(two.split(',,,').map((e) => e.split('|')[3])).toEqual(['CVS Pharmacy', 'Kroger']);
    expect(views).toEqual([]); // tracking is off outside production
    thirdParty.assertNone();
  });

  test('records the view when the config turns tracking on', DESKTOP_ONLY, async ({ page, request }) => {
    const config = await (await request.get('/config')).json();
    await page.route('**/config', (route) => route.fulfill({ json: { ...config, features: { ...config.features, couponViewTracking: true } } }));
    await page.route('**/api/couponview', (route) => route.fulfill({ status: 201, json: { recorded: true } }));
    const recorded = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/couponview');
    await page.goto(couponUrl('/Lisinopril', '&gclid=test-click'));
    const body = (await recorded).postDataJSON();
    expect(body).toMatchObject({ PBM: 'Axe', memberId: 'RXS1234567', gclid: 'test-click', returnURL: '/Lisinopril', coupon: { rxBin: '610711', price: 12.5 } });
  });

  test('never leaves the site from the back link; a broken coupon says so', DESKTOP_ONLY, async ({ page, baseURL }) => {
    await page.goto(couponUrl().replace(/returnURL=[^&]*/, `returnURL=${encodeURIComponent('//evil.example/x')}`));
    const back = page.getByRole('link', { name: /Back to the home page/ });
    await expect(back).toHaveAttribute('href', '/');
    await back.click();
    await expect(page).toHaveURL(`${baseURL}/`);

    await page.goto(couponUrl().replace(/rxBin=\d+/, 'rxBin=12'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This coupon link is incomplete');
    await expect(page.getByRole('link', { name: /Back to prices/ })).toHaveAttribute('href', '/Lisinopril?z=10001');
    await expectNoSeriousA11yViolations(page);
  });

  test('a link with text of its own, or without the engine\'s signature, shows the invalid-coupon state and none of its text', DESKTOP_ONLY, async ({ page, request }) => {
    const config = await (await request.get('/config')).json();
    await page.route('**/config', (route) => route.fulfill({ json: { ...config, features: { ...config.features, couponViewTracking: true } } }));
    const views: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/couponview') views.push(req.url());
    });
    const real = await issuedCoupon(request);
    const scam = 'CVS – account locked, call (876) 234-5678';
    const { sig: _sig, ...unsigned } = real;
    await page.goto(couponHref(real, '/Lisinopril'));
    await page.getByText('Price at the counter is different?').click();
    await expect(page.locator('.counter-help'), 'the issued coupon names the product priced').toContainText(`${real.nd!.slice(0, 5)}-${real.nd!.slice(5, 9)}-${real.nd!.slice(9)}`);
    const otherProduct = real.nd === '00378180110' ? '00093111210' : '00378180110';
    await expect.poll(() => views.length, 'the issued coupon is counted').toBe(1);
    views.length = 0;
    for (const link of [
      couponHref({ ...real, pharmacyName: scam }, '/Lisinopril'), couponHref({ ...real, servicePhone: '(876) 234-5678' }, '/Lisinopril'), couponHref(unsigned, '/Lisinopril'),
      couponHref({ ...real, nd: otherProduct }, '/Lisinopril'),
    ]) {
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This coupon link is incomplete');
      await expect(page.locator('main')).not.toContainText('account locked');
      await expect(page.locator('main')).not.toContainText('876');
      await expect(page.locator('.coupon-card')).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);
    expect(views).toEqual([]);
  });

  test('prints only the coupon card', DESKTOP_ONLY, async ({ page }) => {
    await page.goto(couponUrl());
    await expect(page.locator('.coupon-card')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.coupon-card')).toBeVisible();
    for (const selector of ['header.site-header', 'footer', '.coupon-actions', '.counter-help', '.return-link']) {
      await expect(page.locator(selector).first()).toBeHidden();
    }
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.coupon-actions')).toBeVisible();
  });

  test('email and text modals validate, then show the real failure', DESKTOP_ONLY, async ({ page }) => {
    await failWith500(page, '/api/ecsprice0');
    await failWith500(page, '/api/ecssms0');
    await page.goto(couponUrl());

    await page.getByRole('button', { name: 'Email' }).click();
    const emailDialog = page.getByRole('dialog', { name: 'Email this coupon' });
    const send = emailDialog.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await emailDialog.getByLabel('Email address').fill('not-an-email');
    await expect(emailDialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(send).toBeDisabled();
    await emailDialog.getByLabel('Email address').fill('visitor@example.com');
    await expect(emailDialog.getByText('Please enter a valid email address')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await send.click();
    await expect(emailDialog).toBeHidden();
    const banner = page.getByRole('alert').filter({ hasText: 'Failed to send your prescription savings coupon.' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);

    await page.getByRole('button', { name: 'Text' }).click();
    const smsDialog = page.getByRole('dialog', { name: 'Text this coupon' });
    const phone = smsDialog.getByLabel('Mobile phone number');
    await expect(phone).toHaveAttribute('placeholder', /^\d{3}-\d{3}-\d{4}$/);
    await phone.fill('12345');
    await expect(smsDialog.getByText('Please enter a valid Phone Number')).toBeVisible();
    await expect(smsDialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await phone.fill('619-555-0100');
    await smsDialog.getByRole('button', { name: 'Send' }).click();
    await expect(smsDialog).toBeHidden();
    await expect(page.getByText('Failed to send your prescription savings coupon.')).toBeVisible();
  });

  test('sends the coupon by e-mail through the real endpoint and remembers the receiver', DESKTOP_ONLY, async ({ page, request, context }) => {
    const real = await issuedCoupon(request);
    await page.goto(couponHref(real, '/Lisinopril'));
    await page.getByRole('button', { name: 'Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email this coupon' });
    await dialog.getByLabel('Email address').fill('coupon-e2e@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your smart prescription savings coupon has been sent.')).toBeVisible();
    expect(decodeURIComponent((await context.cookies()).find((c) => c.name === 'Email')?.value ?? '')).toBe('coupon-e2e@example.com');
  });
});

test.describe('companion pages (rules#manufacturer-coupon, rules#alternative-medication)', () => {

  test('the manufacturer coupon page: noindex, the known program\'s own sites only, enrollment service and FAQ', DESKTOP_ONLY, async ({ page, baseURL }) => {
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    await page.goto(`/manufacturer-coupon?drugName=Eliquis&manufacturerURL=${encodeURIComponent('https://www.eliquis.com/')}&returnURL=${encodeURIComponent('/Eliquis')}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manufacturer coupon for Eliquis');
    await expect(page.getByText('cannot be applied for on this site')).toBeVisible();
    await expect(page.getByRole('link', { name: /Bristol Myers Squibb's Eliquis savings program \(www\.eliquis\.com\)/ })).toHaveAttribute('href', 'https://www.eliquis.com/');
    await expect(page.locator('#main').getByText(/gets you a \$0 copay for \$60 per month/)).toBeVisible();
    await expect(page.locator('#main').getByText(/It has income and insurance limits/)).toBeVisible();
    await expect(page.locator('#main').getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute('href', 'tel:+18005550142');
    await expect(page.locator('details.faq-item')).toHaveCount(4);
    await expect(page.getByRole('link', { name: /Back to prices/ })).toHaveAttribute('href', '/Eliquis');
    await expectNoSeriousA11yViolations(page);
    thirdParty.assertNone();

    // A link anyone can make (issue 29): visitor text and a foreign site are neither shown nor linked.
    for (const [drugName, url] of [['Eliquis', 'https://eliquis-refunds.example/claim'], ['Refund locked, call (876) 234-5678', 'https://www.eliquis.com/'], ['Eliquis', 'javascript:alert(1)']]) {
      await page.goto(`/manufacturer-coupon?drugName=${encodeURIComponent(drugName!)}&manufacturerURL=${encodeURIComponent(url!)}&returnURL=${encodeURIComponent('https://evil.example')}`);
      await expect(page.getByRole('heading', { name: "We don't recognise this manufacturer link" })).toBeVisible();
      await expect(page.locator('#main a[href^="http"], #main a[href^="javascript"]')).toHaveCount(0);
      await expect(page.locator('#main')).not.toContainText('876');
      await expect(page.locator('#main')).not.toContainText('Eliquis');
      await expect(page.getByRole('link', { name: /Manufacturer Coupon Finder/ })).toHaveAttribute('href', '/irxsavvy/manufacturer-coupon');
      await expect(page.getByRole('link', { name: /Back to the home page/ })).toHaveAttribute('href', '/');
    }
  });

  test('the manufacturer coupon page in Spanish (/es/manufacturer-coupon)', DESKTOP_ONLY, async ({ page }) => {
    await page.goto(`/es/manufacturer-coupon?drugName=Eliquis&manufacturerURL=${encodeURIComponent('https://www.eliquis.com/')}&returnURL=${encodeURIComponent('/es/Eliquis')}`);
    await expect(page).toHaveURL(/\/es\/manufacturer-coupon\?/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cupón del fabricante para Eliquis');
    await expect(page.getByRole('link', { name: /Programa de ahorro de Eliquis de Bristol Myers Squibb/ })).toHaveAttribute('href', 'https://www.eliquis.com/');
    await expect(page.locator('details.faq-item')).toHaveCount(4);
    await page.goto(`/es/manufacturer-coupon?drugName=Eliquis&manufacturerURL=${encodeURIComponent('https://eliquis-refunds.example/')}`);
    await expect(page.getByRole('heading', { name: 'No reconocemos este enlace de fabricante' })).toBeVisible();
  });

  test('the alternative medication page: noindex, the alternative, new prescription, help and tools links', DESKTOP_ONLY, async ({ page, baseURL }) => {
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    await page.goto(`/alternative-medication?drugName=Lipitor&alternativeDrugName=${encodeURIComponent('Rosuvastatin Calcium')}&returnURL=${encodeURIComponent('/Lipitor')}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('link', { name: 'See Rosuvastatin Calcium prices near you' })).toHaveAttribute('href', '/Rosuvastatin%20Calcium');
    await expect(page.getByRole('heading', { name: 'You need a new prescription' })).toBeVisible();
    await expect(page.getByRole('link', { name: /contact form/ })).toHaveAttribute('href', '/contact');
    await expect(page.locator('#main').getByRole('link', { name: '(800) 555-0142' })).toBeVisible();
    await expect(page.locator('a[href="/irxsavvy/drug-class"]')).toHaveCount(1);
    await expect(page.locator('a[href="/irxsavvy/drug-class-list"]')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    thirdParty.assertNone();
  });
});
