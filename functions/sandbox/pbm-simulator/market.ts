import { INDEPENDENT, MAIL_ORDER_CHAIN } from '../../domain/catalog/pharmacy-chains';

/**
 * The market the simulated PBMs price in: how pharmacies are grouped, what each group is paid
 * and what each charges for cash. Every number cites /work/shared/market-facts.md ([Sn] is its
 * source list; "assumed" marks a choice where no source gives the figure). The reasoning, with
 * a worked example, is in functions/domain/pricing/README.md.
 */
export type Segment = 'drugstore' | 'big-box' | 'grocery' | 'small-chain' | 'independent' | 'mail';

/** A pharmacy as a PBM is asked about it: its NPI, its banner and the company that owns it. */
export interface PharmacyAsked {
  npi: string;
  /** The banner ('Ralphs', "Sam's Club"), 'Independent' or 'Mail Order'. */
  chain: string;
  /** The company that signs the contracts ('Kroger', 'Walmart'); '' for an independent. */
  parent?: string;
}

/**
 * Pharmacy companies by the type of pharmacy of [S24] (large chain, big box, grocery; other chains
 * are its small chains). Keyed by the company that owns the banner (the directory's `parent`,
 * functions/domain/catalog/pharmacy-chains.ts): a company negotiates one contract for all its banners.
 */
const SEGMENT_OF_COMPANY: Readonly<Record<string, Segment>> = {
  'CVS Health': 'drugstore', Walgreens: 'drugstore',
  Walmart: 'big-box', Costco: 'big-box', Meijer: 'big-box',
  Kroger: 'grocery', Albertsons: 'grocery', 'Ahold Delhaize': 'grocery', 'H-E-B': 'grocery', Publix: 'grocery', 'Hy-Vee': 'grocery',
  'Giant Eagle': 'grocery', Wegmans: 'grocery', 'Weis Markets': 'grocery', 'Ingles Markets': 'grocery', 'Northeast Grocery': 'grocery',
  'Price Chopper': 'grocery', Wakefern: 'grocery', 'K-VA-T Food Stores': 'grocery', 'Southeastern Grocers': 'grocery',
  'Brookshire Grocery': 'grocery', 'Brookshire Brothers': 'grocery', 'Harps Food Stores': 'grocery', 'Dierbergs Markets': 'grocery',
  SpartanNash: 'grocery', "Raley's": 'grocery', 'URM Stores': 'grocery', Harmons: 'grocery', "Ridley's Family Markets": 'grocery',
  'Save Mart': 'grocery', "Marc's": 'grocery',
};

/** The company whose contract and price list apply: the parent, else (a client that sends none) the chain. */
export const companyOf = (p: PharmacyAsked): string => (p.chain === INDEPENDENT || !p.chain ? '' : p.parent || p.chain);

export function segmentOf(p: PharmacyAsked): Segment {
  if (p.chain === MAIL_ORDER_CHAIN) return 'mail';
  const company = companyOf(p);
  if (!company) return 'independent';
  return SEGMENT_OF_COMPANY[company] ?? 'small-chain';
}

/**
 * Who sets this pharmacy's prices and terms: a chain's company sets them for all its stores and
 * banners; an independent pharmacy (and each mail-order service) sets its own (keyed by NPI).
 */
export const priceSetterOf = (p: PharmacyAsked): string => {
  const company = companyOf(p);
  return company && p.chain !== MAIL_ORDER_CHAIN ? `company:${company}` : `npi:${p.npi}`;
};

export interface SegmentTerms {
  /** Generic network rate: percent off AWP ("lesser of AWP − X or MAC" [S8b]). */
  genericAwpDiscountPct: number;
  /** The MAC this segment negotiated, as a multiple of the PBM's base MAC (assumed; see README). */
  macFactor: number;
  /** Generic cash (U&C) price relative to the large chains' ([S24]). */
  genericCashVsLargeChain: number;
  /** Brand cash (U&C) price relative to the large chains' ([S24]). */
  brandCashVsLargeChain: number;
  /**
   * A discount card's brand price relative to the large chains' ([S24]'s brand ratios; their
   * transfer from cash to card prices is assumed): the company's brand rate (AWP less 14–18%) × this.
   */
  brandCardVsLargeChain: number;
}

