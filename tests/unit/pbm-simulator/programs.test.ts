import { describe, expect, it } from 'vitest';
import { inNetwork, pbmPrice, usualAndCustomary, type ReferencePrice } from '../../../functions/sandbox/pbm-simulator/formula';
import { DISCOUNT_PROGRAMS, MEIJER_FREE_ANTIBIOTICS, programPrice } from '../../../functions/sandbox/pbm-simulator/programs';
import { SIMULATED_PBMS } from '../../../functions/sandbox/pbm-simulator/pbm-models';
import type { PharmacyAsked } from '../../../functions/sandbox/pbm-simulator/market';
import { PHARMACIES } from './pharmacies';

const { walmart, samsClub, meijer, kroger, ralphs, publix, cvs, costco, independent } = PHARMACIES;
const cheapGenerics: ReferencePrice[] = Array.from({ length: 300 }, (_, i) => ({ ndc: String(20000000000 + i * 7919).slice(0, 11), unitCost: 0.03, pricingUnit: 'EA', brandGeneric: 'G' }));
/** Metformin HCL 500 mg (NADAC $0.01396 a tablet) and amoxicillin 500 mg capsules, as the price file gives them. */
const metformin: ReferencePrice = { ndc: '00093104801', unitCost: 0.01396, pricingUnit: 'EA', brandGeneric: 'G', drug: 'Metformin HCL' };
const amoxicillin: ReferencePrice = { ndc: '00093310905', unitCost: 0.08321, pricingUnit: 'EA', brandGeneric: 'G', drug: 'Amoxicillin' };
const amoxicillinSuspension: ReferencePrice = { ndc: '00143988815', unitCost: 0.01876, pricingUnit: 'ML', brandGeneric: 'G', drug: 'Amoxicillin' };

/** What the patient pays there: the lesser of the best coupon and the cash price. */
const patientPays = (pharmacy: PharmacyAsked, ref: ReferencePrice, quantity: number) =>
  Math.min(usualAndCustomary(pharmacy, ref, quantity), ...SIMULATED_PBMS.filter((p) => inNetwork(p, pharmacy.npi)).map((p) => pbmPrice(p, ref, quantity, pharmacy).total));

describe('low-price generic programs, per company', () => {
  it("Walmart and Sam's Club (one company) run one list: the same products at the same price", () => {
    let listed = 0;
    for (const ref of cheapGenerics) {
      for (const quantity of [30, 60, 90]) {
        const atWalmart = programPrice('Walmart', ref, quantity);
        if (atWalmart) listed += 1;
        expect(usualAndCustomary(samsClub, ref, quantity), ref.ndc).toBe(usualAndCustomary(walmart, ref, quantity));
      }
    }
    expect(listed).toBeGreaterThan(200);
    expect(usualAndCustomary(samsClub, metformin, 60)).toBe(usualAndCustomary(walmart, metformin, 60));
  });

  it("prices Walmart's list by its 2015 tiers: $4 or $9 a 30-day fill, $10 or $24 up to 90 [S28]", () => {
    const prices = new Set(cheapGenerics.flatMap((ref) => [30, 90].map((q) => programPrice('Walmart', ref, q)?.price)).filter((p) => p !== undefined));
    expect([...prices].sort((a, b) => a! - b!)).toEqual([4, 10]);
    const dearer = cheapGenerics.map((r) => ({ ...r, unitCost: 0.2 })).find((r) => programPrice('Walmart', r, 30))!;
    expect([programPrice('Walmart', dearer, 30)?.price, programPrice('Walmart', dearer, 90)?.price]).toEqual([9, 24]);
    expect(programPrice('Walmart', dearer, 120)).toBeUndefined();
    expect(programPrice('Walmart', { ...dearer, brandGeneric: 'B' }, 30)).toBeUndefined();
  });

  it('Meijer gives its antibiotics free for a 14-day course: amoxicillin costs $0 there', () => {
    expect(usualAndCustomary(meijer, amoxicillin, 21)).toBe(0);
    expect(patientPays(meijer, amoxicillin, 21)).toBe(0);
    expect(patientPays(meijer, amoxicillin, 42)).toBe(0);
    expect(patientPays(meijer, amoxicillinSuspension, 150)).toBe(0);
    expect(patientPays(meijer, amoxicillin, 63), 'past 14 days').toBeGreaterThan(0);
    expect(patientPays(meijer, metformin, 30), 'metformin left the free list in 2020').toBeGreaterThan(0);
    for (const other of [walmart, kroger, cvs, costco, independent]) expect(patientPays(other, amoxicillin, 21), other.chain).toBeGreaterThan(0);
    expect(MEIJER_FREE_ANTIBIOTICS).toContain('Amoxicillin');
  });

  it("Publix's $7.50 amoxicillin; no list at Kroger (its club ended in 2024) or its banners", () => {
    expect(usualAndCustomary(publix, amoxicillin, 21)).toBe(7.5);
    for (const ref of cheapGenerics) {
      expect(programPrice('Kroger', ref, 30)).toBeUndefined();
      expect(usualAndCustomary(ralphs, ref, 30)).toBe(usualAndCustomary(kroger, ref, 30));
    }
  });

  it('every program is dated and cites its source', () => {
    expect(DISCOUNT_PROGRAMS.map((p) => p.company).sort()).toEqual(['Meijer', 'Publix', 'Walmart']);
    for (const program of DISCOUNT_PROGRAMS) {
      expect(program.asOf, program.name).toMatch(/^(\d{4}|\d{4}-\d{2}(-\d{2})?)\b.*\[S\d+\]$/);
      expect(program.source, program.name).toMatch(/^\[S\d+(, S\d+)*\]$/);
    }
  });
});
