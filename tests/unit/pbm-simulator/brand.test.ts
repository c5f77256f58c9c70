import { describe, expect, it } from 'vitest';
import { expandSeed } from '../../../functions/domain/catalog/seed/expand';
import { brandDiscountPct, brandListPrices, inNetwork, pbmPrice, type ReferencePrice } from '../../../functions/sandbox/pbm-simulator/formula';
import {
  AWP_OVER_WAC, BRAND_MAIL_EXTRA_PTS, BRAND_NADAC_OVER_WAC, BRAND_RETAIL_DISCOUNT_PCT, type PharmacyAsked,
} from '../../../functions/sandbox/pbm-simulator/market';
import { SIMULATED_PBMS } from '../../../functions/sandbox/pbm-simulator/pbm-models';
import { referenceTotal } from '../../../functions/domain/pricing/reference-cost';
import { independents, PHARMACIES } from './pharmacies';

/** Every brand product of the committed catalog, in each of its package quantities. */
const { groups, costs } = expandSeed();
const costOf = new Map(costs.map((c) => [c.ndc, c]));
const brandFills = groups.flatMap((g) => g.labels.filter((l) => l.brandGeneric === 'B').flatMap((l) => l.formulations.flatMap((f) => {
  const c = costOf.get(f.ndc)!;
  const ref: ReferencePrice = { ndc: f.ndc, unitCost: c.unitCost, pricingUnit: c.pricingUnit, brandGeneric: 'B' };
  return f.quantities.map((q) => ({ name: `${l.name} ${f.strength} ×${q.quantity}`, ref, quantity: q.quantity }));
})));

const { cvs, walgreens, walmart, samsClub, costco, meijer, kroger, albertsons, publix, kinneyDrugs, mailOrder } = PHARMACIES;
const RETAIL: PharmacyAsked[] = [cvs, walgreens, walmart, samsClub, costco, meijer, kroger, albertsons, publix, kinneyDrugs, ...independents(10)];
const MAIL: PharmacyAsked[] = [mailOrder, { npi: '1790123467', chain: 'Mail Order', parent: 'Cigna' }, { npi: '1790123475', chain: 'Mail Order', parent: 'Elevance Health' }];

/** The price a pharmacy shows for a brand: the lowest of the PBMs that have it in their network. */
const best = (ref: ReferencePrice, quantity: number, pharmacy: PharmacyAsked) =>
  Math.min(...SIMULATED_PBMS.filter((p) => inNetwork(p, pharmacy.npi)).map((p) => pbmPrice(p, ref, quantity, pharmacy).total));

describe('brand prices', () => {
  it('covers the catalog: pens (Ozempic, Trulicity) and tablets (Eliquis)', () => {
    expect(brandFills.length).toBeGreaterThan(3000);
    for (const name of [/^Ozempic /, /^Trulicity /, /^Eliquis 5 mg ×180$/]) expect(brandFills.some((f) => name.test(f.name)), String(name)).toBe(true);
  });

  it('a brand coupon is never below NADAC × quantity + the dispensing fee, at retail and by mail, at any PBM', () => {
    const below: string[] = [];
    // Each brand product in its largest package quantity (Eliquis ×180, three cartons of pens).
    const largest = brandFills.filter((f, i) => brandFills[i + 1]?.ref.ndc !== f.ref.ndc);
    expect(largest.length).toBeGreaterThan(1500);
    for (const { name, ref, quantity } of largest) {
      const nadac = referenceTotal(ref.unitCost, quantity);
      for (const pharmacy of [cvs, walmart, kroger, ...RETAIL.slice(-2), ...MAIL]) {
        for (const pbm of SIMULATED_PBMS) {
          const b = pbmPrice(pbm, ref, quantity, pharmacy);
          if (b.total < nadac + b.dispensingFee - 1e-9 || b.ingredientCost < nadac) below.push(`${name} at ${pharmacy.chain} via ${pbm.id}: $${b.total} against NADAC $${nadac}`);
        }
      }
    }
    expect(below.slice(0, 10), `${below.length} brand quotes under cost`).toEqual([]);
  }, 60_000);

  it('mail order pays a few points deeper than retail, and Eliquis 5 mg ×180 by mail stays above its NADAC cost ($994.78)', () => {
    const eliquis = brandFills.find((f) => f.name === 'Eliquis 5 mg ×180')!;
    expect(referenceTotal(eliquis.ref.unitCost, 180)).toBe(994.78);
    for (const pbm of SIMULATED_PBMS) {
      for (const mail of MAIL) {
        const depth = brandDiscountPct(pbm, mail);
        expect(depth).toBeGreaterThanOrEqual(BRAND_RETAIL_DISCOUNT_PCT.min + BRAND_MAIL_EXTRA_PTS.min);
        expect(depth).toBeLessThanOrEqual(BRAND_RETAIL_DISCOUNT_PCT.max + BRAND_MAIL_EXTRA_PTS.max);
        expect(pbmPrice(pbm, eliquis.ref, 180, mail).total).toBeGreaterThan(994.78);
      }
    }
  });

  it('differ between pharmacy companies by more than 2.5% and at most 10% on every brand page where the drug, not the fees, makes the price', () => {
    // Under $50 of NADAC the PBMs' fees and minimum prices ($3–$6) set the price, whatever the rate.
    const outside: string[] = [];
    const priced = brandFills.filter((f, i) => i % 10 === 0 && referenceTotal(f.ref.unitCost, f.quantity) >= 50);
    expect(priced.length).toBeGreaterThan(250);
    for (const { name, ref, quantity } of priced) {
      const prices = RETAIL.map((p) => best(ref, quantity, p));
      const spread = Math.max(...prices) / Math.min(...prices);
      if (!(spread > 1.025 && spread <= 1.1)) outside.push(`${name}: ${spread.toFixed(3)}×`);
    }
    expect(outside, 'brand pages with a spread outside 1.025–1.10×').toEqual([]);
  }, 60_000);

  it('prices from the sourced relations: NADAC = WAC × 0.94–1.00, AWP = WAC × 1.2, retail AWP less 14–18%, mail 2–8 points deeper', () => {
    expect([BRAND_NADAC_OVER_WAC.min, BRAND_NADAC_OVER_WAC.max]).toEqual([0.94, 1]);
    expect(AWP_OVER_WAC).toBe(1.2);
    expect([BRAND_RETAIL_DISCOUNT_PCT.min, BRAND_RETAIL_DISCOUNT_PCT.max]).toEqual([14, 18]);
    expect([BRAND_MAIL_EXTRA_PTS.min, BRAND_MAIL_EXTRA_PTS.max]).toEqual([2, 8]);
    for (const { ref } of brandFills.slice(0, 300)) {
      const { nadacOverWac, wac, awp } = brandListPrices(ref, 100);
      expect(nadacOverWac).toBeGreaterThanOrEqual(0.94);
      expect(nadacOverWac).toBeLessThanOrEqual(1);
      expect(awp).toBeCloseTo(wac * 1.2, 9);
    }
    for (const pbm of SIMULATED_PBMS) {
      expect(pbm.rule.brandAdjustPts, pbm.id).toBeLessThanOrEqual(0);
      expect(pbm.rule.brandAdjustPts, pbm.id).toBeGreaterThanOrEqual(-1);
      for (const pharmacy of RETAIL) {
        const depth = brandDiscountPct(pbm, pharmacy);
        expect(depth, `${pbm.id} ${pharmacy.chain}`).toBeGreaterThanOrEqual(14);
        expect(depth, `${pbm.id} ${pharmacy.chain}`).toBeLessThanOrEqual(18);
      }
    }
  });
});
