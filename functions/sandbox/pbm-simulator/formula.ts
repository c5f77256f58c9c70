import { cents } from '../../../shared/calculators/money';
import type { Breakdown } from '../../domain/pricing/pbm-port';
import {
  AWP_OVER_WAC, BRAND_CASH_OVER_AWP, BRAND_CASH_SPREAD, BRAND_FLOOR_OVER_NADAC, BRAND_MAIL_EXTRA_PTS, BRAND_NADAC_OVER_WAC, BRAND_RETAIL_DISCOUNT_PCT,
  CHAIN_CONTRACT_SPREAD, companyOf, GENERIC_AWP_FLOOR_PER_EA, GENERIC_AWP_MAX_MULTIPLE, GENERIC_AWP_MULTIPLE, LARGE_CHAIN_CASH_BASE, LARGE_CHAIN_CASH_MARKUP,
  priceSetterOf, SEGMENT_TERMS, segmentOf, STORE_CASH_SPREAD, type PharmacyAsked, type Segment,
} from './market';
import { programPrice, unitHash, type ProgramProduct } from './programs';
import { referenceCostStep } from '../../domain/pricing/reference-cost';
import type { SimulatedPbm } from './pbm-models';

export { unitHash };

export interface ReferencePrice extends ProgramProduct {
  /** The NADAC week the cost is from (labels the first step). */
  asOf?: string;
  /** Brands with a generic: the generic's NADAC per unit. */
  genericUnitCost?: number;
}

const usd = (n: number) => `$${n.toFixed(2)}`;
const lerp = (range: { min: number; max: number }, t: number) => range.min + (range.max - range.min) * t;
/** Percentages and multiples as the steps print them: at most one decimal. */
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** No pharmacy named: the PBM's build-up at an independent pharmacy (its standard terms). */
const ANY_INDEPENDENT: PharmacyAsked = { npi: '', chain: '' };

/**
 * A generic product's estimated AWP for a quantity: NADAC × 3–30 (log-uniform per NDC), for tablets
 * and capsules never under the per-unit floor drawn per NDC, and never over NADAC × 100.
 */
export function genericAwp(ref: ReferencePrice, quantity: number): number {
  const multiple = GENERIC_AWP_MULTIPLE.min * (GENERIC_AWP_MULTIPLE.max / GENERIC_AWP_MULTIPLE.min) ** unitHash(`awp:${ref.ndc}`);
  const floor = ref.pricingUnit === 'EA' ? Math.min(lerp(GENERIC_AWP_FLOOR_PER_EA, unitHash(`awp-floor:${ref.ndc}`)), ref.unitCost * GENERIC_AWP_MAX_MULTIPLE) : 0;
  return quantity * Math.max(ref.unitCost * multiple, floor);
}

/** A brand's estimated list price (WAC) and AWP: NADAC is WAC × 0.94–1.00 (drawn per NDC), AWP is WAC × 1.2. */
export function brandListPrices(ref: ReferencePrice, nadacTotal: number): { nadacOverWac: number; wac: number; awp: number } {
  const nadacOverWac = Math.round(lerp(BRAND_NADAC_OVER_WAC, unitHash(`wac:${ref.ndc}`)) * 1000) / 1000;
  const wac = nadacTotal / nadacOverWac;
  return { nadacOverWac, wac, awp: wac * AWP_OVER_WAC };
}

/**
 * The pharmacy's discount-card brand rate (percent off AWP): drawn per company (per store for an
 * independent), deeper for a mail service; the PBM's own adjustment, never past the sourced range.
 */
export function brandDiscountPct(pbm: SimulatedPbm, pharmacy: PharmacyAsked): number {
  const setter = priceSetterOf(pharmacy);
  const retail = pharmacy.npi || companyOf(pharmacy) ? lerp(BRAND_RETAIL_DISCOUNT_PCT, unitHash(`brand-rate:${setter}`)) : (BRAND_RETAIL_DISCOUNT_PCT.min + BRAND_RETAIL_DISCOUNT_PCT.max) / 2;
  const adjusted = Math.max(BRAND_RETAIL_DISCOUNT_PCT.min, retail + pbm.rule.brandAdjustPts);
  const extra = segmentOf(pharmacy) === 'mail' ? lerp(BRAND_MAIL_EXTRA_PTS, unitHash(`mail-extra:${setter}`)) : 0;
  return oneDecimal(adjusted + extra);
}

const SEGMENT_WORDS: Record<Segment, string> = {
  drugstore: 'drug-store chains', 'big-box': 'big-box stores', grocery: 'grocery pharmacies', 'small-chain': 'small chains', independent: 'independent pharmacies', mail: 'mail order',
};

/**
 * One PBM's coupon price for a quantity at a pharmacy (none: its terms with independent
 * pharmacies), with every step in plain words; the steps add up to the cent.
 */
