import { describe, expect, it } from 'vitest';
import { genericAwp, inNetwork, lowPriceListPrice, pbmPrice, usualAndCustomary } from '../../../functions/sandbox/pbm-simulator/formula';
import { AWP_OVER_WAC, BRAND_NADAC_OVER_WAC, SEGMENT_TERMS, segmentOf } from '../../../functions/sandbox/pbm-simulator/market';
import { pbmDirectory } from '../../../functions/domain/pricing/pbm-directory';
import { SIMULATED_PBMS, simulatedPbm } from '../../../functions/sandbox/pbm-simulator/pbm-models';

const generic = { ndc: '00000000001', unitCost: 0.1, pricingUnit: 'EA', brandGeneric: 'G' as const };
const brand = { ndc: '00000000002', unitCost: 5, pricingUnit: 'EA', brandGeneric: 'B' as const };
const CHAINS = ['CVS', 'Walgreens', 'Walmart', 'Kroger', 'Albertsons', 'Meijer', 'Independent'];
/** Sum of the dollar figures a step line ends with: "…: $12.34." */
const lastAmount = (step: string) => Number(/\$(\d+\.\d{2})\.$/.exec(step)![1]);

describe('PBM pricing formulas (worked examples)', () => {
  it('brand: AWP = NADAC ÷ 0.965 × 1.2, less the PBM discount, plus its fees', () => {
    // 5 × 30 = 150; WAC 155.44; AWP 186.53; Axe East 19% off = 151.09; + 1.50 + 3.00 = 155.59
    expect(AWP_OVER_WAC).toBe(1.2);
    expect(BRAND_NADAC_OVER_WAC).toBe(0.965);
    const b = pbmPrice(simulatedPbm('axe-east')!, brand, 30, 'CVS');
    expect(b).toMatchObject({ ingredientCost: 151.09, basis: 'AWP-discount', dispensingFee: 1.5, adminFee: 3, total: 155.59 });
  });
  it('brand prices land a little under list price (WAC) at every PBM and chain', () => {
    const wac = (brand.unitCost * 60) / BRAND_NADAC_OVER_WAC;
    for (const pbm of SIMULATED_PBMS) {
      for (const chain of CHAINS) {
        const total = pbmPrice(pbm, brand, 60, chain).total;
        expect(total / wac, `${pbm.id} ${chain}`).toBeGreaterThan(0.95);
        expect(total / wac, `${pbm.id} ${chain}`).toBeLessThan(1.01);
      }
    }
  });
  it('generic: the lesser of AWP less the segment discount and the MAC, and the steps add up', () => {
    const pbm = simulatedPbm('scriptsave')!;
    for (const chain of CHAINS) {
      const b = pbmPrice(pbm, generic, 30, chain);
      const awp = genericAwp(generic, 30);
      const awpRate = awp * (1 - (SEGMENT_TERMS[segmentOf(chain)].genericAwpDiscountPct + pbm.rule.genericAwpAdjustPts) / 100);
      expect(b.ingredientCost).toBeLessThanOrEqual(Math.round(awpRate * 100) / 100);
      expect(b.steps[1]).toContain(`$${b.ingredientCost.toFixed(2)}.`);
      expect(lastAmount(b.steps[2]!)).toBeCloseTo(b.ingredientCost + b.dispensingFee + b.adminFee, 10);
      expect(b.total).toBe(Math.max(lastAmount(b.steps[2]!), pbm.rule.minimumPrice));
    }
  });
  it('shows the NADAC unit cost at full precision', () => {
    const b = pbmPrice(simulatedPbm('scriptsave')!, { ...generic, unitCost: 0.04312, asOf: '2026-04-29' }, 30);
    expect(b.steps[0]).toBe('Reference cost (NADAC (CMS), week of 2026-04-29): $0.04312 per EA × 30 = $1.29.');
  });
  it('pays chains by their contract: drug-store chains more than big-box stores for a generic', () => {
    for (const pbm of SIMULATED_PBMS) {
      expect(pbmPrice(pbm, generic, 30, 'CVS').ingredientCost, pbm.id).toBeGreaterThan(pbmPrice(pbm, generic, 30, 'Walmart').ingredientCost);
    }
    const cheap = { ...generic, unitCost: 0.02 };
    expect(SIMULATED_PBMS.some((p) => pbmPrice(p, cheap, 30, 'CVS').total !== pbmPrice(p, cheap, 30, 'Walgreens').total)).toBe(true);
  });
  it('never goes under the minimum price, and says so', () => {
    const prime = simulatedPbm('prime-value')!;
    const lowFees = { ...prime, rule: { ...prime.rule, dispensingFee: 0.25, adminFee: 2 } };
    const b = pbmPrice(lowFees, { ...generic, unitCost: 0.001, pricingUnit: 'ML' }, 10, 'Walmart');
    expect(b.total).toBe(3);
    expect(b.steps.at(-1)).toContain('minimum price');
  });
  it('keeps fees within their sourced ranges', () => {
    for (const pbm of SIMULATED_PBMS) {
      expect(pbm.rule.adminFee).toBeGreaterThanOrEqual(2);
      expect(pbm.rule.adminFee).toBeLessThanOrEqual(3);
      expect(pbm.rule.dispensingFee).toBeGreaterThanOrEqual(0.5);
      expect(pbm.rule.dispensingFee).toBeLessThanOrEqual(2);
      expect(pbm.rule.mailDispensingFee).toBeLessThanOrEqual(1);
      expect(pbm.rule.macRange.min).toBeGreaterThanOrEqual(1);
      expect(pbm.rule.macRange.max).toBeLessThanOrEqual(2);
    }
  });
});

