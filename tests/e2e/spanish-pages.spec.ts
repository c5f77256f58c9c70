import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * The Spanish member, FAQ, legal and comparison pages (issue 31): each opens under /es in Spanish,
 * with no English sentence of the catalog, axe clean, at both widths (one page load per page and
 * width). Desktop also checks its title, its hreflang alternates and, on a legal page, the
 * courtesy-translation note that links the English text.
 */
const catalog = (lang: string) => JSON.parse(readFileSync(new URL(`../../web/src/i18n/catalogs/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const es = catalog('es');
/** Whole English messages without arguments, long enough to be prose rather than a shared word. */
const englishSentences = Object.entries(catalog('en'))
  .filter(([key, message]) => !/[{}'<]/.test(message) && message.length >= 12 && message.includes(' ') && message !== es[key])
  .map(([, message]) => message);

const ORIGIN = 'https://rxsavvy.com';

const PAGES = [
  { path: '/for-members', heading: 'Pague menos por las mismas recetas', title: 'Para miembros de planes | RxSavvy' },
  { path: '/privacy-policy', heading: 'Política de privacidad', title: 'Política de privacidad | RxSavvy', legal: true },
  { path: '/terms-of-use', heading: 'Términos de uso', title: 'Términos de uso | RxSavvy', legal: true },
  { path: '/faq', heading: 'Ayuda y preguntas frecuentes', title: 'Ayuda y preguntas frecuentes | RxSavvy' },
  { path: '/goodrx-comparison', heading: 'RxSavvy frente a GoodRx', title: 'RxSavvy frente a GoodRx: comparación de precios de recetas | RxSavvy' },
  { path: '/cvs-savings-finder-comparison', heading: 'RxSavvy frente a CVS Savings Finder', title: 'RxSavvy frente a CVS Savings Finder | RxSavvy' },
  { path: '/optum-perks-comparison', heading: 'RxSavvy frente a Optum Perks', title: 'RxSavvy frente a Optum Perks | RxSavvy' },
];

test.describe('Spanish member, FAQ, legal and comparison pages', () => {
  for (const { path, heading, title, legal } of PAGES) {
    test(`/es${path} is in Spanish`, async ({ page }, testInfo) => {
      await page.goto(`/es${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      const text = await page.locator('body').innerText();
      expect(englishSentences.filter((sentence) => text.includes(sentence)), 'English catalog sentences').toEqual([]);
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
