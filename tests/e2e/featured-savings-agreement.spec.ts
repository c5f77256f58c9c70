import { expect, test, type Locator } from '@playwright/test';
import type { FeaturedSavingsAnswer } from '../../shared/contracts/featured';
import { pricesLoaded, rows } from './journey-steps';

/**
 * Savings agreement (issue 30, "plain words"): a Featured Savings card and the drug page it links to
 * show the same coupon price, retail price and "Save N%" for the same product, quantity and
 * pharmacy, read from what each page shows. Both widths.
 */
const REAL_CARD = '.featured-card:not(.featured-card--skeleton)';
const ZIP = '92101';

async function shown(price: Locator, retail: Locator, saving: Locator) {
  return {
    price: /\$\d+\.\d{2}/.exec((await price.textContent()) ?? '')?.[0],
    retail: /\$\d+/.exec((await retail.textContent()) ?? '')?.[0],
    save: /Save (\d+)%/.exec((await saving.textContent()) ?? '')?.[1],
  };
}

for (const drugName of ['Lisinopril', 'Atorvastatin']) {
  test(`the ${drugName} card and its drug page show the same price, retail price and saving at the same pharmacy`, async ({ page, context, baseURL, request }) => {
    test.slow(); // the cards may still be being priced for the zip
    let answer: FeaturedSavingsAnswer | undefined;
    await expect
      .poll(async () => {
        answer = (await (await request.get(`/api/featured-savings?zip=${ZIP}`)).json()) as FeaturedSavingsAnswer;
        return !answer.pending && answer.pricedNear === ZIP && answer.savings.some((c) => c.drugName === drugName);
      }, { timeout: 90_000, message: `the cards near ${ZIP} are priced` })
      .toBe(true);
    const card = answer!.savings.find((c) => c.drugName === drugName)!;
    expect(card.savingsPercent, 'a card with a saving to compare').toBeGreaterThan(0);

    await context.addCookies([{ name: 'Zip', value: ZIP, url: baseURL! }]);
    await page.goto('/');
    const el = page.locator(REAL_CARD).filter({ has: page.getByRole('heading', { name: drugName, exact: true }) });
    await expect(el).toBeVisible({ timeout: 30_000 });
    const onCard = await shown(el.locator('.featured-card__price'), el.locator('s'), el.locator('.featured-card__save'));
    expect(onCard).toEqual({ price: `$${card.price.toFixed(2)}`, retail: `$${card.retailPrice.toFixed(0)}`, save: String(card.savingsPercent) });
    await expect(el).toContainText(`${card.strength} ${card.form.toLowerCase()}, ${card.pack}`);

    await el.getByRole('link').click();
    // The same product and quantity as the card.
    await pricesLoaded(page, new RegExp(`^Prices for ${drugName} ${card.strength}, ${card.pack}$`));
    const row = rows(page).filter({ has: page.getByRole('heading', { level: 3, name: card.pharmacyName.toUpperCase(), exact: true }) }).first();
    await expect(row, `the card's pharmacy (${card.pharmacyName}) is listed`).toBeVisible();
    // The page's first answer may still be completing (a PBM past its deadline): the row settles on the card's numbers.
    await expect(row.locator('.pharmacy-row__amount')).toHaveText(onCard.price!, { timeout: 15_000 });
    const onPage = await shown(row.locator('.pharmacy-row__amount'), row.locator('.pharmacy-row__retail s'), row.locator('.pharmacy-row__saving'));
    expect(onPage, 'the drug page shows the card\'s numbers at the card\'s pharmacy').toEqual(onCard);
  });
}
