import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { revealLaterSections } from './support/later-sections';
import { expectNoEnglish } from './support/no-english';
import { watchThirdPartyRequests } from './support/no-third-party';
import { revealFooter } from './support/footer';

/**
 * The consumer journey in Spanish (issue 31): home → search → drug page → coupon, then the switch
 * back to English on the same page; "Mis medicamentos" from the drug page to a priced list; every
 * section of the drug page and the alternatives page. Runs in both projects (desktop and phone widths).
 */

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
    await expect(page.locator('.cross-label')).toContainText('Genérico de Zestril');
    await expect(page.locator('.cross-label').getByRole('link', { name: 'Marca o genérico: ¿cuál es la diferencia? (en inglés)' })).toBeVisible();
    await expectSpanishPage(page, 'drug page');

    const coupon = page.getByRole('link', { name: /^Obtener cupón para / }).first();
    await coupon.click();
    await expect(page).toHaveURL(/\/es\/coupon\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Muestre este cupón inteligente en .+ para recibir su descuento$/);
    await expect(page.getByRole('link', { name: /Volver a los precios/ })).toHaveAttribute('href', /^\/es\/Lisinopril/);
    await page.getByText('¿El precio en el mostrador es diferente?').click();
    const counterHelp = page.locator('.counter-help');
    await expect(counterHelp).toContainText(/“Por favor, procese esta receta con la tarjeta de descuento BIN \d+, PCN \w+, grupo \w+, ID de miembro \w+\. El precio que aparece es \$\d+\.\d\d por 30 tabletas de Lisinopril /);
    await expect(counterHelp.getByRole('link', { name: /^Ver opciones más baratas de Lisinopril en / })).toHaveAttribute('href', /^\/es\/Lisinopril\?p=/);
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
    await (await revealFooter(page)).getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await (await revealFooter(page)).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('every section of the drug page in Spanish, then the alternatives page', async ({ page, isMobile }) => {
    test.setTimeout(150_000); // a drug page with its follow-up requests, an alternatives page and axe runs on a shared machine
    await page.goto('/es/Lisinopril?z=92101');
    await expect(page.getByRole('heading', { level: 2, name: 'Precios de Lisinopril 20 mg, 30 tabletas' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Un momento. Estamos buscando los precios más bajos para usted.')).toHaveCount(0);
    const location = page.getByRole('region', { name: 'Su ubicación' });
    await expect(location).toContainText(/^Precios cerca de San Diego, CA 92101/);
    await expect(page.locator('.pharmacy-row__distance').first()).toHaveText(/^a \d+\.\d\d mi de distancia$/);
    await expect(page.getByRole('link', { name: /^Cómo llegar a / }).first()).toHaveText('Cómo llegar');
    await revealLaterSections(page);
    const history = page.getByRole('region', { name: 'Historial de precios cerca de usted' });
    await expect(history.getByText(/^Registramos precios desde el \d{1,2} de [a-z]+ de \d{4}\.$/)).toBeVisible({ timeout: 15_000 });
    const about = page.getByRole('region', { name: 'Acerca de Lisinopril' });
    await expect(about.getByText('Clase de medicamento: ACE inhibitor.')).toBeVisible({ timeout: 15_000 });
    await expect(about.getByRole('link', { name: 'Para qué se usa Lisinopril (códigos ICD-10)' })).toBeVisible();
    const alert = page.getByRole('region', { name: 'Avísenme cuando baje el precio' });
    await expect(alert.getByRole('button', { name: 'Avísenme' })).toBeDisabled();

    // The map: below the list on a desktop, behind the List/Map switch on a phone.
    if (isMobile) await page.getByRole('group', { name: 'Ver las farmacias como' }).getByRole('button', { name: 'Mapa' }).click();
    const map = page.locator('figure.pharmacy-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('figcaption')).toHaveText(/^Mapa de las \d+ farmacias de la lista de arriba, alrededor de 92101\./);
    await expect(map.locator('a.pharmacy-map__marker').first()).toBeVisible({ timeout: 15_000 });
    await expectNoEnglish(page, 'drug page');
    await expectNoSeriousA11yViolations(page);
    if (isMobile) await page.getByRole('button', { name: 'Lista' }).click();

    if (!isMobile) {
      // The details behind each disclosure, opened, then the whole page checked again.
      const row = page.locator('.pharmacy-row').filter({ has: page.locator('.why-price') }).first();
      await row.getByText('¿Por qué este precio?').click();
      await expect(row.locator('.why-price__plain')).toHaveText(/^Usted paga \$\d+\.\d\d por 30 tabletas porque /);
      await expect(row.locator('.why-price li').first()).toContainText(/^Las farmacias pagan alrededor de \$\d+\.\d\d por 30 tabletas \(\$[\d.]+ por tableta\)/);
      const more = page.locator('.other-locations').first();
      if (await more.count()) {
        await more.locator('summary').click();
        await expect(more.locator('summary')).toHaveText(/^\d+ sucursal(es)? más en la zona$/);
      }
      await history.getByText('Ver los precios en una tabla').click();
      await expect(history.getByRole('columnheader', { name: 'Fecha' })).toBeVisible();
      const supply = page.getByRole('region', { name: 'Comparación de precios por unidad' });
      if (await supply.count()) await expect(supply.getByRole('columnheader', { name: 'Por unidad' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Cantidad' })).toContainText('90 tabletas');

      // Mail order: how to send the prescription, its shipping, and the transfer link to the Spanish transfer page.
      const how = page.getByRole('region', { name: 'Precios por correo' }).getByRole('region', { name: /^Cómo enviar su receta a / }).first();
      await expect(how).toContainText(/Receta nueva: pídale a su médico que la envíe electrónicamente a .+, NPI \d{10}/);
      await expect(how).toContainText('Envío: $5.00; entrega en 3–7 días hábiles (estimado)');
      await expect(how.getByRole('link', { name: /^transfiérala a / })).toHaveAttribute('href', /^\/es\/prescription-transfer\?p=/);

      await alert.getByRole('radio', { name: 'Mensaje de texto' }).check();
      await expect(alert.getByText('Escriba su número de celular para activar la alerta.')).toBeVisible();
      await expect(alert.getByText('Responda ALTO a cualquier mensaje para cancelar.', { exact: false })).toBeVisible();

      await location.getByRole('button', { name: 'Cambiar el código postal' }).click();
      const zipForm = page.getByRole('form', { name: 'Cambiar la ubicación' });
      await zipForm.getByLabel('Código postal').fill('921');
      await zipForm.getByRole('button', { name: 'Actualizar' }).click();
      await expect(zipForm.getByText('El código postal debe tener 5 dígitos')).toBeVisible();
      await expectNoEnglish(page, 'drug page, its details open');
      await expectNoSeriousA11yViolations(page);

      // A new quantity's prices are announced to a screen reader in Spanish.
      await page.getByRole('combobox', { name: 'Cantidad' }).selectOption({ label: '90 tabletas' });
      await expect(page.getByRole('status').filter({ hasText: /^Precios actualizados: / })).toHaveText('Precios actualizados: Lisinopril 20 mg, 90 tabletas', { timeout: 15_000 });
    }

    // An alternative opens its Spanish page, which comes back to these prices.
    const alternatives = page.getByRole('region', { name: 'Alternativas que puede consultar con su médico' });
    const compare = alternatives.getByRole('link').first();
    await expect(compare).toHaveAttribute('href', /^\/es\/alternative-medication\?/);
    await expect(compare).toHaveText(/^Comparar /);
    await expect(alternatives.getByRole('listitem').first()).toContainText(/ es de la misma clase \(.+\)\. Para cambiar necesita una receta nueva de su médico\./);
    await compare.click();
    await expect(page).toHaveURL(/\/es\/alternative-medication\?/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^.+: una alternativa a Lisinopril$/);
    await expect(page).toHaveTitle('Medicamento alternativo | RxSavvy');
    await expect(page.getByRole('link', { name: /Volver a los precios/ })).toHaveAttribute('href', /^\/es\/Lisinopril/);
    await expect(page.getByRole('link', { name: /^Ver los precios de .+ cerca de usted$/ })).toHaveAttribute('href', /^\/es\//);
    await expect(page.getByRole('heading', { name: 'Necesita una receta nueva' })).toBeVisible();
    await expectSpanishPage(page, 'alternatives page');
  });
});
