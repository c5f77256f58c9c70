import { cents, nonNegative } from './money';
import type { CostShare } from './insurance-cost';

/**
 * After paying cash or with a coupon, a member can send the receipt to their plan. The plan
 * pays back its allowed amount less the member's cost sharing (and less any out-of-network
 * penalty), never more than was paid.
 */
export interface ReimbursementInput {
  paid: number;
  /** The plan's allowed amount for the drug; unknown → the amount paid is used (an upper bound). */
  allowedAmount?: number;
  share: CostShare;
  deductibleLeft: number;
  /** Percent the plan cuts for a pharmacy outside its network (often 0–30). */
  outOfNetworkPenaltyPercent: number;
}

export interface ReimbursementResult {
  allowed: number;
  towardDeductible: number;
  yourShare: number;
  penalty: number;
  estimatedBack: number;
  youKeepPaying: number;
}

export function estimateReimbursement(input: ReimbursementInput): ReimbursementResult {
  const allowed = cents(Math.min(input.paid, input.allowedAmount ?? input.paid));
  const towardDeductible = cents(Math.min(nonNegative(input.deductibleLeft), allowed));
  const rest = cents(allowed - towardDeductible);
  const costShare = input.share.kind === 'copay' ? Math.min(input.share.amount, rest) : cents((rest * input.share.percent) / 100);
  const yourShare = cents(towardDeductible + costShare);
  const beforePenalty = nonNegative(allowed - yourShare);
  const penalty = cents((beforePenalty * Math.min(100, nonNegative(input.outOfNetworkPenaltyPercent))) / 100);
  const estimatedBack = cents(Math.min(input.paid, beforePenalty - penalty));
  return { allowed, towardDeductible, yourShare, penalty, estimatedBack, youKeepPaying: cents(input.paid - estimatedBack) };
}
