import { describe, expect, it } from 'vitest';
import { nadacLabel, referenceCostStep, referenceTotal, usdFullPrecision } from '../../../functions/domain/pricing/reference-cost';

describe('the reference-cost step', () => {
  it('names the NADAC week and multiplies the unit cost at full precision, exact to the cent', () => {
    const step = referenceCostStep({ unitCost: 0.02483, pricingUnit: 'EA', asOf: '2026-04-29' }, 30);
    expect(step.text).toBe('Reference cost (NADAC (CMS), week of 2026-04-29): $0.02483 per EA × 30 = $0.74.');
    expect(step.total).toBe(0.74);
    expect(nadacLabel('2026-05-06')).toBe('NADAC (CMS), week of 2026-05-06');
  });

  it('rounds half a cent up on the exact product, not on a float that fell short', () => {
    // 0.04499 × 30 = 1.3497 -> $1.35; 1.005 × 1 = $1.01 (1.005 * 100 is 100.49999… in floating point).
    expect(referenceTotal(0.04499, 30)).toBe(1.35);
    expect(referenceTotal(1.005, 1)).toBe(1.01);
    expect(referenceTotal(5.52654, 60)).toBe(331.59);
    expect(referenceTotal(0.77203, 16)).toBe(12.35);
    expect(referenceTotal(12.5, 8.5)).toBe(106.25);
  });

  it('shows the unit cost as published, with at least cents', () => {
    expect(usdFullPrecision(0.02483)).toBe('$0.02483');
    expect(usdFullPrecision(1.5)).toBe('$1.50');
    expect(usdFullPrecision(13.40569)).toBe('$13.40569');
    expect(usdFullPrecision(2)).toBe('$2.00');
  });

  it('gives a brand\'s generic NADAC beside it where NADAC has one', () => {
    const step = referenceCostStep({ unitCost: 13.40569, pricingUnit: 'EA', asOf: '2026-04-29', genericUnitCost: 0.02483 }, 30);
    expect(step.text).toBe('Reference cost (NADAC (CMS), week of 2026-04-29): $13.40569 per EA × 30 = $402.17. The generic costs $0.02483 per EA.');
  });

  it('says plainly "Reference cost" for a cost without a NADAC week', () => {
    expect(referenceCostStep({ unitCost: 0.1, pricingUnit: 'ML', }, 5).text).toBe('Reference cost: $0.10 per ML × 5 = $0.50.');
  });
});
