import { cents, nonNegative } from './money';

/**
 * Coordination of benefits for a pharmacy claim. The primary plan pays first; the secondary plan
 * then pays toward what is left, up to what it would have paid had it been primary ("standard"
 * COB), or only the amount by which its own payment exceeds the primary's ("non-duplication").
 */
export type CobMethod = 'standard' | 'nonDuplication';

export interface CobInput {
  price: number;
  /** What the visitor owes under the primary plan alone (copay, coinsurance, deductible). */
  primaryPatientShare: number;
  /** What the visitor would owe if the secondary plan were their only plan. */
  secondaryPatientShareAlone: number;
  method: CobMethod;
}

export interface CobResult {
  primaryPays: number;
  secondaryWouldPayAlone: number;
  secondaryPays: number;
  youPay: number;
  steps: string[];
}

export function coordinateBenefits(input: CobInput): CobResult {
  const price = nonNegative(input.price);
  const primaryShare = Math.min(price, nonNegative(input.primaryPatientShare));
  const primaryPays = cents(price - primaryShare);
  const secondaryWouldPayAlone = cents(price - Math.min(price, nonNegative(input.secondaryPatientShareAlone)));
  const secondaryPays = input.method === 'standard'
    ? cents(Math.min(primaryShare, secondaryWouldPayAlone))
    : cents(Math.min(primaryShare, nonNegative(secondaryWouldPayAlone - primaryPays)));
  const youPay = cents(primaryShare - secondaryPays);
  const steps = [
    `The primary plan pays $${primaryPays.toFixed(2)} of the $${price.toFixed(2)} price, leaving you $${primaryShare.toFixed(2)}.`,
    `Alone, the secondary plan would have paid $${secondaryWouldPayAlone.toFixed(2)}.`,
    input.method === 'standard'
      ? `Standard coordination: the secondary pays the smaller of what is left ($${primaryShare.toFixed(2)}) and what it would have paid alone: $${secondaryPays.toFixed(2)}.`
      : `Non-duplication: the secondary pays only what its own payment exceeds the primary's, up to what is left: $${secondaryPays.toFixed(2)}.`,
    `You pay $${youPay.toFixed(2)}.`,
  ];
  return { primaryPays, secondaryWouldPayAlone, secondaryPays, youPay, steps };
}
