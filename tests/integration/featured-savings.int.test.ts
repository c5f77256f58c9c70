import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, useRuntimeEnv } from '../support/api-client';
import { FEATURED_DRUGS } from '../../shared/contracts/featured';
import { savingsPercent } from '../../shared/validation';
import { refreshFeaturedSavings } from '../../functions/domain/featured-savings/refresh';
import { createLogger } from '../../functions/lib/logger';

interface Card {
  drugName: string; brandName: string; form: string; strength: string; pack: string; ndc: string; quantity: number;
  price: number; retailPrice: number; savingsPercent: number; pharmacyName: string; pharmacies: number; checkedAt: string; pricedNear: string;
}

/** One run of the featured-savings-refresh job, in this worker, against the runtime's store and PBMs. */
const refresh = () => refreshFeaturedSavings(createLogger({ route: 'featured-savings-refresh' }));

describe('GET /api/featured-savings (cards computed ahead of the request)', () => {
  beforeAll(async () => {
    useRuntimeEnv();
    await refresh();
  });

  it('answers the six cards of the default zip, each the drug page\'s first row there', async () => {
    const res = await getJson('/api/featured-savings');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(res.body).toMatchObject({ zip: '92101', pricedNear: '92101', pending: false });
    const cards = res.body.savings as Card[];
    expect(cards).toHaveLength(FEATURED_DRUGS.length);
    for (const card of cards) {
      expect(card.price).toBeGreaterThan(0);
      expect(card.savingsPercent).toBe(savingsPercent(card.price, card.retailPrice) ?? 0);
      expect(card.pharmacies).toBeGreaterThan(1);
      expect(card.pharmacyName).not.toBe('');
      expect(card.pricedNear).toBe('92101');
      expect(Date.parse(card.checkedAt)).toBeGreaterThan(Date.now() - 10 * 60_000);
    }
    expect(cards[0]).toMatchObject({ brandName: 'Viagra', form: 'Tablet', strength: '20 mg', pack: '10 tablets', quantity: 10 });
    expect(cards.find((c) => c.drugName === 'Albuterol Sulfate HFA')).toMatchObject({ form: 'Inhaler', pack: '1 inhaler (8.5 g)' });
  });

  it('a zip asked for the first time gets the nearest cards at once, marked pending, and its own after the next refresh', async () => {
    const first = await getJson('/api/featured-savings', { zip: '10001' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ zip: '10001', pricedNear: '92101', pending: true });
    expect(first.body.savings).toHaveLength(FEATURED_DRUGS.length);

    const run = await refresh();
    expect(run.computed).toBeGreaterThanOrEqual(1);
    const own = await getJson('/api/featured-savings', { zip: '10001' });
    expect(own.body).toMatchObject({ zip: '10001', pricedNear: '10001', pending: false });
    expect(own.body.savings).toHaveLength(FEATURED_DRUGS.length);
  });

  it('shows the same price, retail price and saving as the drug page\'s first row for that zip', async () => {
    const cards = (await getJson('/api/featured-savings', { zip: '10001' })).body.savings as Card[];
    const lisinopril = cards.find((c) => c.drugName === 'Lisinopril')!;
    const page = await getJson('/api/ecsdosage0', { drugName: 'Lisinopril', zip: '10001', ndc: lisinopril.ndc, qty: lisinopril.quantity });
    expect(page.status).toBe(200);
    const first = (page.body.drugs as { price: number; ucPrice: number; pharmacyName: string }[])[0]!;
    expect({ price: lisinopril.price, retailPrice: lisinopril.retailPrice, pharmacyName: lisinopril.pharmacyName })
      .toEqual({ price: first.price, retailPrice: first.ucPrice, pharmacyName: first.pharmacyName });
  });

  it('prices near the default zip where no pharmacy is within 50 miles', async () => {
    await getJson('/api/featured-savings', { zip: '99723' });
    await refresh();
    const res = await getJson('/api/featured-savings', { zip: '99723' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ zip: '99723', pending: false });
    expect(res.body.savings).toHaveLength(FEATURED_DRUGS.length);
    for (const card of res.body.savings as Card[]) expect(card.pricedNear).toBe('92101');
  });

  it.each([
    ['four digits', '9210', 'Zip Code'],
    ['letters', 'abcde', 'Zip Code'],
    ['a zip that does not exist', '00000', 'Zip Code'],
    ['an injection string', "92101' OR '1'='1", 'Zip Code'],
    ['too long', '9'.repeat(300), 'Zip Code'],
  ])('refuses %s with 400', async (_name, zip, mentions) => {
    const res = await getJson('/api/featured-savings', { zip });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: expect.any(String), message: expect.stringContaining(mentions) });
  });
});
