import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoEnglish } from './support/no-english';
import { DESKTOP_ONLY } from './support/widths';

/**
 * The Spanish member, FAQ, legal, comparison and information pages (issue 31): each opens under /es
 * in Spanish, with no English sentence of the catalog, axe clean, at both widths (one page load per
 * page and width). Desktop also checks its title, its hreflang alternates and, on a legal page, the
 * courtesy-translation note that links the English text. The forms' and lookups' answers are
 * checked in Spanish at desktop.
 */
const ORIGIN = 'https://rxsavvy.com';

const PAGES = [
  { path: '/for-members', heading: 'Pague menos por las mismas recetas', title: 'Para miembros de planes | RxSavvy' },
  { path: '/privacy-policy', heading: 'Política de privacidad', title: 'Política de privacidad | RxSavvy', legal: true },
  { path: '/terms-of-use', heading: 'Términos de uso', title: 'Términos de uso | RxSavvy', legal: true },
  { path: '/faq', heading: 'Ayuda y preguntas frecuentes', title: 'Ayuda y preguntas frecuentes | RxSavvy' },
  { path: '/goodrx-comparison', heading: 'RxSavvy frente a GoodRx', title: 'RxSavvy frente a GoodRx: comparación de precios de recetas | RxSavvy' },
  { path: '/cvs-savings-finder-comparison', heading: 'RxSavvy frente a CVS Savings Finder', title: 'RxSavvy frente a CVS Savings Finder | RxSavvy' },
  { path: '/optum-perks-comparison', heading: 'RxSavvy frente a Optum Perks', title: 'RxSavvy frente a Optum Perks | RxSavvy' },
  { path: '/how-it-works', heading: 'Cómo funciona RxSavvy', title: 'Cómo funciona | RxSavvy' },
  { path: '/contact', heading: 'Contáctenos', title: 'Contáctenos | RxSavvy' },
  { path: '/prescription-transfer', heading: 'Transfiera su receta', title: 'Transfiera su receta | RxSavvy' },
  { path: '/reimburse-me', heading: 'Pida un reembolso a su aseguradora', title: 'Pida un reembolso a su aseguradora | RxSavvy' },
  { path: '/consumer-discount-cards', heading: 'Tarjetas de descuento para consumidores', title: 'Tarjetas de descuento para consumidores | RxSavvy' },
  { path: '/should-i-use-a-coupon', heading: '¿Me conviene usar un cupón o mi seguro?', title: '¿Me conviene usar un cupón o mi seguro? | RxSavvy' },
  { path: '/do-not-overcharge-for-prescriptions', heading: 'Que no le cobren de más por sus recetas', title: 'Que no le cobren de más por sus recetas | RxSavvy' },
  { path: '/local', heading: 'Precios de recetas en las farmacias cercanas', title: 'Precios de recetas cerca de usted | RxSavvy' },
  { path: '/mobile-app', heading: 'La aplicación de RxSavvy', title: 'Aplicación móvil | RxSavvy' },
  { path: '/about', heading: 'Acerca de RxSavvy', title: 'Quiénes somos | RxSavvy' },
];

test.describe('Spanish member, FAQ, legal, comparison and information pages', () => {
  for (const { path, heading, title, legal } of PAGES) {
    test(`/es${path} is in Spanish`, async ({ page }, testInfo) => {
      await page.goto(`/es${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expectNoEnglish(page, `page /es${path}`);
      await expectNoSeriousA11yViolations(page);
      if (testInfo.project.name !== 'desktop') return;

      await expect(page).toHaveTitle(title);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${ORIGIN}${path}`);
      await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${ORIGIN}/es${path}`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${ORIGIN}${path}`);
      const note = page.getByRole('note').filter({ hasText: 'Traducción de cortesía' });
      if (legal) {
        await expect(note).toContainText('Traducción de cortesía: si hay diferencias, prevalece la versión en inglés.');
        await expect(note.getByRole('link', { name: 'versión en inglés' })).toHaveAttribute('href', path);
      } else {
        await expect(note).toHaveCount(0);
      }
    });
  }
});

