import { describe, expect, it } from 'vitest';
import { genericAwp, inNetwork, pbmPrice, usualAndCustomary } from '../../../functions/sandbox/pbm-simulator/formula';
import { AWP_OVER_WAC, SEGMENT_TERMS, segmentOf, type PharmacyAsked } from '../../../functions/sandbox/pbm-simulator/market';
import { pbmDirectory } from '../../../functions/domain/pricing/pbm-directory';
import { SIMULATED_PBMS, simulatedPbm } from '../../../functions/sandbox/pbm-simulator/pbm-models';
import { PHARMACIES } from './pharmacies';

const generic = { ndc: '00000000001', unitCost: 0.1, pricingUnit: 'EA', brandGeneric: 'G' as const };
const brand = { ndc: '00000000002', unitCost: 5, pricingUnit: 'EA', brandGeneric: 'B' as const };
const { cvs, walgreens, walmart, kroger, ralphs, albertsons, safeway, meijer, independent } = PHARMACIES;
const STORES: PharmacyAsked[] = [cvs, walgreens, walmart, kroger, albertsons, meijer, independent];
/** Sum of the dollar figures a step line ends with: "…: $12.34." */
const lastAmount = (step: string) => Number(/\$(\d+\.\d{2})\.$/.exec(step)![1]);