/**
 * - genericAwpDiscountPct: retail AWP−72% and mail AWP−74.5% [S8]; competitive (big-box) rates
 *   AWP−85% or better [S18]; grocery (78) and independents (70) assumed between; small chains
 *   contract as independents do (assumed).
 * - macFactor: big box and mail sit on the PBM's MAC list (1); grocery 3, drugstores 12 and
 *   independents (and small chains) 9 are assumed, tuned so that the city max/min of a generic's
 *   card price is 3–6× [S20, S22, S25] (npm run bench shows it).
 * - genericCashVsLargeChain, brandCashVsLargeChain: GoodRx cash prices of 2015 in the same ZIP,
 *   relative to large chains: generics big box 0.52, grocery 0.82, small chain 1.51, independent
 *   1.61; brands 0.97, 1.00, 1.06, 1.03 [S24]. (Consumer Reports' 2018 basket put independents far
 *   below the chains, $107 against $849 [S21]; the national data of [S24] is the larger sample.)
 *   Mail order is in neither source: priced like big box (assumed).
 * - brandCardVsLargeChain: the same brand ratios of [S24] for the card price, so a brand's coupon
 *   differs between types of pharmacy as its price does in [S24] (0.97–1.06) and between companies
 *   of a type by their contracts (BRAND_RETAIL_DISCOUNT_PCT): together about 5–11% on a page, the
 *   ~10% between pharmacies of [S13]. [S24] measured cash prices (GoodRx, 2015); no source gives
 *   card brand prices by pharmacy type, so their following the same ratios is assumed. Mail order
 *   is 1: its depth is sourced against retail on its own (BRAND_MAIL_EXTRA_PTS).
 */
export const SEGMENT_TERMS: Readonly<Record<Segment, SegmentTerms>> = {
  drugstore: { genericAwpDiscountPct: 72, macFactor: 12, genericCashVsLargeChain: 1, brandCashVsLargeChain: 1, brandCardVsLargeChain: 1 },
  'big-box': { genericAwpDiscountPct: 85, macFactor: 1, genericCashVsLargeChain: 0.52, brandCashVsLargeChain: 0.97, brandCardVsLargeChain: 0.97 },
  grocery: { genericAwpDiscountPct: 78, macFactor: 3, genericCashVsLargeChain: 0.82, brandCashVsLargeChain: 1, brandCardVsLargeChain: 1 },
  'small-chain': { genericAwpDiscountPct: 70, macFactor: 9, genericCashVsLargeChain: 1.51, brandCashVsLargeChain: 1.06, brandCardVsLargeChain: 1.06 },
  independent: { genericAwpDiscountPct: 70, macFactor: 9, genericCashVsLargeChain: 1.61, brandCashVsLargeChain: 1.03, brandCardVsLargeChain: 1.03 },
  mail: { genericAwpDiscountPct: 74.5, macFactor: 1, genericCashVsLargeChain: 0.52, brandCashVsLargeChain: 0.97, brandCardVsLargeChain: 1 },
};

// ── Mail order: shipping ─────────────────────────────────────────────────────────────────────

/**
 * What a mail-order service charges to ship a fill and how long delivery takes, as each simulated
 * PBM states it beside its mail-order quote (labelled modelled: the simulator observes no service).
 * - costUsd: $5 per order, the shipping fee Mark Cuban Cost Plus Drug Co. states (2022) [S35, S36];
 *   no source gives another service's fee, so the same $5 is assumed for each.
 * - 3–7 business days: assumed (market-facts has no source for mail-order delivery times); the
 *   page shows it as an estimate.
 */
export const MAIL_SHIPPING = { costUsd: 5, minBusinessDays: 3, maxBusinessDays: 7 } as const;

// ── Brands ───────────────────────────────────────────────────────────────────────────────────

/** AWP = WAC × 1.20 [S12, S13]. */
export const AWP_OVER_WAC = 1.2;
/**
 * A brand's acquisition cost (NADAC) is WAC × 0.94–1.00 (market-facts, suggested calibration, from
 * [S14, S15]): drawn per NDC, so WAC = NADAC ÷ that and AWP = WAC × 1.2 = NADAC × 1.20–1.28.
 */
