import { expect, test, type Page } from '@playwright/test';
import type { PharmacyPrice } from '../../shared/contracts/prices';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchThirdPartyRequests } from './support/no-third-party';
import { openPrices, optionsPanel, pricesLoaded, rows } from './journey-steps';

/**
 * The visitor's own store (one entry per pharmacy name, its nearest store, the chain's other stores
 * one disclosure away, approximate distances said), the phone flow after an option change (panel
 * closes, focus and scroll go to the new prices, which are announced), and the map. Both projects.
 */

const nameKey = (p: Pick<PharmacyPrice, 'pharmacyName'>) => p.pharmacyName.trim().toLowerCase();
const rowId = async (row: ReturnType<typeof rows>) => (await row.getAttribute('id'))!.replace('pharmacy-row-', '');

/** What each listed row shows, read in one go (not several round trips a row, on up to 100 rows). */
const listed = (page: Page) => rows(page).evaluateAll((els) => els.map((row) => {
  const text = (el: Element | null) => (el ? (el.textContent ?? '').replace(/\s+/g, ' ').trim() : null);
  return {
    id: row.id.replace('pharmacy-row-', ''),
    distance: text(row.querySelector('.pharmacy-row__distance')),
    where: text(row.querySelector('.pharmacy-row__who > .pharmacy-row__where')),
    more: row.querySelectorAll('.other-locations > summary').length ? text(row.querySelector('.other-locations > summary')) : undefined,
  };
}));

