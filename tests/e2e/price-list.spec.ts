import { expect, test, type Page } from '@playwright/test';
import type { DrugDetails } from '../../shared/contracts/prices';
import { isPriced } from '../../shared/priced-set';
import { expectNoSeriousA11yViolations } from './support/axe';
import { couponRows, openPrices, rows } from './journey-steps';
import { revealLaterSections } from './support/later-sections';
import { DESKTOP_ONLY } from './support/widths';

/**
 * The price list comes first and people can trust it (sort, chain filter, distance,
 * phone, named coupon links, savings from exact prices), a first-party map of it, a price history
 * from its first day, and "About {drug}". Run at desktop and phone widths (both projects).
 */

const LISINOPRIL = /^Prices for Lisinopril 20 mg, 30 tablets$/;

const amounts = async (page: Page) => (await rows(page).locator('.pharmacy-row__amount').allTextContents()).map((t) => Number(t.replace('$', '')));
const distances = async (page: Page) => (await rows(page).locator('.pharmacy-row__distance').allTextContents()).map((t) => Number.parseFloat(t));
const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

test('the price list is the first thing under the options, alternatives after it; price history from its first day; About Lisinopril', async ({ page }) => {
  await openPrices(page, '/Lisinopril?z=92101', LISINOPRIL);
  // The lowest price is on screen without scrolling: a coupon, or a pharmacy's own cash price (no coupon needed).
  const lowest = rows(page).first().locator('.pharmacy-row__amount');
  const firstCoupon = couponRows(page).first().getByRole('link', { name: /^Get coupon for / });
  const alternatives = page.getByRole('region', { name: 'Alternatives to ask your prescriber about' });
  await expect(alternatives).toBeVisible();
  const price = (await lowest.boundingBox())!;
  expect(price.y + price.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  expect((await firstCoupon.boundingBox())!.y).toBeLessThan((await alternatives.boundingBox())!.y);
  const order = await page.locator('.results > section').evaluateAll((sections) => sections.map((s) => s.className));
  expect(order[0]).toBe('price-list');
  expect(order.indexOf('notices notices--alternative')).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  await test.step('price history is drawn from its first day and says when tracking began', async () => {
    await revealLaterSections(page);
    const history = page.getByRole('region', { name: 'Price history near you' });
    await history.scrollIntoViewIfNeeded();
    await expect(history.getByText(/^Tracking since [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/)).toBeVisible();
    const chart = history.getByRole('img');
    await expect(chart).toHaveAccessibleName(/^Lowest price \$\d+\.\d\d/);
    await expect(chart.locator('circle')).toHaveCount(2);
    await expect(chart).toBeInViewport();
  });

  await test.step('About Lisinopril: its class, and no copay program (a generic has none)', async () => {
    const about = page.getByRole('region', { name: 'About Lisinopril' });
    await expect(about.getByText('Drug class: ACE inhibitor.')).toBeVisible();
    await expect(about.getByRole('heading', { name: 'Manufacturer copay program' })).toHaveCount(0);
  });
});

test('sort by price or distance, filter by chain; rows show distance and named coupon links; savings from exact prices', async ({ page }) => {
  // Manhattan: popular chains and, behind Show More, independent pharmacies (up to 100 rows, each
  // checked, then an axe scan of them all: more than 30 s on the busy 2-core CI machine).
  test.slow();
  // The page asks again while PBMs are still being checked (a late PBM can lower a store's price),
  // and the 90-day comparison asks for another quantity: rows are compared with the last answer
  // for the list's own selection, once the page has stopped asking.
  let latest: DrugDetails | undefined;
  page.on('response', (r) => {
    if (!r.url().includes('/api/ecsdosage0?') || !r.ok()) return;
    void r.json().then((d: DrugDetails) => {
      if (d.selected.quantityToDisplay === '30 tablets') latest = d;
    }, () => undefined);
  });
  await openPrices(page, '/Lisinopril?z=10001', LISINOPRIL);
  await page.getByRole('button', { name: 'Show More Pharmacies' }).click();
  await expect(page.locator('.pharmacy-row--checking')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const details = latest!;
  const count = await rows(page).count();
  expect(count).toBeGreaterThan(3);
  expect(ascending(await amounts(page))).toBe(true);

  await page.getByLabel('Sort by').selectOption({ label: 'Nearest' });
  expect(ascending(await distances(page))).toBe(true);
  expect(ascending(await amounts(page))).toBe(false);
  await page.getByLabel('Sort by').selectOption({ label: 'Lowest price' });
  expect(ascending(await amounts(page))).toBe(true);

  await page.getByLabel('Pharmacy chain').selectOption({ label: 'Walgreens' });
  await expect(rows(page).locator('.pharmacy-row__name')).toHaveText([/^WALGREENS/]);
  await page.getByLabel('Pharmacy chain').selectOption({ label: 'All chains' });
  await expect(rows(page)).toHaveCount(count);

  // Every row at once (one read of the settled list, not four round trips a row).
  const byId = new Map(details.drugs.map((d) => [d.pharmacyId, d]));
  const shown = await rows(page).evaluateAll((els) => els.map((row) => {
    const links = [...row.querySelectorAll('a')].filter((a) => a.checkVisibility());
    return {
      id: row.id.replace('pharmacy-row-', ''),
      distance: row.querySelector('.pharmacy-row__distance')?.textContent?.trim(),
      saving: row.querySelector('.pharmacy-row__saving')?.textContent?.trim(),
      tel: Object.fromEntries(links.filter((a) => a.getAttribute('href')?.startsWith('tel:')).map((a) => [a.textContent?.trim(), a.getAttribute('href')])),
      coupons: links.map((a) => a.getAttribute('aria-label') ?? a.textContent?.trim()).filter((name) => name?.startsWith('Get coupon for ')),
    };
  }));
  expect(shown).toHaveLength(count);
  for (const row of shown) {
    const price = byId.get(row.id)!;
    expect(row.distance, row.id).toBe(`${price.distance.toFixed(2)} mi away`);
    if (price.phone) expect(row.tel[price.phone], row.id).toBe(`tel:${price.phone.replace(/[^\d+]/g, '')}`);
    if (!isPriced(price) || price.priceBasis === 'UC') continue;
    expect(row.coupons, row.id).toContain(`Get coupon for ${price.pharmacyName}, ${price.distance.toFixed(1)} mi`);
    expect(row.saving, row.id).toBe(`Save ${Math.round(100 * (1 - price.price / price.ucPrice))}%`);
  }
  await expect(page.getByRole('region', { name: 'Mail Order Prices' }).getByRole('link', { name: /^Get coupon for .+, mail order$/ }).first()).toBeVisible();
  // NPPES lists a phone for (nearly) every pharmacy; the page names its sources.
  expect(details.drugs.filter((d) => d.phone).length).toBeGreaterThan(0);
  await expect(page.getByText(/^Pharmacy names, addresses and phone numbers: the CMS NPPES registry/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('when the directory lists no phone for any pharmacy shown, the page says so rather than showing none silently', DESKTOP_ONLY, async ({ page }) => {
  await page.route('**/api/ecsdosage0?**', async (route) => {
    // The page may drop a request for a newer one (a follow-up while PBMs answer); its response is then disposed.
    const answer = (await route.fetch().then((response) => response.json()).catch(() => undefined)) as DrugDetails | undefined;
    if (!answer) return route.abort().catch(() => undefined);
    answer.drugs = answer.drugs.map((d) => ({ ...d, phone: '' }));
    await route.fulfill({ json: answer }).catch(() => undefined);
  });
  await openPrices(page, '/Lisinopril?z=92101', LISINOPRIL);
  await expect(rows(page).locator('.pharmacy-row__phone')).toHaveCount(0);
  await expect(page.getByText('No phone number is listed for these pharmacies.', { exact: false })).toBeVisible();
});

const mapChunks = (urls: string[]) => urls.filter((u) => /\/MapDrawing-[\w-]+\.js$/.test(u));

test('the map: its own chunk, only with a list and on screen; markers named, focusable and linked to their rows; nothing leaves 127.0.0.1', async ({ page, isMobile }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Drug discount search' })).toBeVisible();
  expect(mapChunks(requested)).toEqual([]);

  await openPrices(page, '/Lisinopril?z=92101', LISINOPRIL);
  const map = page.getByRole('figure', { name: /^Map of the \d+ pharmacies listed above, around 92101/ });
  if (isMobile) {
    // On a phone the map is not below the list: it waits behind the List/Map switch.
    await expect(map).toHaveCount(0);
    expect(mapChunks(requested)).toEqual([]);
    await page.getByRole('group', { name: 'Show the pharmacies as' }).getByRole('button', { name: 'Map' }).tap();
  }
  await expect(map).toBeAttached();
  // Below the screen, the drawing waits until the visitor scrolls to it.
  if ((await map.boundingBox())!.y > page.viewportSize()!.height) expect(mapChunks(requested)).toEqual([]);
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('svg path.pharmacy-map__land')).toHaveAttribute('d', /^M/);
  expect(mapChunks(requested)).toHaveLength(1);

  // One marker per pharmacy, or one for several that would overlap; each named for its pharmacies.
  const names = await rows(page).locator('.pharmacy-row__name').allTextContents();
  const markers = map.getByRole('link');
  const members = (await markers.evaluateAll((links) => links.map((a) => Number(a.getAttribute('data-members'))))).reduce((a, b) => a + b, 0);
  expect(members).toBe(names.length);
  const one = /^[^;]+, \d+\.\d mi, \$\d+\.\d\d(, location approximate)?$/;
  const several = /^\d+ from \$\d+\.\d\d: \d+ pharmacies here: /;
  for (const marker of await markers.all()) await expect(marker).toHaveAccessibleName(Number(await marker.getAttribute('data-members')) > 1 ? several : one);
  const firstName = (await markers.first().getAttribute('aria-label'))!.replace(/^\d+ from [^:]+: \d+ pharmacies here: /, '').split(', ')[0]!;
  const firstRow = rows(page).filter({ has: page.getByRole('heading', { name: firstName.toUpperCase(), exact: true }) }).first();

  await markers.first().focus();
  await page.keyboard.press('Enter');
  await expect(firstRow).toBeFocused();
  await expect(firstRow).toBeInViewport();
  await expect(page).toHaveURL(/\/Lisinopril\?[^#]*$/);

  await expectNoSeriousA11yViolations(page);
  const foreign = requested.filter((u) => /^https?:/.test(u) && new URL(u).hostname !== '127.0.0.1');
  expect(foreign).toEqual([]);
});

// About Lisinopril (a class, no copay program) is read in the first test, on its page load.
test('About {drug}: what it treats, its class, the copay program where one exists, and the matching tools', async ({ page }) => {
  await openPrices(page, '/Atorvastatin?z=92101', /^Prices for Atorvastatin /);
  await revealLaterSections(page);
  const about = page.getByRole('region', { name: 'About Atorvastatin' });
  await about.scrollIntoViewIfNeeded();
  await expect(about.getByRole('listitem').filter({ hasText: 'Hyperlipidemia' })).toBeVisible();
  await expect(about.getByText(/^Drug class: Statin/)).toBeVisible();
  await expect(about.getByRole('link', { name: "Pfizer's Lipitor savings program" })).toHaveAttribute('href', /^https:\/\//);
  await expect(about.getByRole('link', { name: /^Other drugs in the Statin/ })).toHaveAttribute('href', '/irxsavvy/drug-class?drugName=Atorvastatin');
  await expect(about.getByRole('link', { name: 'Manufacturer copay and assistance programs' })).toHaveAttribute('href', '/irxsavvy/manufacturer-coupon?drugName=Atorvastatin');
  await expectNoSeriousA11yViolations(page);
  // The site's own link to the manufacturer coupon page, for the program's brand and site (which that page recognises).
  const enroll = new URL((await about.getByRole('link', { name: 'How to get it, or let us enroll you' }).getAttribute('href'))!, 'http://x');
  expect([enroll.pathname, enroll.searchParams.get('drugName'), enroll.searchParams.get('manufacturerURL')]).toEqual(['/manufacturer-coupon', 'Lipitor', 'https://www.lipitor.com/']);
  expect(enroll.searchParams.get('returnURL')).toMatch(/^\/Atorvastatin\?/);
  await about.getByRole('link', { name: 'What Atorvastatin is used for (ICD-10 codes)' }).click();
  await expect(page).toHaveURL(/\/irxsavvy\/diagnoses-for-a-medication\?drugName=Atorvastatin$/);
  await expect(page.getByText('E78.5').first()).toBeVisible();
});

test('About {drug} says so when the lookup fails, and tries again', DESKTOP_ONLY, async ({ page }) => {
  let fail = true;
  await page.route('**/api/tools/icd10?**', (route) => (fail ? route.fulfill({ status: 503, json: { error: { code: 'busy', message: 'busy' } } }) : route.fallback()));
  await openPrices(page, '/Lisinopril?z=92101', LISINOPRIL);
  await revealLaterSections(page);
  const about = page.getByRole('region', { name: 'About Lisinopril' });
  await expect(about.getByRole('alert')).toHaveText(/We could not load more about Lisinopril just now/);
  fail = false;
  // As a visitor would: Try again, and once more if the busy test server sheds that request too (503).
  await expect(async () => {
    const retry = about.getByRole('button', { name: 'Try again' });
    if (await retry.isVisible()) await retry.click();
    await expect(about.getByText('Drug class: ACE inhibitor.')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(about.getByRole('alert')).toHaveCount(0);
});