export const BRAND_NADAC_OVER_WAC = { min: 0.94, max: 1 } as const;
/**
 * A pharmacy company's discount-card brand rate: AWP less 14–18% at retail (AWP−17% [S8], AWP−14%
 * [S47]; market-facts, suggested calibration), drawn per company (one contract for all its
 * banners) or, for an independent pharmacy, per store: so brand prices differ between chains. The
 * price it gives is then × the pharmacy type's brand level (SEGMENT_TERMS.brandCardVsLargeChain, [S24]).
 */
export const BRAND_RETAIL_DISCOUNT_PCT = { min: 14, max: 18 } as const;
/** Mail order is 2–8 points deeper than retail (AWP−19.9% vs −17% [S8]; −22% vs −14% [S47]), drawn per mail service. */
export const BRAND_MAIL_EXTRA_PTS = { min: 2, max: 8 } as const;
/**
 * A brand is never paid under its acquisition cost: the ingredient cost is at least NADAC × the
 * quantity (assumed: card brand rates sit "near brand cost (thin margin)" [S14], and a pharmacy
 * may refuse a card claim that pays under cost). Deep mail rates reach it (AWP−26% of a brand
 * whose NADAC is WAC × 1.00 is NADAC × 0.89).
 */
export const BRAND_FLOOR_OVER_NADAC = 1;
/**
 * Brand cash (U&C) price at a large chain = AWP × 1.00 ("brand U&C level vs AWP: no source found
 * (assume ≈ AWP)", market-facts), × the segment's ratio [S24], × 0.95–1.05 per price setter
 * (brand prices vary ~10% between pharmacies [S13]).
 */
export const BRAND_CASH_OVER_AWP = 1;
export const BRAND_CASH_SPREAD = { min: 0.95, max: 1.05 } as const;

// ── Generics ─────────────────────────────────────────────────────────────────────────────────

/** Generic AWP over acquisition cost: 3× to 30× per product, log-uniform ("most mass at 3–30×" [S14, S15, S17]; assumed). */
export const GENERIC_AWP_MULTIPLE = { min: 3, max: 30 } as const;
/**
 * …but a tablet's or capsule's AWP stays at $0.50–$4.00 or more however cheap the product has
 * become (atorvastatin 20 mg: NADAC ≈ $0.04, AWP > $4.00 [S17]); drawn per NDC, EA units only
 * (assumed), and never past 100 × NADAC, the top of the sourced range (3×–100× [S14, S15, S17]).
 */
export const GENERIC_AWP_FLOOR_PER_EA = { min: 0.5, max: 4 } as const;
export const GENERIC_AWP_MAX_MULTIPLE = 100;
/** Each PBM's contract with each company: its MAC × 0.85–1.15 (contracts are negotiated company by company; spread assumed). */
export const CHAIN_CONTRACT_SPREAD = { min: 0.85, max: 1.15 } as const;
/**
 * Generic cash (U&C) price at a large chain: $12 + NADAC × a markup of 4–12 (log-uniform, drawn per
 * product); other segments × their ratio [S24], each price setter × STORE_CASH_SPREAD. Both numbers
 * are assumed, chosen against the sourced dollar ranges: with big box at 0.52 × the large chains'
 * [S24], a month of a cheap generic costs $5–$17 cash at a big box (typical $4–$17 [S19, S20, S26]),
 * and a generic whose month costs $10–$20 at NADAC costs up to $130–$250 at a drug chain ($120–$250
 * [S19, S20]). The README ("Cash prices") gives the resulting ratio to NADAC.
 */
export const LARGE_CHAIN_CASH_BASE = 12;
export const LARGE_CHAIN_CASH_MARKUP = { min: 4, max: 12 } as const;
/** A price setter's generic cash price × 0.75–1.35 around its segment's (wide within-type spread [S24]; generic price CV ≈ 43% [S25]; range assumed). */
export const STORE_CASH_SPREAD = { min: 0.75, max: 1.35 } as const;
