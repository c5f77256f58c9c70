import { describe, expect, it } from 'vitest';
import { AWP_MARKUP, inNetwork, pbmPrice, usualAndCustomary } from '../../../functions/sandbox/pbm-simulator/formula';
import { pbmDirectory } from '../../../functions/domain/pricing/pbm-directory';
import { SIMULATED_PBMS, simulatedPbm } from '../../../functions/sandbox/pbm-simulator/pbm-models';

const generic = { unitCost: 0.1, pricingUnit: 'EA', brandGeneric: 'G' as const };
const brand = { unitCost: 5, pricingUnit: 'EA', brandGeneric: 'B' as const };

describe('PBM pricing formulas (worked examples)', () => {
  it('ScriptSave: generic at NADAC less 5% plus $2.50 + $2.25, not below $4', () => {
    // 0.10 × 30 = 3.00; less 5% = 2.85; + 2.50 + 2.25 = 7.60
    const b = pbmPrice(simulatedPbm('scriptsave')!, generic, 30);
    expect(b).toMatchObject({ ingredientCost: 2.85, basis: 'NADAC-discount', total: 7.6 });
    expect(b.steps).toHaveLength(3);
  });
  it('Axe North: generic at a MAC of NADAC × 1.05 plus $3 + $2', () => {
    // 3.00 × 1.05 = 3.15; + 3 + 2 = 8.15
    expect(pbmPrice(simulatedPbm('axe-north')!, generic, 30)).toMatchObject({ ingredientCost: 3.15, basis: 'MAC', total: 8.15 });
  });
  it('brand drugs: AWP (NADAC × 1.2) less the brand discount', () => {
    // 5 × 30 = 150; AWP 180; Axe East 18% off = 147.60; + 4 + 3 = 154.60
    expect(AWP_MARKUP).toBe(1.2);
    expect(pbmPrice(simulatedPbm('axe-east')!, brand, 30)).toMatchObject({ ingredientCost: 147.6, basis: 'AWP-discount', total: 154.6 });
  });
  it('never goes under the minimum price, and says so', () => {
    const prime = simulatedPbm('prime-value')!;
    const lowFees = { ...prime, rule: { ...prime.rule, dispensingFee: 0.25, adminFee: 2 } };
    const b = pbmPrice(lowFees, { ...generic, unitCost: 0.01 }, 10);
    expect(b.total).toBe(3);
    expect(b.steps.at(-1)).toContain('minimum price');
  });
  it('keeps admin fees within the spec range of $2 to $3', () => {
    for (const pbm of SIMULATED_PBMS) {
      expect(pbm.rule.adminFee).toBeGreaterThanOrEqual(2);
      expect(pbm.rule.adminFee).toBeLessThanOrEqual(3);
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
    expect(usualAndCustomary('Costco', '1234567893', generic, 30)).toBeLessThan(usualAndCustomary('CVS', '1234567893', generic, 30));
  });
});

describe('the simulated PBMs', () => {
  it('model every PBM of the registry, in its order', () => {
    expect(SIMULATED_PBMS.map((p) => p.id)).toEqual(pbmDirectory.list().map((p) => p.id));
  });
});