export function pbmPrice(pbm: SimulatedPbm, ref: ReferencePrice, quantity: number, pharmacy: PharmacyAsked = ANY_INDEPENDENT): Breakdown {
  const r = pbm.rule;
  const segment = segmentOf(pharmacy);
  const terms = SEGMENT_TERMS[segment];
  const company = companyOf(pharmacy);
  const where = segment === 'independent' || segment === 'mail' ? SEGMENT_WORDS[segment] : pharmacy.chain;
  const { text: referenceStep, total: nadacTotal } = referenceCostStep(ref, quantity);
  const steps = [referenceStep];
  let ingredientCost: number;
  let basis: string;
  if (ref.brandGeneric === 'B') {
    const { nadacOverWac, wac, awp } = brandListPrices(ref, nadacTotal);
    const discount = brandDiscountPct(pbm, pharmacy);
    const level = terms.brandCardVsLargeChain;
    const rate = awp * (1 - discount / 100) * level;
    const floor = nadacTotal * BRAND_FLOOR_OVER_NADAC;
    ingredientCost = cents(Math.max(rate, floor));
    basis = rate < floor ? 'NADAC-floor' : 'AWP-discount';
    // The type's level is stated only where it moves the price (1 at the large chains, grocers and mail order).
    const paid = `AWP less ${discount}%${level === 1 ? '' : ` × ${level} (the brand price level of ${SEGMENT_WORDS[segment]} against the large drug-store chains, estimated)`}`;
    steps.push(`Brand: estimated list price (WAC) = NADAC ÷ ${nadacOverWac} = ${usd(wac)}; estimated AWP = WAC × ${AWP_OVER_WAC} = ${usd(awp)} (modelled from NADAC, not a published figure).`);
    steps.push(rate < floor
      ? `${pbm.name} pays ${where} ${paid}, ${usd(rate)}, but never less than the pharmacy's acquisition cost (NADAC): ${usd(ingredientCost)}.`
      : `${pbm.name} pays ${where} ${paid}: ${usd(ingredientCost)}.`);
  } else {
    const awp = genericAwp(ref, quantity);
    const discount = terms.genericAwpDiscountPct + r.genericAwpAdjustPts;
    const awpRate = awp * (1 - discount / 100);
    const contract = company ? lerp(CHAIN_CONTRACT_SPREAD, unitHash(`contract:${pbm.id}:${company}`)) : 1;
    const macMultiple = lerp(r.macRange, unitHash(`mac:${pbm.id}:${ref.ndc}`)) * terms.macFactor * contract;
    const mac = nadacTotal * macMultiple;
    basis = mac < awpRate ? 'MAC' : 'AWP-discount';
    ingredientCost = cents(Math.min(mac, awpRate));
    steps.push(`Generic: estimated AWP for this product is ${usd(awp)} (modelled from NADAC, not a published figure); ${pbm.name} pays ${where} the lesser of AWP less ${discount}% (${usd(awpRate)}) and its maximum allowable cost of NADAC × ${macMultiple.toFixed(2)} (${usd(mac)}): ${usd(ingredientCost)}.`);
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

/**
 * The pharmacy's usual-and-customary (cash) price, modelled. A company sets one price list for
 * all its stores and banners, and runs its low-price program there (programs.ts); an independent
 * pharmacy sets its own. Generics: the large chains' level (the product's AWP, at least $15)
 * × the segment's ratio [S24] × the price setter's spread; brands: AWP × the segment's ratio × ±5%.
 */
export function usualAndCustomary(pharmacy: PharmacyAsked, ref: ReferencePrice, quantity: number): number {
  const terms = SEGMENT_TERMS[segmentOf(pharmacy)];
  const setter = priceSetterOf(pharmacy);
  const nadacTotal = ref.unitCost * quantity;
  if (ref.brandGeneric === 'B') {
    const { awp } = brandListPrices(ref, nadacTotal);
    return cents(awp * BRAND_CASH_OVER_AWP * terms.brandCashVsLargeChain * lerp(BRAND_CASH_SPREAD, unitHash(`uc:${setter}:${ref.ndc}`)));
  }
  const listed = programPrice(companyOf(pharmacy), ref, quantity);
  if (listed) return listed.price;
  const markup = LARGE_CHAIN_CASH_MARKUP.min * (LARGE_CHAIN_CASH_MARKUP.max / LARGE_CHAIN_CASH_MARKUP.min) ** unitHash(`cash-markup:${ref.ndc}`);
  const largeChain = LARGE_CHAIN_CASH_BASE + nadacTotal * markup;
  return cents(largeChain * terms.genericCashVsLargeChain * lerp(STORE_CASH_SPREAD, unitHash(`uc:${setter}:${ref.ndc}`)));
}
