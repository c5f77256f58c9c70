import { cents, nonNegative } from './money';

/**
 * What a visitor pays with insurance for a prescription, fill by fill through the plan year:
 * the deductible first, then a copay or coinsurance, capped by the out-of-pocket maximum.
 * Used by patient-copay-with-insurance, estimated-cost-sharing and copay-predictor.
 */
export type CostShare = { kind: 'copay'; amount: number } | { kind: 'coinsurance'; percent: number };

export type Tier = 1 | 2 | 3 | 4;

/**
 * Typical 2025 commercial-plan cost sharing per 30-day fill by tier (KFF Employer Health Benefits
 * Survey averages, rounded): used only when the visitor does not know their plan's numbers.
 */
export const TYPICAL_TIER_COST_SHARE: Record<Tier, { label: string; share: CostShare }> = {
  1: { label: 'Tier 1: preferred generic', share: { kind: 'copay', amount: 11 } },
  2: { label: 'Tier 2: preferred brand', share: { kind: 'copay', amount: 38 } },
  3: { label: 'Tier 3: non-preferred brand', share: { kind: 'copay', amount: 70 } },
  4: { label: 'Tier 4: specialty', share: { kind: 'coinsurance', percent: 28 } },
};

export interface InsuranceInput {
  /** What the plan pays the pharmacy for one fill before cost sharing (its negotiated price). */
  planPrice: number;
  deductible: number;
  deductibleMet: number;
  share: CostShare;
  /** Out-of-pocket maximum for the year; omitted means no cap is applied. */
  outOfPocketMax?: number;
  outOfPocketSpent?: number;
  fillsPerYear: number;
}

export interface FillCost {
  fill: number;
  /** Paid toward the deductible on this fill. */
  towardDeductible: number;
  /** Copay or coinsurance paid after the deductible. */
  costShare: number;
  youPay: number;
  planPays: number;
}

export interface InsuranceResult {
  fills: FillCost[];
  thisFill: FillCost;
  yearTotal: number;
  averagePerFill: number;
}

function shareOf(share: CostShare, amount: number): number {
  if (amount <= 0) return 0;
  // A copay is never more than the drug's own price (pharmacies charge the lower of the two).
  return share.kind === 'copay' ? Math.min(share.amount, amount) : cents((amount * share.percent) / 100);
}

export function insuranceCost(input: InsuranceInput): InsuranceResult {
  let deductibleLeft = nonNegative(input.deductible - input.deductibleMet);
  let oopLeft = input.outOfPocketMax === undefined ? Infinity : nonNegative(input.outOfPocketMax - (input.outOfPocketSpent ?? 0));
  const fills: FillCost[] = [];
  for (let fill = 1; fill <= Math.max(1, Math.floor(input.fillsPerYear)); fill += 1) {
    const towardDeductible = Math.min(deductibleLeft, input.planPrice);
    deductibleLeft = cents(deductibleLeft - towardDeductible);
    const costShare = shareOf(input.share, cents(input.planPrice - towardDeductible));
    const youPay = cents(Math.min(oopLeft, towardDeductible + costShare));
    oopLeft = cents(oopLeft - youPay);
    fills.push({ fill, towardDeductible: cents(Math.min(towardDeductible, youPay)), costShare: cents(youPay - Math.min(towardDeductible, youPay)), youPay, planPays: cents(input.planPrice - youPay) });
  }
  const yearTotal = cents(fills.reduce((sum, f) => sum + f.youPay, 0));
  return { fills, thisFill: fills[0]!, yearTotal, averagePerFill: cents(yearTotal / fills.length) };
}

export interface CouponComparison {
  insurance: InsuranceResult;
  couponPerFill: number;
  couponYearTotal: number;
  /** Positive when the coupon saves money over the year. */
  yearSavingsWithCoupon: number;
  cheaperThisFill: 'coupon' | 'insurance' | 'same';
  cheaperOverYear: 'coupon' | 'insurance' | 'same';
}

const which = (coupon: number, insurance: number): 'coupon' | 'insurance' | 'same' =>
  coupon < insurance ? 'coupon' : coupon > insurance ? 'insurance' : 'same';

/**
 * The plain rule the page states: coupon (cash) payments usually do not count toward the
 * deductible, so paying with a coupon keeps the deductible where it is for later fills.
 */
export function compareWithCoupon(input: InsuranceInput, couponPrice: number): CouponComparison {
  const insurance = insuranceCost(input);
  const fills = insurance.fills.length;
  const couponYearTotal = cents(couponPrice * fills);
  return {
    insurance,
    couponPerFill: cents(couponPrice),
    couponYearTotal,
    yearSavingsWithCoupon: cents(insurance.yearTotal - couponYearTotal),
    cheaperThisFill: which(couponPrice, insurance.thisFill.youPay),
    cheaperOverYear: which(couponYearTotal, insurance.yearTotal),
  };
}