// One Chicago list with every pharmacy shown, read as a list and then as a map (one page load, one price fan-out).
test('each pharmacy name is one entry, its nearest store, with the chain\'s other stores nearby and approximate distances marked; the map of that list', async ({ page, isMobile, baseURL }) => {
  // The budget of the two tests this was (a list of up to 100 rows, then its map, each with an axe scan).
  test.setTimeout(180_000);
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  // Chicago: many stores of each chain within the priced set, several placed only at their zip's centre.
  const details = await openPrices(page, '/Lisinopril?z=60601', /^Prices for Lisinopril/);
  await page.getByRole('button', { name: 'Show More Pharmacies' }).click();
  const byId = new Map(details.drugs.map((d) => [d.pharmacyId, d]));
  const sameName = (p: PharmacyPrice) => details.drugs.filter((d) => nameKey(d) === nameKey(p));
  const names = new Set<string>();
  let disclosures = 0;
  let approximate = 0;
  for (const [index, row] of (await listed(page)).entries()) {
    const store = byId.get(row.id)!;
    expect(names.has(nameKey(store)), `one entry for ${store.pharmacyName}`).toBe(false);
    names.add(nameKey(store));
    const stores = sameName(store);
    expect(store.distance, `${store.pharmacyName}'s entry is its nearest store`).toBe(Math.min(...stores.map((s) => s.distance)));
    expect(row.distance, store.pharmacyName).toBe(`${store.distance.toFixed(2)} mi away`);
    expect(row.where, `${store.pharmacyName} says where it is`).not.toBeNull();
    if (store.geo === 'zip') {
      approximate += 1;
      expect(row.where, store.pharmacyName).toContain('(approximate: from the zip code\'s centre)');
    } else {
      expect(row.where, store.pharmacyName).not.toContain('approximate');
    }
    if (stores.length === 1) {
      expect(row.more, `${store.pharmacyName} has no other stores to show`).toBeUndefined();
      continue;
    }
    expect(row.more).toBe(`${stores.length - 1} more location${stores.length === 2 ? '' : 's'} nearby`);
    if (disclosures >= 3) continue;
    disclosures += 1;
    const more = rows(page).nth(index).locator('.other-locations > summary');
    const others = rows(page).nth(index).getByRole('list', { name: `Other ${store.pharmacyName} locations` }).getByRole('listitem');
    await more.click();
    await expect(others).toHaveCount(stores.length - 1);
    const shown = (await others.locator('.other-locations__distance').allTextContents()).map((t) => Number.parseFloat(t));
    expect(shown, 'the other stores, nearest first').toEqual([...shown].sort((a, b) => a - b));
    const withPhone = stores.find((s) => s.pharmacyId !== store.pharmacyId && s.phone);
    if (withPhone) await expect(others.getByRole('link', { name: withPhone.phone, exact: true }).first()).toHaveAttribute('href', `tel:${withPhone.phone.replace(/[^\d+]/g, '')}`);
  }
  expect(disclosures, 'some chain has several stores nearby').toBeGreaterThan(0);
  expect(approximate, 'some entry is placed at its zip code centre').toBeGreaterThan(0);
  // Sorted by distance, the entries go by their own store's distance.
  await page.getByLabel('Sort by').selectOption({ label: 'Nearest' });
  const distances = (await rows(page).locator('.pharmacy-row__distance').allTextContents()).map((t) => Number.parseFloat(t));
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await expectNoSeriousA11yViolations(page);

  await test.step('the map: price markers fitted to the listed stores, none overlapping, approximate ones drawn as such', async () => {
    const count = await rows(page).count();
    const map = await showMap(page, isMobile);
    const markers = map.locator('a.pharmacy-map__marker');
    const texts = await markers.locator('text').allTextContents();
    for (const t of texts) expect(t, 'each marker shows a price (a cluster its count and lowest price)').toMatch(/^(\d+ from )?(\$\d+\.\d\d|…)$/);
    const counts = await markers.evaluateAll((links) => links.map((a) => Number(a.getAttribute('data-members'))));
    expect(counts.reduce((a, b) => a + b, 0), 'every listed pharmacy is on the map').toBe(count);
    const svg = (await map.locator('svg').boundingBox())!;
    const boxes = await markers.locator('rect').evaluateAll((rects) => rects.map((r) => r.getBoundingClientRect()).map(({ x, y, width, height }) => ({ x, y, width, height })));
    for (const [i, a] of boxes.entries()) {
      expect(a.x, 'inside the map').toBeGreaterThanOrEqual(svg.x - 1);
      expect(a.x + a.width).toBeLessThanOrEqual(svg.x + svg.width + 1);
      for (const b of boxes.slice(i + 1)) {
        const apart = a.x + a.width <= b.x + 1 || b.x + b.width <= a.x + 1 || a.y + a.height <= b.y + 1 || b.y + b.height <= a.y + 1;
        expect(apart, 'no two markers overlap').toBe(true);
      }
    }
    const labels = await markers.evaluateAll((links) => links.map((a) => ({ name: a.getAttribute('aria-label')!, approx: a.classList.contains('pharmacy-map__marker--approx'), members: Number(a.getAttribute('data-members')) })));
    expect(labels.some((l) => l.name.includes('location approximate')), 'stores at a zip centre are said to be approximate').toBe(true);
    for (const l of labels.filter((x) => x.members === 1)) expect(l.approx, l.name).toBe(l.name.endsWith(', location approximate'));
    await expectNoSeriousA11yViolations(page);
  });
  thirdParty.assertNone();
});

test('Honolulu: pharmacies within the radius are always listed', async ({ page }) => {
  const details = await openPrices(page, '/Lisinopril?z=96813', /^Prices for Lisinopril/);
  expect(details.drugs.length).toBeGreaterThan(0);
  await expect(rows(page).first()).toBeVisible();
  expect(await rows(page).count()).toBeGreaterThan(0);
});

