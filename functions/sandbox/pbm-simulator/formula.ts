import { cents } from '../../../shared/calculators/money';
import type { Breakdown } from '../../domain/pricing/pbm-port';
import { referenceCostStep } from '../../domain/pricing/reference-cost';
import type { SimulatedPbm } from './pbm-models';

export interface ReferencePrice {
  unitCost: number;
  pricingUnit: string;
  brandGeneric: 'G' | 'B';
  /** The NADAC week the cost is from (labels the first step). */
  asOf?: string;
  /** Brands with a generic: the generic's NADAC per unit. */
  genericUnitCost?: number;
}

export const AWP_MARKUP = 1.2;
const usd = (n: number) => `$${n.toFixed(2)}`;

/** One PBM's coupon price for a quantity, with every step in plain words. */
export function pbmPrice(pbm: SimulatedPbm, ref: ReferencePrice, quantity: number): Breakdown {
  const r = pbm.rule;
  const { text, total: nadacTotal } = referenceCostStep(ref, quantity);
  const steps = [text];
  let ingredientCost: number;
  let basis: string;
  if (ref.brandGeneric === 'B') {
    const awp = nadacTotal * AWP_MARKUP;
    ingredientCost = awp * (1 - r.brandDiscountPct / 100);
    basis = 'AWP-discount';
    steps.push(`Brand: list price (AWP) ≈ NADAC × ${AWP_MARKUP} = ${usd(awp)}; ${pbm.name} pays ${r.brandDiscountPct}% off: ${usd(ingredientCost)}.`);
  } else if (r.genericBasis === 'MAC') {
    ingredientCost = nadacTotal * r.macMultiplier;
    basis = 'MAC';
    steps.push(`Generic: ${pbm.name}'s maximum allowable cost is NADAC × ${r.macMultiplier}: ${usd(ingredientCost)}.`);
  } else {
    ingredientCost = nadacTotal * (1 - r.genericDiscountPct / 100);
    basis = 'NADAC-discount';
    steps.push(`Generic: ${pbm.name} pays NADAC less ${r.genericDiscountPct}%: ${usd(ingredientCost)}.`);
  }
  const computed = ingredientCost + r.dispensingFee + r.adminFee;
  const total = cents(Math.max(computed, r.minimumPrice));
  steps.push(`Plus the pharmacy's dispensing fee ${usd(r.dispensingFee)} and ${pbm.name}'s admin fee ${usd(r.adminFee)}: ${usd(computed)}.`);
  if (computed < r.minimumPrice) steps.push(`Raised to ${pbm.name}'s minimum price of ${usd(r.minimumPrice)}.`);
  return {
    referenceUnitCost: ref.unitCost, pricingUnit: ref.pricingUnit, quantity, ingredientCost: cents(ingredientCost), basis,
    dispensingFee: r.dispensingFee, adminFee: r.adminFee, total, steps,
  };
}

/** Deterministic hash in [0, 1) of a string (FNV-1a). */
export function unitHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 4294967296;
}

/** Not every PBM prices every pharmacy: membership is stable per PBM and NPI. */
export const inNetwork = (pbm: SimulatedPbm, npi: string): boolean => unitHash(`${pbm.id}:${npi}`) < pbm.networkShare;

/** Chains' usual-and-customary (cash) markup over acquisition cost, plus a per-fill fee. */
const UC_MARKUP: Record<string, number> = { Costco: 1.6, Walmart: 2.2, Kroger: 2.6, Albertsons: 3.0, 'Rite Aid': 3.6, Walgreens: 4.0, CVS: 4.2, Independent: 2.8, 'Mail Order': 1.8 };

export function usualAndCustomary(chain: string, npi: string, ref: ReferencePrice, quantity: number): number {
  const markup = (UC_MARKUP[chain] ?? 3) * (0.9 + 0.2 * unitHash(`uc:${npi}`));
  return cents(ref.unitCost * quantity * markup + 7.99);
}
