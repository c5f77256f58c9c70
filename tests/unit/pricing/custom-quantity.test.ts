import { describe, expect, it } from 'vitest';
import type { Formulation } from '../../../functions/domain/catalog/model';
import { quantityToDisplay } from '../../../functions/domain/pricing/drug-selection';

const base: Formulation = {
  gsn: '1', ndc: '00000000001', form: 'Tablet', strength: '20 mg', dosageQuantity: 20, dosageUnit: 'mg', commonQty: 30,
  quantities: [30, 60, 90].map((n, i) => ({ quantity: n, quantityLabel: `${n} tablets`, quantityToDisplay: `${n} tablets`, ranking: i + 1 })),
  soldInAPackage: false, pricingUnit: 'EA', labeler: 'X', ndcSource: 'nadac',
};

describe('quantityToDisplay: every quantity says its unit', () => {
  it('keeps a listed quantity\'s own text', () => {
    expect(quantityToDisplay(base, 60)).toBe('60 tablets');
  });
  it('names the unit of a custom quantity, in the noun the listed quantities use', () => {
    expect(quantityToDisplay(base, 45), 'Prices for Lisinopril 20 mg, 45 tablets').toBe('45 tablets');
    expect(quantityToDisplay(base, 1)).toBe('1 tablet');
    const patches = { ...base, form: 'Patch', quantities: base.quantities.map((q) => ({ ...q, quantityToDisplay: `${q.quantity} patches` })) };
    expect(quantityToDisplay(patches, 1)).toBe('1 patch');
  });
  it('gives a package drug\'s custom quantity in its pricing unit', () => {
    const inhaler = { ...base, form: 'Cream', soldInAPackage: true, pricingUnit: 'GM' as const, quantities: [{ quantity: 30, quantityLabel: '1 tube (30 g)', quantityToDisplay: '1 tube (30 g)', ranking: 1 }] };
    expect(quantityToDisplay(inhaler, 45)).toBe('45 g');
    expect(quantityToDisplay({ ...inhaler, pricingUnit: 'ML' }, 45)).toBe('45 mL');
  });
});
