import { expect, test, type APIRequestContext } from '@playwright/test';
import { couponHref } from '../../shared/contracts/coupon';
import { issuedCoupon } from './support/issued-coupon';
import { DESKTOP_ONLY } from './support/widths';

/**
 * A coupon e-mailed from a Spanish page goes out in Spanish (issue 31 §2): the page sends its
 * language with the request (web/src/api/page-lang.ts), and the message, its subject and its link
 * back to the coupon are Spanish. The same coupon e-mailed from the English page stays English.
 */
async function outboxFor(request: APIRequestContext, to: string) {
  const res = await request.get(`/api/dev/outbox?limit=20&to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { messages: { subject?: string; text?: string; html?: string }[] }).messages;
}

// Layout-independent: the dialogs are covered at both widths by coupon.spec.ts and spanish.spec.ts.
test.describe('messages in the page\'s language', DESKTOP_ONLY, () => {

  test('the coupon e-mailed from /es/coupon is Spanish; from /coupon, English', async ({ page, request }) => {
    const href = couponHref(await issuedCoupon(request), '/Lisinopril');
    const spanishReceiver = `es.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto(`/es${href}`);
    await page.getByRole('button', { name: 'Correo electrónico' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar este cupón por correo electrónico' });
    await dialog.getByRole('textbox').fill(spanishReceiver);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Le enviamos su cupón inteligente de ahorro para recetas.')).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => (await outboxFor(request, spanishReceiver)).length).toBe(1);
    const [spanish] = await outboxFor(request, spanishReceiver);
    expect(spanish!.subject).toMatch(/^Su cupón de RxSavvy: /);
    expect(spanish!.html).toContain('lang="es"');
    expect(spanish!.text).toContain('/es/coupon?');

    const englishReceiver = `en.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto(href);
    await page.getByRole('button', { name: 'Email' }).click();
    const englishDialog = page.getByRole('dialog', { name: 'Email this coupon' });
    await englishDialog.getByLabel('Email address').fill(englishReceiver);
    await englishDialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(async () => (await outboxFor(request, englishReceiver)).length).toBe(1);
    const [english] = await outboxFor(request, englishReceiver);
    expect(english!.subject).toMatch(/^Your RxSavvy coupon: /);
  });
});