describe('PBM pricing formulas (worked examples)', () => {
  it('brand: estimated AWP from NADAC (WAC = NADAC ÷ 0.94–1.00, AWP = WAC × 1.2), less the company rate, plus the fees', () => {
    // 5 × 30 = 150; this NDC's NADAC is WAC × 0.959: WAC 156.41, AWP 187.70; Axe East at CVS: AWP less 14.6% = 160.29; + 1.50 + 3.00 = 164.79
    expect(AWP_OVER_WAC).toBe(1.2);
    const b = pbmPrice(simulatedPbm('axe-east')!, brand, 30, cvs);
    expect(b).toMatchObject({ ingredientCost: 160.29, basis: 'AWP-discount', dispensingFee: 1.5, adminFee: 3, total: 164.79 });
    expect(b.steps[1]).toBe('Brand: estimated list price (WAC) = NADAC ÷ 0.959 = $156.41; estimated AWP = WAC × 1.2 = $187.70 (modelled from NADAC, not a published figure).');
    expect(b.steps[2]).toBe('Axe East pays CVS AWP less 14.6%: $160.29.');
  });
  it('generic: the lesser of AWP less the segment discount and the MAC, and the steps add up', () => {
    const pbm = simulatedPbm('scriptsave')!;
    for (const store of STORES) {
      const b = pbmPrice(pbm, generic, 30, store);
      const awp = genericAwp(generic, 30);
      const awpRate = awp * (1 - (SEGMENT_TERMS[segmentOf(store)].genericAwpDiscountPct + pbm.rule.genericAwpAdjustPts) / 100);
      expect(b.ingredientCost).toBeLessThanOrEqual(Math.round(awpRate * 100) / 100);
      expect(b.steps[1]).toContain(`$${b.ingredientCost.toFixed(2)}.`);
      expect(lastAmount(b.steps[2]!)).toBeCloseTo(b.ingredientCost + b.dispensingFee + b.adminFee, 10);
      expect(b.total).toBe(Math.max(lastAmount(b.steps[2]!), pbm.rule.minimumPrice));
    }
  });
  it('says the AWP it prices from is an estimate, for generics and brands', () => {
    const pbm = simulatedPbm('scriptsave')!;
    expect(pbmPrice(pbm, generic, 30, cvs).steps[1]).toMatch(/^Generic: estimated AWP for this product is \$\d+\.\d\d \(modelled from NADAC, not a published figure\);/);
    expect(pbmPrice(pbm, brand, 30, cvs).steps[1]).toMatch(/^Brand: estimated list price \(WAC\) .*; estimated AWP = WAC × 1\.2 = /);
  });
  it('keeps a generic AWP within 100 × NADAC, the top of the sourced range, whatever its per-tablet floor', () => {
    for (let i = 0; i < 200; i += 1) {
      const ref = { ...generic, ndc: String(40000000000 + i * 7919).slice(0, 11), unitCost: 0.004 };
      expect(genericAwp(ref, 30) / (ref.unitCost * 30)).toBeLessThanOrEqual(100 + 1e-9);
    }
  });
  it('shows the NADAC unit cost at full precision', () => {
    const b = pbmPrice(simulatedPbm('scriptsave')!, { ...generic, unitCost: 0.04312, asOf: '2026-04-29' }, 30);
    expect(b.steps[0]).toBe('Reference cost (NADAC (CMS), week of 2026-04-29): $0.04312 per EA × 30 = $1.29.');
  });
  it('pays chains by their contract: drug-store chains more than big-box stores for a generic', () => {
    for (const pbm of SIMULATED_PBMS) {
      expect(pbmPrice(pbm, generic, 30, cvs).ingredientCost, pbm.id).toBeGreaterThan(pbmPrice(pbm, generic, 30, walmart).ingredientCost);
    }
    const cheap = { ...generic, unitCost: 0.02 };
    expect(SIMULATED_PBMS.some((p) => pbmPrice(p, cheap, 30, cvs).total !== pbmPrice(p, cheap, 30, walgreens).total)).toBe(true);
  });
  it("a banner is priced under its company's contract: Ralphs as Kroger, Safeway as Albertsons", () => {
    for (const pbm of SIMULATED_PBMS) {
      for (const ref of [generic, brand]) {
        expect(pbmPrice(pbm, ref, 30, ralphs).total, `${pbm.id} Ralphs`).toBe(pbmPrice(pbm, ref, 30, kroger).total);
        expect(pbmPrice(pbm, ref, 30, safeway).total, `${pbm.id} Safeway`).toBe(pbmPrice(pbm, ref, 30, albertsons).total);
      }
    }
  });
  it('never goes under the minimum price, and says so', () => {
    const prime = simulatedPbm('prime-value')!;
    const lowFees = { ...prime, rule: { ...prime.rule, dispensingFee: 0.25, adminFee: 2 } };
    const b = pbmPrice(lowFees, { ...generic, unitCost: 0.001, pricingUnit: 'ML' }, 10, walmart);
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
    expect(usualAndCustomary(cvs, generic, 30)).toBe(usualAndCustomary(cvs, generic, 30));
  });
  it('a company charges one cash price at every store and banner; independents each set their own', () => {
    expect(usualAndCustomary(cvs, generic, 30)).toBe(usualAndCustomary({ ...cvs, npi: '1982736450' }, generic, 30));
    expect(usualAndCustomary(ralphs, generic, 30)).toBe(usualAndCustomary(kroger, generic, 30));
    const independents = new Set(Array.from({ length: 20 }, (_, i) => usualAndCustomary({ ...independent, npi: String(1500000000 + i * 7919) }, { ...generic, unitCost: 2 }, 30)));
    expect(independents.size).toBeGreaterThan(10);
  });
  it('makes the cash price beat every coupon for some generic fills, and never for brands', () => {
    const ndcs = Array.from({ length: 100 }, (_, i) => String(30000000000 + i * 7919).slice(0, 11));
    let cashWins = 0;
    for (const ndc of ndcs) {
      for (const store of STORES) {
        const ref = { ...generic, ndc };
        const card = Math.min(...SIMULATED_PBMS.map((p) => pbmPrice(p, ref, 30, store).total));
        if (usualAndCustomary(store, ref, 30) < card) cashWins += 1;
        const brandRef = { ...brand, ndc };
        expect(usualAndCustomary(store, brandRef, 30)).toBeGreaterThan(Math.min(...SIMULATED_PBMS.map((p) => pbmPrice(p, brandRef, 30, store).total)));
      }
    }
    expect(cashWins).toBeGreaterThan(0);
    expect(cashWins).toBeLessThan(ndcs.length * STORES.length / 2);
  });
});

describe('the simulated PBMs', () => {
  it('model every PBM of the registry, in its order', () => {
    expect(SIMULATED_PBMS.map((p) => p.id)).toEqual(pbmDirectory.list().map((p) => p.id));
  });
});
