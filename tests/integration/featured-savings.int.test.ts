import { describe, expect, it } from 'vitest';
import { getJson } from '../support/api-client';
import { FEATURED_DRUGS } from '../../shared/contracts/featured';
import { savingsPercent } from '../../shared/validation';

interface Card {
  drugName: string; brandName: string; form: string; strength: string; pack: string; ndc: string; quantity: number;
  price: number; retailPrice: number; savingsPercent: number; pharmacyName: string; pharmacies: number; checkedAt: string;
}

describe('GET /api/featured-savings', () => {
  it('prices the six featured drugs near the default zip with the pricing engine', async () => {
    const res = await getJson('/api/featured-savings');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(res.body.zip).toBe('92101');
    const cards = res.body.savings as Card[];
    expect(cards.map((c) => c.drugName)).toEqual([...FEATURED_DRUGS]);
    for (const card of cards) {
      expect(card.price).toBeGreaterThan(0);
      expect(card.retailPrice).toBeGreaterThan(card.price);
      expect(card.savingsPercent).toBe(savingsPercent(card.price, card.retailPrice));
      expect(card.pharmacies).toBeGreaterThan(1);
      expect(card.pharmacyName).not.toBe('');
    }
    expect(cards[0]).toMatchObject({ brandName: 'Viagra', form: 'Tablet', strength: '20 mg', pack: '10 tablets', quantity: 10 });
    expect(cards.find((c) => c.drugName === 'Albuterol Sulfate HFA')).toMatchObject({ form: 'Inhaler', pack: '1 inhaler (8.5 g)' });
  });

  it('gives the same lowest price the drug page shows for that formulation and zip', async () => {
    const cards = (await getJson('/api/featured-savings', { zip: '10001' })).body.savings as Card[];
    const lisinopril = cards.find((c) => c.drugName === 'Lisinopril')!;
    const page = await getJson('/api/ecsdosage0', { drugName: 'Lisinopril', zip: '10001', ndc: lisinopril.ndc, qty: lisinopril.quantity });
    expect(page.status).toBe(200);
    const lowest = Math.min(...(page.body.drugs as { price: number }[]).map((d) => d.price));
    expect(lisinopril.price).toBeCloseTo(lowest, 2);
  });

  it('falls back to the default zip where no pharmacy is within 50 miles', async () => {
    const res = await getJson('/api/featured-savings', { zip: '99723' });
    expect(res.status).toBe(200);
    expect(res.body.zip).toBe('92101');
    expect(res.body.savings).toHaveLength(FEATURED_DRUGS.length);
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
