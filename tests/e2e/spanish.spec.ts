import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchThirdPartyRequests } from './support/no-third-party';

/**
 * The consumer journey in Spanish (issue 31): home → search → drug page → coupon, then the switch
 * back to English on the same page; "Mis medicamentos" from the drug page to a priced list. Runs in both projects (desktop and phone widths).
 */

/**
 * English sentences of the catalog that must not show on a Spanish page: whole messages without
 * arguments, long enough to be English prose rather than a shared word (a BIN, "Error", "Blog").
 */
const catalog = (lang: string) => JSON.parse(readFileSync(new URL(`../../web/src/i18n/catalogs/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const es = catalog('es');
const englishSentences = Object.entries(catalog('en'))
  .filter(([key, message]) => !/[{}']/.test(message) && message.length >= 12 && message.includes(' ') && message !== es[key])
  .map(([, message]) => message);

async function expectNoEnglish(page: Page, where: string) {
  const text = await page.locator('body').innerText();
  const found = englishSentences.filter((sentence) => text.includes(sentence));
  expect(found, `English catalog sentences on the Spanish ${where}`).toEqual([]);
}

async function expectSpanishPage(page: Page, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoEnglish(page, where);
  await expectNoSeriousA11yViolations(page);
}

test.describe('Spanish pages (/es)', () => {
  test('home → search → drug page → coupon in Spanish, then English keeps the page', async ({ page, baseURL }) => {
    test.setTimeout(120_000); // three pages, each checked by axe, on a shared machine
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    await page.goto('/es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No pague de más por sus recetas');
    await expect(page).toHaveTitle('RxSavvy: no pague de más por sus recetas');
    const origin = 'https://rxsavvy.com';
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}/`);
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${origin}/es`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}/`);
    await expect(page.getByRole('heading', { name: 'Ahorros destacados' })).toBeVisible();
    await expectSpanishPage(page, 'home page');

    const search = page.getByRole('combobox', { name: 'Busque su medicamento' });
    await search.fill('Lisinopril');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/es\/Lisinopril(\?|$)/);
    await expect(page.getByRole('heading', { level: 2, name: /^Precios de Lisinopril/ })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Un momento. Estamos buscando los precios más bajos para usted.')).toHaveCount(0);
    await expect(page).toHaveTitle('Lisinopril: precios con cupón de descuento | RxSavvy');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}/Lisinopril`);
    await expectSpanishPage(page, 'drug page');

    const coupon = page.getByRole('link', { name: /^Obtener cupón para / }).first();
    await coupon.click();
    await expect(page).toHaveURL(/\/es\/coupon\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Muestre este cupón inteligente en .+ para recibir su descuento$/);
    await expect(page.getByRole('link', { name: /Volver a los precios/ })).toHaveAttribute('href', /^\/es\/Lisinopril/);
    await expectSpanishPage(page, 'coupon page');

    const couponQuery = new URL(page.url()).search;
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`/coupon${couponQuery}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Show this smart coupon at .+ to claim your savings$/);
    thirdParty.assertNone();
  });

  test('the search page, an unknown drug and a bad zip say it in Spanish', async ({ page }) => {
    await page.goto('/es/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Búsqueda de descuentos en medicamentos');
    await expect(page).toHaveTitle('Buscar descuentos en medicamentos | RxSavvy');
    await expectSpanishPage(page, 'search page');

    await page.goto('/es/Qwzxvbnm');
    await expect(page.getByRole('dialog')).toContainText('No se encontró el medicamento');
    await expectNoEnglish(page, 'not-found card');
  });

  test('My medicines in Spanish: add from the drug page, open the list, price it for a zip', async ({ page, baseURL }) => {
    test.setTimeout(150_000); // two pages, a basket fan-out and axe runs on a shared machine
    const thirdParty = watchThirdPartyRequests(page, baseURL!);
    await page.goto('/es/Lisinopril?z=92101');
    const add = page.getByRole('button', { name: 'Agregar a Mis medicamentos' });
    await expect(add).toBeVisible({ timeout: 20_000 });
    await add.click();
    await expect(page.getByText('Lisinopril está en su lista de medicamentos.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver Mis medicamentos' })).toHaveAttribute('href', '/es/my-medicines');

    // The header's link (behind the menu button on a phone) keeps the visitor in Spanish.
    const menu = page.getByRole('button', { name: 'Menú' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Mis medicamentos' }).click();
    await expect(page).toHaveURL(/\/es\/my-medicines$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis medicamentos');
    await expect(page).toHaveTitle('Mis medicamentos: el precio de toda su lista | RxSavvy');
    const list = page.getByRole('region', { name: 'Su lista' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Lisinopril');
    await expectSpanishPage(page, 'my medicines page');

    const zip = page.getByLabel('Código postal');
    await zip.fill('921');
    await page.getByRole('button', { name: 'Ver los precios de mi lista' }).click();
    await expect(page.getByText('El código postal debe tener 5 dígitos')).toBeVisible();
    await zip.fill('92101');
    await zip.press('Enter');
    const best = page.getByRole('region', { name: 'Total más bajo en una sola farmacia' });
    await expect(best).toBeVisible({ timeout: 30_000 });
    await expect(best).toContainText('Total: $');
    await expect(page.getByRole('region', { name: 'Combinación más barata entre farmacias' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pedido por correo' })).toBeVisible();
    const coupon = best.getByRole('link', { name: 'Abrir el cupón de Lisinopril' });
    await expect(coupon).toHaveAttribute('href', /^\/es\/coupon\?.*returnURL=%2Fes%2Fmy-medicines/);
    await expect(page.getByRole('heading', { name: 'Enviar mis cupones por correo electrónico' })).toBeVisible();
    await expectSpanishPage(page, 'priced list');

    // The e-mail is asked for in Spanish (the route is answered here: the server side is
    // tests/integration/basket.int.test.ts, and the send limits are shared with other specs).
    await page.route('**/api/basket/email', (route) => route.fulfill({ json: { sent: true } }));
    const emailed = page.waitForRequest('**/api/basket/email');
    const emailForm = page.getByRole('form', { name: 'Enviar mis cupones por correo electrónico' });
    await emailForm.getByLabel('Correo electrónico', { exact: true }).fill('maria@example.com');
    await emailForm.getByRole('button', { name: 'Enviar', exact: true }).click();
    expect((await emailed).postDataJSON()).toMatchObject({ zip: '92101', receiverEmail: 'maria@example.com', plan: 'one-pharmacy', lang: 'es' });
    await expect(emailForm.getByText('Le enviamos sus cupones.')).toBeVisible();

    await coupon.click();
    await expect(page).toHaveURL(/\/es\/coupon\?/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    thirdParty.assertNone();
  });

  test('the choice is remembered: Spanish chosen, / opens /es; English chosen, / stays', async ({ page }) => {
    await page.goto('/careers'); // a page with no Spanish version: the switch opens the Spanish home page
    await page.locator('.site-footer').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.locator('.site-footer').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