// A single segment under /es is a drug name (the Spanish drug page, its not-found card in spanish.spec.ts).
test('an unknown path under /es shows the not-found page in Spanish, its links to the Spanish pages', async ({ page }, testInfo) => {
  await page.goto('/es/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoEnglish(page, 'not-found page');
  await expectNoSeriousA11yViolations(page);
  if (testInfo.project.name !== 'desktop') return;

  await expect(page).toHaveTitle('Página no encontrada | RxSavvy');
  const links = page.locator('main').getByRole('link');
  await expect(links.getByText('Buscar un medicamento y comparar precios')).toHaveAttribute('href', '/es');
  await expect(links.getByText('Cómo funciona RxSavvy')).toHaveAttribute('href', '/es/how-it-works');
  await expect(links.getByText('Ayuda y preguntas frecuentes')).toHaveAttribute('href', '/es/faq');
});

test('the price-alert link landing page in Spanish: asks before it changes anything, and a damaged link says so', async ({ page }) => {
  await page.goto('/es/subscription/unsubscribe?list=price-alert&token=not-a-real-token');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancelar la suscripción');
  await expect(page.getByText('Presione el botón para dejar de recibir la alerta de baja de precio de RxSavvy. No cambia nada más.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar la suscripción' }).click();
  await expect(page.locator('#main p[role="alert"]')).toHaveText('Este enlace está incompleto. Ábralo de nuevo desde el mensaje que le enviamos.');
  await expect(page.getByRole('link', { name: 'Buscar precios de medicamentos' })).toHaveAttribute('href', '/es');
  await expectNoSeriousA11yViolations(page);
});

test.describe('Spanish information pages: what they answer', DESKTOP_ONLY, () => {
  test('contact: the e-mail rule, the failure and the success are said in Spanish, and the team is told the visitor wrote in Spanish', async ({ page }) => {
    const sent: string[] = [];
    let fail = true;
    await page.route('**/api/ecsprice0?**', async (route) => {
      sent.push(new URL(route.request().url()).searchParams.get('emailBody') ?? '');
      await (fail ? route.fulfill({ status: 500, json: { error: { code: 'x', message: 'x' } } }) : route.fulfill({ json: { sent: true } }));
    });
    await page.goto('/es/contact');
    const form = page.locator('main form');
    await expect(page.getByText('Por favor, no envíe información médica personal')).toBeVisible();
    await form.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await form.getByLabel('Mensaje').click();
    await expect(form.getByText('Escriba un correo electrónico válido')).toBeVisible();
    await form.getByLabel('Correo electrónico').fill('ana@example.com');
    await form.getByLabel('Mensaje').fill('¿El cupón es gratis?');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No se pudo enviar. Vuelva a cargar la página e inténtelo de nuevo.' })).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar aviso' }).click();
    fail = false;
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Enviado correctamente' })).toBeVisible();
    expect(sent.at(-1)).toContain('<strong>Written in:</strong> Spanish');
    await expectNoEnglish(page, 'contact page after sending');
  });

  test('comparison: a drug\'s table in Spanish (its quantity too), its coupon link to the Spanish coupon page', async ({ page }) => {
    const row = {
      pharmacy: 'CVS', RxSavvy: 9.5, goodRx: 14.25, goodRxScreenshot: '', goodRxURL: 'https://www.goodrx.com/lisinopril', goodRxObservedAt: '2026-11-20',
      ln: 'Lisinopril', qtyToDisplay: '30 tablets', form: 'Tablet', dosage: '20 mg', couponSig: 'x',
      rxBin: '610711', rxPcn: 'AXRX', rxGroup: 'RXS01', memberId: 'RXS1234567', servicePhone: '8005550100', helpdeskPhone: '8005550101',
    };
    await page.route('**/api/goodrx-price-comparison?*', (route) => route.fulfill({ json: { data: { prices: [row] } } }));
    await page.goto('/es/goodrx-comparison?drugName=Lisinopril');
    const ours = page.locator('a.comparison-table__ours');
    await expect(ours).toHaveAttribute('href', /^\/es\/coupon\?/);
    await expect(ours).toContainText('$9.50');
    await expect(page.locator('.comparison-table caption')).toContainText('Lisinopril 20 mg tablet, 30 tabletas');
    await expectNoEnglish(page, 'comparison table');
    await expectNoSeriousA11yViolations(page);
  });

  test('transfer: the lookup\'s results and the phone instruction in Spanish', async ({ page }) => {
    await page.route('**/api/prescription-transfer?*', (route) =>
      route.fulfill({
        json: {
          pharmacies: [
            { pharmacyName: 'Walgreens', websiteDomain: 'walgreens.com', guestURL: 'https://www.walgreens.com/transfer', withAccountURL: 'https://www.walgreens.com/account', phoneNumber: '' },
            { pharmacyName: 'Corner Drug', websiteDomain: '', guestURL: '-', withAccountURL: '', phoneNumber: '(619) 555-0100' },
          ],
        },
      }),
    );
    await page.goto('/es/prescription-transfer?p=Wal');
    await expect(page.getByLabel('Nombre de la farmacia')).toHaveValue('Wal');
    await expect(page.getByRole('link', { name: 'Transferir como invitado en Walgreens (se abre en una pestaña nueva)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Transferir con su cuenta en Walgreens (se abre en una pestaña nueva)' })).toBeVisible();
    await expect(page.getByText('Llame a Corner Drug al (619) 555-0100 y pídales que transfieran su receta')).toBeVisible();
    await expect(page.getByRole('link', { name: '(619) 555-0100' })).toHaveAttribute('href', 'tel:6195550100');
    await expectNoEnglish(page, 'transfer results');
  });
});
