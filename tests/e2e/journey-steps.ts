import { expect, test, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { COUPON_QUERY_KEYS } from '../../shared/coupon-link';
import type { DrugDetails } from '../../shared/contracts/prices';
import { expectNoSeriousA11yViolations } from './support/axe';
import { revealLaterSections } from './support/later-sections';
import { watchThirdPartyRequests } from './support/no-third-party';

/**
 * The new visitor's whole journey of (home -> type "lisin" -> pick -> change dosage,
 * quantity and zip -> compare -> show more -> open a coupon -> print view -> back), walked once per
 * viewport. What differs between a desktop and a phone lives in a small `ViewportSteps` object; the
 * walk itself, and every assertion on what the visitor gets, is shared.
 */

export const LOADING = "Hang on. We're getting you the lowest prices.";
export const optionsPanel = (page: Page) => page.getByRole('form', { name: 'Search options' });
export const rows = (page: Page) => page.locator('.pharmacy-list').first().locator('.pharmacy-row');
/** Opens the drug page and returns the price answer the page received. */
export async function openPrices(page: Page, path: string, heading: RegExp): Promise<DrugDetails> {
  const answer = page.waitForResponse((r) => r.url().includes('/api/ecsdosage0?'));
  await page.goto(path);
  const details = (await (await answer).json()) as DrugDetails;
  await pricesLoaded(page, heading);
  return details;
}

/** Rows priced by a coupon: a pharmacy's own cash price (a $4 list, say) can be cheapest and has no coupon. */
export const couponRows = (page: Page) => rows(page).filter({ has: page.getByRole('link', { name: /^Get coupon for / }) });

export async function pricesLoaded(page: Page, heading: RegExp) {
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(LOADING)).toHaveCount(0);
}

/** What the visitor has chosen, as the page shows it back (quantity is the display text). */
export interface Shown {
  dosage: string;
  /** The quantity as shown ('90 tablets') and as the Quantity dropdown's value ('90'). */
  quantity: string;
  quantityValue: string;
  zip: string | RegExp;
}

/** The few things a phone user does or sees differently from a desktop user. */
export interface ViewportSteps {
  /** How the visitor activates a link or button: a mouse click, or a finger tap. */
  activate(target: Locator): Promise<void>;
  /** The search control of the site header on this viewport (a bar, or an icon linking to /search). */
  headerSearch(page: Page): Locator;
  /** Home before searching: the header is hidden until scrolled (rules#site-shell 'revealHeader'). */
  home(page: Page, search: Locator): Promise<void>;
  /** Picks `name` from the open suggestion list of `input`. */
  pickSuggestion(input: Locator, list: Locator, name: string): Promise<void>;
  /** How a pharmacy row is laid out (rules#drug-page: mobile and desktop layouts differ). */
  rowLayout(page: Page, row: Locator): Promise<void>;
  /** Brings the options panel up (a no-op where it always shows), checking what the visitor sees first. */
  openOptions(page: Page, shown: Shown): Promise<void>;
  /** The page shows the visitor's selection back (after changes, a shared link, or coming back). */
  showsSelection(page: Page, shown: Shown): Promise<void>;
  /** Gets back to the options after a change (on a phone a change closes the panel and takes the visitor to the prices). */
  reopenOptions(page: Page): Promise<void>;
}

/** The header stays hidden (and out of reach) at the top of /, and shows once scrolled over 600 px. */
async function headerRevealedOnScroll(page: Page, headerSearch: Locator) {
  const header = page.locator('header.site-header');
  await expect(header).toHaveClass(/site-header--hidden/);
  await expect(header).not.toBeInViewport();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  // The wheel's scroll is asynchronous and the home may still be growing: the visitor simply
  // scrolls on until the page is past 600 px.
  await expect(async () => {
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 1_000 }).toBeGreaterThan(600);
  }).toPass();
  await expect(header).not.toHaveClass(/site-header--hidden/);
  await expect(header).toBeInViewport();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(headerSearch).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveClass(/site-header--hidden/);
}

async function panelShows(page: Page, shown: Shown) {
  const options = optionsPanel(page);
  await expect(options).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your location' })).toContainText(shown.zip);
  await expect(options.getByLabel('Dosage')).toHaveValue(shown.dosage);
  await expect(options.getByLabel('Quantity', { exact: true })).toHaveValue(shown.quantityValue);
  await expect(options.getByLabel('Quantity', { exact: true }).locator('option:checked')).toHaveText(shown.quantity);
}