describe('networks and usual-and-customary prices', () => {
  it('are deterministic and not every PBM prices every pharmacy', () => {
    const npis = Array.from({ length: 200 }, (_, i) => String(1000000000 + i * 7919));
    for (const pbm of SIMULATED_PBMS) {
      const members = npis.filter((n) => inNetwork(pbm, n)).length;
      expect(members).toBeGreaterThan(0);
      expect(members).toBeLessThan(200);
      expect(npis.map((n) => inNetwork(pbm, n))).toEqual(npis.map((n) => inNetwork(pbm, n)));
    }
    expect(usualAndCustomary('CVS', '1234567893', generic, 30)).toBe(usualAndCustomary('CVS', '1234567893', generic, 30));
  });
  it('chains charge one cash price at every store; independents each set their own', () => {
    expect(usualAndCustomary('CVS', '1234567893', generic, 30)).toBe(usualAndCustomary('CVS', '1982736450', generic, 30));
    const independents = new Set(Array.from({ length: 20 }, (_, i) => usualAndCustomary('Independent', String(1500000000 + i * 7919), { ...generic, unitCost: 2 }, 30)));
    expect(independents.size).toBeGreaterThan(10);
  });
  it('big-box stores charge less cash than drug-store chains for generics (segment ratios)', () => {
    const ndcs = Array.from({ length: 100 }, (_, i) => String(10000000000 + i * 7919).slice(0, 11));
    const ratio = (chain: string) => ndcs.reduce((sum, ndc) => sum + usualAndCustomary(chain, '1', { ...generic, ndc, unitCost: 1 }, 30), 0);
    expect(ratio('Walmart') / ratio('CVS')).toBeGreaterThan(0.45);
    expect(ratio('Walmart') / ratio('CVS')).toBeLessThan(0.8);
  });
  it('runs $4 / $10 low-price lists at Walmart for about half of the cheap generics, never for brands', () => {
    const ndcs = Array.from({ length: 200 }, (_, i) => String(20000000000 + i * 7919).slice(0, 11));
    const listed = ndcs.filter((ndc) => lowPriceListPrice('Walmart', { ...generic, ndc }, 30) === 4);
    expect(listed.length).toBeGreaterThan(60);
    expect(listed.length).toBeLessThan(140);
    expect(lowPriceListPrice('Walmart', { ...generic, ndc: listed[0]! }, 90)).toBe(10);
    expect(lowPriceListPrice('Walmart', { ...generic, ndc: listed[0]! }, 120)).toBeUndefined();
    expect(lowPriceListPrice('Walmart', { ...brand, ndc: listed[0]! }, 30)).toBeUndefined();
    expect(lowPriceListPrice('CVS', { ...generic, ndc: listed[0]! }, 30)).toBeUndefined();
    expect(usualAndCustomary('Walmart', '1', { ...generic, ndc: listed[0]! }, 30)).toBe(4);
  });
  it('makes the cash price beat every coupon for some generic fills, and never for brands', () => {
    const ndcs = Array.from({ length: 100 }, (_, i) => String(30000000000 + i * 7919).slice(0, 11));
    let cashWins = 0;
    for (const ndc of ndcs) {
      for (const chain of CHAINS) {
        const ref = { ...generic, ndc };
        const card = Math.min(...SIMULATED_PBMS.map((p) => pbmPrice(p, ref, 30, chain).total));
        if (usualAndCustomary(chain, '1234567893', ref, 30) < card) cashWins += 1;
        const brandRef = { ...brand, ndc };
        expect(usualAndCustomary(chain, '1234567893', brandRef, 30)).toBeGreaterThan(Math.min(...SIMULATED_PBMS.map((p) => pbmPrice(p, brandRef, 30, chain).total)));
      }
    }
    expect(cashWins).toBeGreaterThan(0);
    expect(cashWins).toBeLessThan(ndcs.length * CHAINS.length / 2);
  });
});

describe('the simulated PBMs', () => {
  it('model every PBM of the registry, in its order', () => {
    expect(SIMULATED_PBMS.map((p) => p.id)).toEqual(pbmDirectory.list().map((p) => p.id));
  });
});
