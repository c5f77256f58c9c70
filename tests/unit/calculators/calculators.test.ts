import { describe, expect, it } from 'vitest';
import { compareWithCoupon, insuranceCost } from '../../../shared/calculators/insurance-cost';
import { coordinateBenefits } from '../../../shared/calculators/secondary-insurance';
import { estimateReimbursement } from '../../../shared/calculators/reimbursement';
import { compareSupplies } from '../../../shared/calculators/supply-comparison';

describe('insuranceCost: worked examples', () => {
  it('a $500 deductible, then a $40 copay, on a $120 drug filled monthly', () => {
    // Fills 1–4 pay the full $120 toward the deductible ($480). Fill 5 pays the last $20 of the
    // deductible plus the $40 copay = $60. Fills 6–12 pay the $40 copay: 7 × 40 = $280.
    const r = insuranceCost({ planPrice: 120, deductible: 500, deductibleMet: 0, share: { kind: 'copay', amount: 40 }, fillsPerYear: 12 });
    expect(r.thisFill).toMatchObject({ youPay: 120, towardDeductible: 120, costShare: 0, planPays: 0 });
    expect(r.fills[4]).toMatchObject({ youPay: 60, towardDeductible: 20, costShare: 40, planPays: 60 });
    expect(r.fills[5]!.youPay).toBe(40);
    expect(r.yearTotal).toBe(820);
  });

  it('a met deductible and a copay above the drug price: the price is paid, not the copay', () => {
    const r = insuranceCost({ planPrice: 8, deductible: 250, deductibleMet: 250, share: { kind: 'copay', amount: 15 }, fillsPerYear: 12 });
    expect(r.thisFill.youPay).toBe(8);
    expect(r.yearTotal).toBe(96);
  });

  it('25% coinsurance stops at the out-of-pocket maximum', () => {
    // $200 × 25% = $50 a fill; a $100 maximum is reached after two fills, the third is free.
    const r = insuranceCost({ planPrice: 200, deductible: 0, deductibleMet: 0, share: { kind: 'coinsurance', percent: 25 }, outOfPocketMax: 100, fillsPerYear: 3 });
    expect(r.fills.map((f) => f.youPay)).toEqual([50, 50, 0]);
    expect(r.yearTotal).toBe(100);
  });

  it('compares the year with a $25 coupon', () => {
    const c = compareWithCoupon({ planPrice: 120, deductible: 500, deductibleMet: 0, share: { kind: 'copay', amount: 40 }, fillsPerYear: 12 }, 25);
    expect(c.couponYearTotal).toBe(300);
    expect(c.yearSavingsWithCoupon).toBe(520);
    expect(c.cheaperThisFill).toBe('coupon');
    expect(c.cheaperOverYear).toBe('coupon');
  });
});

describe('coordinateBenefits: worked examples', () => {
  // $100 drug; $30 left after the primary; the secondary alone would leave $20, so it would pay $80.
  const base = { price: 100, primaryPatientShare: 30, secondaryPatientShareAlone: 20 };
  it('standard COB: the secondary pays all of the $30 left', () => {
    expect(coordinateBenefits({ ...base, method: 'standard' })).toMatchObject({ primaryPays: 70, secondaryWouldPayAlone: 80, secondaryPays: 30, youPay: 0 });
  });
  it('non-duplication: the secondary pays only $80 − $70 = $10', () => {
    expect(coordinateBenefits({ ...base, method: 'nonDuplication' })).toMatchObject({ secondaryPays: 10, youPay: 20 });
  });
});

describe('estimateReimbursement: worked example', () => {
  it('$60 paid, $50 allowed, $10 copay, 20% out-of-network cut', () => {
    // Allowed $50 − copay $10 = $40; the 20% penalty takes $8: $32 comes back, $28 stays paid.
    expect(estimateReimbursement({ paid: 60, allowedAmount: 50, share: { kind: 'copay', amount: 10 }, deductibleLeft: 0, outOfNetworkPenaltyPercent: 20 }))
      .toEqual({ allowed: 50, towardDeductible: 0, yourShare: 10, penalty: 8, estimatedBack: 32, youKeepPaying: 28 });
  });
  it('nothing comes back while the deductible swallows the allowed amount', () => {
    expect(estimateReimbursement({ paid: 40, share: { kind: 'copay', amount: 10 }, deductibleLeft: 300, outOfNetworkPenaltyPercent: 0 }).estimatedBack).toBe(0);
  });
});

describe('compareSupplies: worked example', () => {
  it('ranks 90-day mail order, 90-day retail and 30-day retail by yearly cost', () => {
    const rows = compareSupplies([
      { id: 'retail30', label: '30-day retail', days: 30, units: 30, price: 15 },
      { id: 'retail90', label: '90-day retail', days: 90, units: 90, price: 30 },
      { id: 'mail90', label: '90-day mail order', days: 90, units: 90, price: 24 },
    ]);
    // 365/30 × $15 = $182.50; 365/90 × $30 = $121.67; 365/90 × $24 = $97.33.
    expect(rows.map((r) => [r.id, r.perYear, r.overCheapest])).toEqual([
      ['mail90', 97.33, 0],
      ['retail90', 121.67, 24.34],
      ['retail30', 182.5, 85.17],
    ]);
    expect(rows[0]!.perUnit).toBeCloseTo(0.2667, 4);
  });
});