export const desktopSteps: ViewportSteps = {
  activate: (target) => target.click(),
  headerSearch: (page) => page.locator('header.site-header').getByRole('combobox', { name: 'Search drug prices' }),
  async home(page) {
    await headerRevealedOnScroll(page, desktopSteps.headerSearch(page));
  },
  async pickSuggestion(input, list, name) {
    await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', /option-0$/);
    await expect(list.getByRole('option', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
  },
  async rowLayout(page, row) {
    await expect(row).toHaveClass(/pharmacy-row--desktop/);
    await expect(page.locator('.pharmacy-row--mobile')).toHaveCount(0);
    // One line: who, then the price, then the button.
    const who = (await row.locator('.pharmacy-row__who').boundingBox())!;
    const price = (await row.locator('.pharmacy-row__price').boundingBox())!;
    const action = (await row.locator('.pharmacy-row__action').boundingBox())!;
    expect(price.x).toBeGreaterThanOrEqual(who.x + who.width);
    expect(action.x).toBeGreaterThanOrEqual(price.x + price.width);
  },
  async openOptions(page) {
    await expect(page.locator('.search-summary')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(optionsPanel(page)).toBeVisible();
  },
  showsSelection: panelShows,
  async reopenOptions(page) {
    await expect(optionsPanel(page)).toBeVisible();
  },
};

const summary = (page: Page) => page.locator('.search-summary');
const editButton = (page: Page) => summary(page).getByRole('button', { name: 'Edit' });

async function summaryShows(page: Page, shown: Shown) {
  await expect(summary(page).locator('dt')).toHaveText(['Quantity', 'Form', 'Dosage', 'Zip']);
  await expect(summary(page).locator('dd')).toHaveText([shown.quantity, 'Tablet', shown.dosage, shown.zip]);
}

export const mobileSteps: ViewportSteps = {
  activate: (target) => target.tap(),
  // rules#site-shell, rules#search-bar: below 1200 px the header has a search icon linking to /search, not the bar.
  headerSearch: (page) => page.locator('header.site-header').getByRole('link', { name: 'Drug price search' }).filter({ has: page.locator('svg') }),
  async home(page, search) {
    await headerRevealedOnScroll(page, mobileSteps.headerSearch(page));
    // rules#search-bar: the Search button is an icon on mobile; three popular searches.
    const button = page.locator('form', { has: search }).getByRole('button', { name: 'Search', exact: true });
    await expect(button.locator('svg')).toBeVisible();
    await expect(button.getByText('Search')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Popular Searches' }).getByRole('link')).toHaveCount(3);
  },
  async pickSuggestion(_input, list, name) {
    // No arrow keys on a phone: the visitor taps the suggestion.
    await list.getByRole('option', { name, exact: true }).tap();
  },
  async rowLayout(page, row) {
    await expect(row).toHaveClass(/pharmacy-row--mobile/);
    await expect(page.locator('.pharmacy-row--desktop')).toHaveCount(0);
    // The price sits beside the name; the Get Coupon button spans the row below them.
    const who = (await row.locator('.pharmacy-row__who').boundingBox())!;
    const price = (await row.locator('.pharmacy-row__price').boundingBox())!;
    const action = (await row.locator('.pharmacy-row__action').boundingBox())!;
    expect(price.x).toBeGreaterThanOrEqual(who.x + who.width);
    expect(price.y).toBeLessThan(who.y + who.height);
    expect(action.y).toBeGreaterThanOrEqual(who.y + who.height);
    expect(action.width).toBeGreaterThan(who.width + price.width - 1);
    // Nothing makes the phone scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  },
  async openOptions(page, shown) {
    // rules#site-shell: on mobile a compact summary with an Edit button replaces the panel.
    await summaryShows(page, shown);
    await expect(optionsPanel(page)).toBeHidden();
    await expect(editButton(page)).toHaveAttribute('aria-expanded', 'false');
    await editButton(page).tap();
    await expect(editButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(optionsPanel(page)).toBeVisible();
  },
  async showsSelection(page, shown) {
    await summaryShows(page, shown);
    if (await optionsPanel(page).isHidden()) await editButton(page).tap();
    await panelShows(page, shown);
  },
  async reopenOptions(page) {
    await expect(optionsPanel(page)).toBeHidden();
    await editButton(page).tap();
    await expect(optionsPanel(page)).toBeVisible();
  },
};

export interface JourneyFixtures {
  page: Page;
  baseURL: string | undefined;
  context: BrowserContext;
  browser: Browser;
  /** The project's device (viewport, touch, user agent): a shared link opens on the same kind of device. */
  device: BrowserContextOptions;
}

/**
 * From home: type "lisin", pick Lisinopril, change dosage, quantity and zip, share the link, show
 * more pharmacies, open a coupon, print it, go back. Requests never leave the site's own host and
 * the results page (options showing) has no serious accessibility violation.
 */
export async function walkJourney({ page, baseURL, context, browser, device }: JourneyFixtures, steps: ViewportSteps) {
  const thirdParty = watchThirdPartyRequests(page, baseURL!);

  await test.step('home: type "lisin" and pick Lisinopril', async () => {
    await page.goto('/');
    const input = page.getByRole('combobox', { name: 'Search for your prescription' });
    await steps.home(page, input);
    await input.fill('lisin');
    const list = page.getByRole('listbox', { name: 'Drug name suggestions' });
    await expect(list.getByRole('option')).toHaveText(['Lisinopril', 'Lisinopril-Hydrochlorothiazide']);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('form', { has: input }).locator('.typeahead__ghost')).toHaveText('lisinopril');
    await steps.pickSuggestion(input, list, 'Lisinopril');
  });

  await test.step('compare: the prices of the default selection', async () => {
    await expect(page).toHaveURL(/\/Lisinopril(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lisinopril' })).toBeVisible();
    await pricesLoaded(page, /^Prices for Lisinopril 20 mg, 30 tablets$/);
    await expect(page).toHaveTitle('Lisinopril Prescription Discount Coupon Prices | RxSavvy');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /lowest price \$\d+\.\d\d/);
    await expect(page.getByRole('link', { name: /Brand name vs generic/ })).toHaveAttribute('href', '/blog/brand-name-vs-generic-drugs-cost-effectiveness-quality-savings');
    await expect(page.locator('.cross-label')).toContainText('Generic of Zestril');

    const first = couponRows(page).first();
    await expect(first.locator('.pharmacy-row__distance')).toHaveText(/^\d+\.\d\d mi away$/);
    await expect(first.locator('.pharmacy-row__amount')).toHaveText(/^\$\d+\.\d\d$/);
    await expect(first.locator('.pharmacy-row__retail')).toHaveText(/^(Estimated retail price|Retail price \([^)]+\)) \$\d+ Save \d+%$/);
    await expect(first.locator('.pharmacy-row__checked')).toHaveText(/^checked (just now|\d+ min ago)$/);
    await steps.rowLayout(page, first);
    await steps.activate(first.getByText('Why this price?'));
    await expect(first.locator('.why-price')).toContainText(/A cost-plus price would be \$\d+\.\d\d: that cost, plus 15%, plus the pharmacy's dispensing fee of \$\d+\.\d\d/);
    await expect(first.locator('.why-price')).toContainText(/reference acquisition cost, NADAC \(CMS\), week of \d{4}-\d\d-\d\d \(effective \d{4}-\d\d-\d\d\)/);
    await expect(page.getByRole('heading', { name: 'Mail Order Prices' })).toBeVisible();
    await revealLaterSections(page);
    await expect(page.getByRole('table').filter({ hasText: 'Mail order' })).toContainText('Pharmacy near you');
    await expect(page.getByRole('heading', { name: 'Price history near you' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tell me when the price drops' })).toBeVisible();
    await expect(steps.headerSearch(page)).toBeVisible();
  });

  const chosen: Shown = { dosage: '10 mg', quantity: '90 tablets', quantityValue: '90', zip: '10001' };
  await test.step('change dosage, quantity and zip', async () => {
    await steps.openOptions(page, { dosage: '20 mg', quantity: '30 tablets', quantityValue: '30', zip: /^\d{5}$/ });
    // Scanned with the options panel showing, so the mobile summary and panel are both checked.
    await expectNoSeriousA11yViolations(page);
    const options = optionsPanel(page);
    await expect(options.getByLabel('Form')).toBeDisabled();
    await expect(options.getByLabel('Brand or generic')).toBeEnabled();
    await options.getByLabel('Dosage').selectOption('10 mg');
    await pricesLoaded(page, /^Prices for Lisinopril 10 mg, 30 tablets$/);
    await steps.reopenOptions(page);
    await options.getByLabel('Quantity').selectOption({ label: '90 tablets' });
    await pricesLoaded(page, /^Prices for Lisinopril 10 mg, 90 tablets$/);
    await expect(page.getByRole('table').filter({ hasText: 'Per unit' })).toContainText('30 tablets');
    const location = page.getByRole('region', { name: 'Your location' });
    await steps.activate(location.getByRole('button', { name: 'Change zip code' }));
    await location.getByLabel('Zip Code').fill('1234');
    await location.getByLabel('Zip Code').press('Enter');
    await expect(location.getByText('The Zip code must be 5 digits')).toBeVisible();
    await location.getByLabel('Zip Code').fill('10001');
    await expect(location.getByText('The Zip code must be 5 digits')).toHaveCount(0);
    await location.getByLabel('Zip Code').press('Enter');
    await expect(location).toContainText('Prices near New York, NY 10001');
    // Real pharmacies (the NPPES directory) around Manhattan, cheapest first: the first may be across the river.
    await expect(rows(page).first().locator('.pharmacy-row__address')).toHaveText(/, (NY|NJ) \d{5}$/);
    await expect(page).toHaveURL(/\/Lisinopril\?.*d=10\+mg.*q=90.*z=10001/);
    await steps.showsSelection(page, chosen);
  });

  await test.step('a shared link reproduces the page in a fresh browser on the same kind of device', async () => {
    const otherContext = await browser.newContext(device);
    try {
      const other = await otherContext.newPage();
      const otherThirdParty = watchThirdPartyRequests(other, baseURL!);
      await other.goto(page.url());
      await pricesLoaded(other, /^Prices for Lisinopril 10 mg, 90 tablets$/);
      await steps.showsSelection(other, chosen);
      otherThirdParty.assertNone();
    } finally {
      await otherContext.close();
    }
  });

  await test.step('show more pharmacies', async () => {
    const before = await rows(page).count();
    await steps.activate(page.getByRole('button', { name: 'Show More Pharmacies' }));
    await expect(page.getByRole('button', { name: 'Show More Pharmacies' })).toHaveCount(0);
    expect(await rows(page).count()).toBeGreaterThan(before);
    const names = await rows(page).locator('.pharmacy-row__name').allTextContents();
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toBe(name.toUpperCase());
    await steps.rowLayout(page, rows(page).last());
  });

  const pharmacy = await test.step('open a coupon', async () => {
    const couponRow = rows(page).filter({ has: page.getByRole('link', { name: 'Get Coupon' }) }).first();
    const name = (await couponRow.locator('.pharmacy-row__name').textContent())!;
    const link = couponRow.getByRole('link', { name: 'Get Coupon' });
    const href = new URL((await link.getAttribute('href'))!, baseURL);
    expect(href.pathname).toBe('/coupon');
    for (const key of COUPON_QUERY_KEYS) expect(href.searchParams.get(key), key).toBeTruthy();
    expect(href.searchParams.get('ln')).toBe('Lisinopril');
    expect(href.searchParams.get('qty')).toBe('90 tablets');
    expect(href.searchParams.get('nd'), 'the link names the product priced (signed)').toMatch(/^\d{11}$/);
    expect(href.searchParams.get('returnURL')).toMatch(/^\/Lisinopril\?.*d=10\+mg.*z=10001/);
    await steps.activate(link);
    await expect(page).toHaveURL(/\/coupon\?/);
    const picked = (await context.cookies()).find((c) => c.name === 'MostRecentlyPickedPharmacy');
    expect(decodeURIComponent(picked?.value ?? '').toUpperCase()).toBe(name);
    return name;
  });

  await test.step('the print view holds only the coupon', async () => {
    await expect(page.locator('.coupon-card')).toBeVisible();
    await expect(page.locator('.coupon-card').getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^Show this smart coupon at ${escapeRegExp(pharmacy)} to claim your savings$`, 'i'));
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.coupon-card')).toBeVisible();
    await expect(page.locator('header.site-header')).toBeHidden();
    await expect(page.locator('.coupon-actions')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('back: the same results', async () => {
    await steps.activate(page.getByRole('link', { name: /Back to prices/ }));
    await expect(page).toHaveURL(/\/Lisinopril\?.*d=10\+mg.*z=10001/);
    await pricesLoaded(page, /^Prices for Lisinopril 10 mg, 90 tablets$/);
    await steps.showsSelection(page, chosen);
  });
  thirdParty.assertNone();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