test('after an option change the new prices are announced, and on a phone the panel closes and focus and scroll go to them', async ({ page, isMobile }) => {
  await openPrices(page, '/Lisinopril?z=92101', /^Prices for Lisinopril 20 mg, 30 tablets$/);
  const status = page.getByRole('status').filter({ hasText: /^Prices updated for / });
  if (isMobile) {
    await page.getByRole('button', { name: 'Edit' }).tap();
    await expect(optionsPanel(page)).toBeVisible();
  }
  await optionsPanel(page).getByLabel('Dosage').selectOption('10 mg');
  await pricesLoaded(page, /^Prices for Lisinopril 10 mg, 30 tablets$/);
  await expect(status).toHaveText('Prices updated for Lisinopril 10 mg, 30 tablets');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  if (isMobile) {
    await expect(optionsPanel(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-expanded', 'false');
    const heading = page.getByRole('heading', { level: 2, name: /^Prices for Lisinopril 10 mg, 30 tablets$/ });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(rows(page).first().locator('.pharmacy-row__price')).toBeInViewport();
    // Again for the quantity: Edit, choose, and the visitor is back at the prices.
    await page.getByRole('button', { name: 'Edit' }).tap();
  }
  await optionsPanel(page).getByLabel('Quantity', { exact: true }).selectOption({ label: '90 tablets' });
  await pricesLoaded(page, /^Prices for Lisinopril 10 mg, 90 tablets$/);
  await expect(status).toHaveText('Prices updated for Lisinopril 10 mg, 90 tablets');
  if (isMobile) {
    await expect(optionsPanel(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: /^Prices for Lisinopril 10 mg, 90 tablets$/ })).toBeFocused();
  } else {
    // On a desktop the options stay beside the prices, and focus stays with them.
    await expect(optionsPanel(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Prices for Lisinopril 10 mg, 90 tablets$/ })).not.toBeFocused();
  }
  await expectNoSeriousA11yViolations(page);
});

// One San Diego list: no third-party request on load, the Directions links, then the List/Map switch (or the map below the list).
test('no third-party request on load; every row has a Directions link to a maps URL, followed only when clicked', async ({ page, baseURL, isMobile }) => {
  const thirdParty = watchThirdPartyRequests(page, baseURL!);
  const details = await openPrices(page, '/Lisinopril?z=92101', /^Prices for Lisinopril/);
  const byId = new Map(details.drugs.map((d) => [d.pharmacyId, d]));
  const all = await rows(page).all();
  expect(all.length).toBeGreaterThan(0);
  for (const row of all) {
    const store = byId.get(await rowId(row))!;
    const link = row.getByRole('link', { name: `Directions to ${store.pharmacyName}, ${store.address} (opens your maps app)`, exact: true });
    await expect(link).toHaveText('Directions');
    await expect(link).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${store.pharmacyName}, ${store.address}`)}`);
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  thirdParty.assertNone();
  await test.step(isMobile ? 'on a phone a List/Map switch shows one or the other' : 'on a desktop the map is below the list', () => listOrMap(page, isMobile));
});

/** Shows the map (on a phone, through the List/Map switch) and waits for its drawing. */
async function showMap(page: Page, isMobile: boolean) {
  const map = page.getByRole('figure', { name: /^Map of the \d+ pharmacies listed above/ });
  if (isMobile) await page.getByRole('group', { name: 'Show the pharmacies as' }).getByRole('button', { name: 'Map' }).tap();
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('svg path.pharmacy-map__land')).toHaveAttribute('d', /^M/);
  return map;
}

async function listOrMap(page: Page, isMobile: boolean) {
  const toggle = page.getByRole('group', { name: 'Show the pharmacies as' });
  const map = page.getByRole('figure', { name: /^Map of the \d+ pharmacies listed above/ });
  if (!isMobile) {
    await expect(toggle).toHaveCount(0);
    await expect(map).toBeAttached();
    expect((await map.boundingBox())!.y).toBeGreaterThan((await rows(page).last().boundingBox())!.y);
    return;
  }
  await expect(map).toHaveCount(0);
  await expect(toggle.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await toggle.getByRole('button', { name: 'Map' }).tap();
  await expect(toggle.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page).first()).toBeHidden();
  await expect(map.locator('svg path.pharmacy-map__land')).toHaveAttribute('d', /^M/);
  // The map sits where the list was, on the first screen.
  await expect(map.locator('svg')).toBeInViewport();
  // A marker goes back to the list, at its pharmacy.
  await map.getByRole('link').first().tap();
  await expect(toggle.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expect(map).toHaveCount(0);
  await expect(page.locator('.pharmacy-row:focus')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
}
