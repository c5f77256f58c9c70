import { cents } from '../../../shared/calculators/money';
import type { Breakdown } from '../../domain/pricing/pbm-port';
import {
  AWP_OVER_WAC, BRAND_CASH_SHARE_OF_AWP, BRAND_NADAC_OVER_WAC, CHAIN_CONTRACT_SPREAD, GENERIC_AWP_FLOOR_PER_EA, GENERIC_AWP_MULTIPLE, LOW_PRICE_LIST_RULE, LOW_PRICE_LISTS,
  SEGMENT_TERMS, segmentOf, STORE_CASH_SPREAD, type Segment,
} from './market';
import { referenceCostStep } from '../../domain/pricing/reference-cost';
import type { SimulatedPbm } from './pbm-models';

export interface ReferencePrice {
  ndc: string;
  unitCost: number;
  pricingUnit: string;
  brandGeneric: 'G' | 'B';
  /** The NADAC week the cost is from (labels the first step). */
  asOf?: string;
  /** Brands with a generic: the generic's NADAC per unit. */
  genericUnitCost?: number;
}

const usd = (n: number) => `$${n.toFixed(2)}`;
const lerp = (range: { min: number; max: number }, t: number) => range.min + (range.max - range.min) * t;

/** Deterministic hash in [0, 1) of a string (FNV-1a). */
export function unitHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 4294967296;
}

/** A generic product's AWP for a quantity: NADAC × 3–30 (log-uniform per NDC), never under the per-tablet floor. */
export function genericAwp(ref: ReferencePrice, quantity: number): number {
  const multiple = GENERIC_AWP_MULTIPLE.min * (GENERIC_AWP_MULTIPLE.max / GENERIC_AWP_MULTIPLE.min) ** unitHash(`awp:${ref.ndc}`);
  const floor = ref.pricingUnit === 'EA' ? lerp(GENERIC_AWP_FLOOR_PER_EA, unitHash(`awp-floor:${ref.ndc}`)) : 0;
  return quantity * Math.max(ref.unitCost * multiple, floor);
}

/** A brand's list price (WAC) and AWP from its NADAC. */
const brandWac = (nadacTotal: number) => nadacTotal / BRAND_NADAC_OVER_WAC;

const SEGMENT_WORDS: Record<Segment, string> = {
  drugstore: 'drug-store chains', 'big-box': 'big-box stores', grocery: 'grocery pharmacies', independent: 'independent pharmacies', mail: 'mail order',
};

/**
 * One PBM's coupon price for a quantity at a pharmacy of a chain (none: its contract with
 * independent pharmacies), with every step in plain words; the steps add up to the cent.
 */
export function pbmPrice(pbm: SimulatedPbm, ref: ReferencePrice, quantity: number, chain = ''): Breakdown {
  const r = pbm.rule;
  const segment = segmentOf(chain);
  const terms = SEGMENT_TERMS[segment];
  const where = chain && segment !== 'independent' && segment !== 'mail' ? chain : SEGMENT_WORDS[segment];
  const { text: referenceStep, total: nadacTotal } = referenceCostStep(ref, quantity);
  const steps = [referenceStep];
  let ingredientCost: number;
  let basis: string;
  if (ref.brandGeneric === 'B') {
    const wac = brandWac(nadacTotal);
    const awp = wac * AWP_OVER_WAC;
    const discount = r.brandDiscountPct + terms.brandExtraPts;
    ingredientCost = cents(awp * (1 - discount / 100));
    basis = 'AWP-discount';
    steps.push(`Brand: list price (WAC) ≈ NADAC ÷ ${BRAND_NADAC_OVER_WAC} = ${usd(wac)}; AWP = WAC × ${AWP_OVER_WAC} = ${usd(awp)}.`);
    steps.push(`${pbm.name} pays ${where} AWP less ${discount}%: ${usd(ingredientCost)}.`);
  } else {
    const awp = genericAwp(ref, quantity);
    const discount = terms.genericAwpDiscountPct + r.genericAwpAdjustPts;
    const awpRate = awp * (1 - discount / 100);
    const contract = chain && segment !== 'independent' ? lerp(CHAIN_CONTRACT_SPREAD, unitHash(`contract:${pbm.id}:${chain}`)) : 1;
    const macMultiple = lerp(r.macRange, unitHash(`mac:${pbm.id}:${ref.ndc}`)) * terms.macFactor * contract;
    const mac = nadacTotal * macMultiple;
    basis = mac < awpRate ? 'MAC' : 'AWP-discount';
    ingredientCost = cents(Math.min(mac, awpRate));
    steps.push(`Generic: AWP for this product is ${usd(awp)}; ${pbm.name} pays ${where} the lesser of AWP less ${discount}% (${usd(awpRate)}) and its maximum allowable cost of NADAC × ${macMultiple.toFixed(2)} (${usd(mac)}): ${usd(ingredientCost)}.`);
  }
  const dispensingFee = segment === 'mail' ? r.mailDispensingFee : r.dispensingFee;
  const computed = cents(ingredientCost + dispensingFee + r.adminFee);
  const total = Math.max(computed, r.minimumPrice);
  steps.push(`Plus the pharmacy's dispensing fee ${usd(dispensingFee)} and ${pbm.name}'s admin fee ${usd(r.adminFee)}: ${usd(computed)}.`);
  if (computed < r.minimumPrice) steps.push(`Raised to ${pbm.name}'s minimum price of ${usd(r.minimumPrice)}.`);
  return { referenceUnitCost: ref.unitCost, pricingUnit: ref.pricingUnit, quantity, ingredientCost, basis, dispensingFee, adminFee: r.adminFee, total, steps };
}

/** Not every PBM prices every pharmacy: membership is stable per PBM and NPI. */
export const inNetwork = (pbm: SimulatedPbm, npi: string): boolean => unitHash(`${pbm.id}:${npi}`) < pbm.networkShare;

/** The chain's low-price generic list price for this fill, when the product is on it. */
export function lowPriceListPrice(chain: string, ref: ReferencePrice, quantity: number): number | undefined {
  const list = LOW_PRICE_LISTS[chain];
  if (!list || ref.brandGeneric !== 'G' || ref.unitCost > LOW_PRICE_LIST_RULE.maxUnitCost || quantity > 90) return undefined;
  if (unitHash(`list:${chain}:${ref.ndc}`) >= LOW_PRICE_LIST_RULE.share) return undefined;
  return quantity <= 30 ? list.upTo30 : list.upTo90;
}

/**
 * The pharmacy's usual-and-customary (cash) price. Chains set one price list for all their stores
 * (the key is the chain); an independent pharmacy sets its own (the key is its NPI).
 */
export function usualAndCustomary(chain: string, npi: string, ref: ReferencePrice, quantity: number): number {
  const segment = segmentOf(chain);
  const priceSetter = segment === 'independent' ? npi : chain;
  const nadacTotal = ref.unitCost * quantity;
  if (ref.brandGeneric === 'B') {
    return cents(brandWac(nadacTotal) * AWP_OVER_WAC * lerp(BRAND_CASH_SHARE_OF_AWP, unitHash(`uc:${priceSetter}:${ref.ndc}`)));
  }
  const listed = lowPriceListPrice(chain, ref, quantity);
  if (listed !== undefined) return listed;
  const terms = SEGMENT_TERMS[segment];
  const awp = genericAwp(ref, quantity);
  return cents(Math.max(terms.genericCashFloor, awp * terms.genericCashShareOfAwp * lerp(STORE_CASH_SPREAD, unitHash(`uc:${priceSetter}:${ref.ndc}`))));
}
