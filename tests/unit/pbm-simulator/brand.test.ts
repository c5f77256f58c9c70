import { describe, expect, it } from 'vitest';
import { expandSeed } from '../../../functions/domain/catalog/seed/expand';
import { brandDiscountPct, brandListPrices, inNetwork, pbmPrice, type ReferencePrice } from '../../../functions/sandbox/pbm-simulator/formula';
import {
  AWP_OVER_WAC, BRAND_MAIL_EXTRA_PTS, BRAND_NADAC_OVER_WAC, BRAND_RETAIL_DISCOUNT_PCT, SEGMENT_TERMS, segmentOf, type PharmacyAsked,
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

const { cvs, walgreens, duaneReade, walmart, samsClub, costco, meijer, kroger, albertsons, publix, kinneyDrugs, mailOrder } = PHARMACIES;
const RETAIL: PharmacyAsked[] = [cvs, walgreens, walmart, samsClub, costco, meijer, kroger, albertsons, publix, kinneyDrugs, ...independents(10)];
/** Page 1 at zip 10001 holds only drug-store chains and independents (22 and 28 of 50): the narrowest mix of types a metro page has. */
const DRUGSTORES_AND_INDEPENDENTS: PharmacyAsked[] = [cvs, walgreens, duaneReade, ...independents(30, 1700000000)];
/**
 * The widest spread the sourced constants allow between two retail pharmacies' brand ingredient
 * costs: the shallowest contract (AWP less 14%) at the dearest type (small chains, 1.06 [S24])
 * over the deepest (18%) at the cheapest type (big box, 0.97 [S24]): 1.146×.
 */
const levels = Object.entries(SEGMENT_TERMS).filter(([segment]) => segment !== 'mail').map(([, t]) => t.brandCardVsLargeChain);
const SOURCED_BOUND = ((100 - BRAND_RETAIL_DISCOUNT_PCT.min) / (100 - BRAND_RETAIL_DISCOUNT_PCT.max)) * (Math.max(...levels) / Math.min(...levels));
/** Dearest ÷ cheapest best price across pharmacies. */
const spreadAt = (pharmacies: PharmacyAsked[], ref: ReferencePrice, quantity: number) => {
  const prices = pharmacies.map((p) => best(ref, quantity, p));
  return Math.max(...prices) / Math.min(...prices);
};
/** A sample of brand pages where the drug, not the fees, makes the price: under $50 of NADAC the PBMs' fees and minimum prices ($3–$6) set it, whatever the rate. */
const priced = brandFills.filter((f, i) => i % 10 === 0 && referenceTotal(f.ref.unitCost, f.quantity) >= 50);
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
      for (const pharmacy of [cvs, walmart, kroger, kinneyDrugs, ...RETAIL.slice(-2), ...MAIL]) {
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

  it('differ across a page by 5% or more (brand prices vary ~5–10% between pharmacies [S13, S24]) and never past the sourced bound of 1.146×', () => {
    expect(SOURCED_BOUND).toBeCloseTo(1.146, 3);
    expect(priced.length).toBeGreaterThan(250);
    const outside: string[] = [];
    for (const { name, ref, quantity } of priced) {
      // Every type of pharmacy (the widest page) and the narrowest mix a metro page has (10001: drug-store chains and independents).
      const wide = spreadAt(RETAIL, ref, quantity);
      const narrow = spreadAt(DRUGSTORES_AND_INDEPENDENTS, ref, quantity);
      // The fees ($3–$5 a fill) can add a little to the bound on the smallest of these fills.
      if (!(wide >= 1.05 && wide <= SOURCED_BOUND * 1.01)) outside.push(`${name}, every type: ${wide.toFixed(3)}×`);
      if (!(narrow >= 1.05 && narrow <= 1.1)) outside.push(`${name}, drug-store chains and independents: ${narrow.toFixed(3)}×`);
    }
    expect(outside, 'brand pages with a spread outside the sourced range').toEqual([]);
  }, 60_000);

  it("a pharmacy type's brand level is [S24]'s brand ratio against the large chains (mail order 1: its depth is sourced on its own)", () => {
    expect(Object.fromEntries(Object.entries(SEGMENT_TERMS).map(([segment, t]) => [segment, t.brandCardVsLargeChain]))).toEqual({
      drugstore: 1, 'big-box': 0.97, grocery: 1, 'small-chain': 1.06, independent: 1.03, mail: 1,
    });
    for (const [segment, t] of Object.entries(SEGMENT_TERMS)) {
      if (segment !== 'mail') expect(t.brandCardVsLargeChain, segment).toBe(t.brandCashVsLargeChain);
    }
    // The step says so wherever the level moves the price, and the steps still add up.
    const eliquis = brandFills.find((f) => f.name === 'Eliquis 5 mg ×60')!;
    for (const pharmacy of [kinneyDrugs, ...independents(1), walmart, cvs, kroger]) {
      const b = pbmPrice(SIMULATED_PBMS[0]!, eliquis.ref, 60, pharmacy);
      const level = SEGMENT_TERMS[segmentOf(pharmacy)].brandCardVsLargeChain;
      if (level === 1) expect(b.steps[2], pharmacy.chain).not.toMatch(/ × /);
      else expect(b.steps[2], pharmacy.chain).toContain(`% × ${level} (the brand price level of `);
      expect(b.total).toBeCloseTo(b.ingredientCost + b.dispensingFee + b.adminFee, 9);
    }
  });

  it('are deterministic: the same question gets the same price, in any order, and every banner of a company the same', () => {
    const sample = priced.slice(0, 40);
    const ask = (fills: typeof sample) => fills.map(({ ref, quantity }) => RETAIL.map((p) => SIMULATED_PBMS.map((pbm) => pbmPrice(pbm, ref, quantity, p).total)));
    const first = ask(sample);
    expect(ask([...sample].reverse()).reverse()).toEqual(first);
    expect(ask(sample)).toEqual(first);
    for (const { ref, quantity } of sample) {
      expect(best(ref, quantity, samsClub)).toBe(best(ref, quantity, { ...walmart, npi: samsClub.npi }));
      for (const pbm of SIMULATED_PBMS) expect(pbmPrice(pbm, ref, quantity, duaneReade).total).toBe(pbmPrice(pbm, ref, quantity, walgreens).total);
    }
  });

  it('pens (Ozempic, Trulicity, Mounjaro, Wegovy) are never below NADAC × quantity + the dispensing fee at any type of pharmacy or by mail', () => {
    const pens = brandFills.filter((f) => /^(Ozempic|Trulicity|Mounjaro|Wegovy|Zepbound|Victoza) /.test(f.name));
    expect(pens.length).toBeGreaterThan(10);
    const below: string[] = [];
    for (const { name, ref, quantity } of pens) {
      const nadac = referenceTotal(ref.unitCost, quantity);
      for (const pharmacy of [cvs, walmart, costco, kroger, kinneyDrugs, ...independents(3), ...MAIL]) {
        for (const pbm of SIMULATED_PBMS) {
          const b = pbmPrice(pbm, ref, quantity, pharmacy);
          if (b.total < nadac + b.dispensingFee - 1e-9) below.push(`${name} at ${pharmacy.chain} via ${pbm.id}: $${b.total} against NADAC $${nadac}`);
        }
      }
    }
    expect(below.slice(0, 10), `${below.length} pen quotes under cost`).toEqual([]);
  });

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
