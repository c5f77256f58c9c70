/**
 * The market the simulated PBMs price in: how pharmacies are grouped, what each group is paid
 * and what each charges for cash. Every number cites /work/shared/market-facts.md ([Sn] is its
 * source list; "assumed" marks a choice where no source gives the figure). The reasoning, with
 * a worked example, is in functions/domain/pricing/README.md.
 */
export type Segment = 'drugstore' | 'big-box' | 'grocery' | 'independent' | 'mail';

/** Chains by the name the pharmacy directory gives them (functions/domain/catalog/importers/pharmacies.ts). */
const SEGMENT_OF_CHAIN: Readonly<Record<string, Segment>> = {
  CVS: 'drugstore', Walgreens: 'drugstore', 'Rite Aid': 'drugstore',
  Walmart: 'big-box', "Sam's Club": 'big-box', Costco: 'big-box', Meijer: 'big-box',
  Kroger: 'grocery', Albertsons: 'grocery', 'H-E-B': 'grocery', Publix: 'grocery', 'Hy-Vee': 'grocery', 'Giant Eagle': 'grocery',
  'Mail Order': 'mail',
};
export const segmentOf = (chain: string): Segment => SEGMENT_OF_CHAIN[chain] ?? 'independent';

export interface SegmentTerms {
  /** Generic network rate: percent off AWP ("lesser of AWP − X or MAC" [S8b]). */
  genericAwpDiscountPct: number;
  /** The MAC this segment negotiated, as a multiple of the PBM's base MAC (assumed; see README). */
  macFactor: number;
  /** Brand network rate: extra points off AWP over the PBM's retail brand discount. */
  brandExtraPts: number;
  /** Cash (U&C) price of a generic as a share of AWP, before the store's own spread. */
  genericCashShareOfAwp: number;
  /** The least a store of this segment charges for a generic fill, cash. */
  genericCashFloor: number;
}

/**
 * - genericAwpDiscountPct: retail AWP−72% and mail AWP−74.5% [S8]; competitive (big-box) rates
 *   AWP−85% or better [S18]; grocery (78) and independents (70) assumed between.
 * - macFactor: big box and mail sit on the PBM's MAC list (1); grocery 3, drugstores 12 and
 *   independents 9 are assumed, tuned so that card prices by segment fall near the GoodRx ratios
 *   of [S24] (big box 0.52, grocery 0.82 × large chains) once fees are added, and so that the
 *   city max/min of a generic is 3–6× [S20, S22, S25] (npm run bench shows both).
 * - brandExtraPts: mail brand guarantees 2.9 points deeper (AWP−19.9% vs −17% [S8]).
 * - genericCashShareOfAwp: drug-chain generic cash sits near AWP (atorvastatin $150 at CVS [S19]
 *   against AWP > $4/tab [S17]): 0.9 assumed; big box 0.62 and grocery 0.67 of drug chains
 *   (CR 2018 basket $527 and $565 vs $849 [S21]); independents 0.3 (assumed between CR's 0.13
 *   [S21] and GoodRx's 1.6 [S24], which disagree); mail 0.4 (assumed).
 * - genericCashFloor: typical generic month $4–$17 at big box [S19, S20, S26] ($6 off the $4
 *   list, assumed); the others assumed ($12.99 grocery, $19.99 drug chains, $9.99 independents,
 *   $6 mail).
 */
export const SEGMENT_TERMS: Readonly<Record<Segment, SegmentTerms>> = {
  drugstore: { genericAwpDiscountPct: 72, macFactor: 12, brandExtraPts: 0, genericCashShareOfAwp: 0.9, genericCashFloor: 19.99 },
  'big-box': { genericAwpDiscountPct: 85, macFactor: 1, brandExtraPts: 0, genericCashShareOfAwp: 0.9 * 0.62, genericCashFloor: 6 },
  grocery: { genericAwpDiscountPct: 78, macFactor: 3, brandExtraPts: 0, genericCashShareOfAwp: 0.9 * 0.67, genericCashFloor: 12.99 },
  independent: { genericAwpDiscountPct: 70, macFactor: 9, brandExtraPts: 0, genericCashShareOfAwp: 0.3, genericCashFloor: 9.99 },
  mail: { genericAwpDiscountPct: 74.5, macFactor: 1, brandExtraPts: 2.9, genericCashShareOfAwp: 0.4, genericCashFloor: 6 },
};

/** AWP = WAC × 1.20 [S12, S13]. */
export const AWP_OVER_WAC = 1.2;
/** Brand acquisition cost (NADAC) ≈ WAC × 0.94–0.99 [S14, S15]: the middle, 0.965. */
export const BRAND_NADAC_OVER_WAC = 0.965;
/** Generic AWP over acquisition cost: 3× to 30× per product, log-uniform ("most mass at 3–30×" [S14, S15, S17]; assumed). */
export const GENERIC_AWP_MULTIPLE = { min: 3, max: 30 } as const;
/**
 * …but a tablet's or capsule's AWP stays at $0.50–$4.00 or more however cheap the product has
 * become (atorvastatin 20 mg: NADAC ≈ $0.04, AWP > $4.00 [S17]); drawn per NDC, EA units only (assumed).
 */
export const GENERIC_AWP_FLOOR_PER_EA = { min: 0.5, max: 4 } as const;
/** Each PBM's contract with each chain: its MAC × 0.85–1.15 (contracts are negotiated chain by chain; spread assumed). */
export const CHAIN_CONTRACT_SPREAD = { min: 0.85, max: 1.15 } as const;
/** A store's generic cash price × 0.75–1.35 around its segment's (generic price CV ≈ 43% [S25]; range assumed). */
export const STORE_CASH_SPREAD = { min: 0.75, max: 1.35 } as const;
/** Brand cash = AWP × 0.97–1.06 by chain (brand prices vary ~10% between pharmacies [S13]; 0.97–1.06 of large chains [S24]). */
export const BRAND_CASH_SHARE_OF_AWP = { min: 0.97, max: 1.06 } as const;

/**
 * Low-price generic lists: $4 per 30 days and $10 per 90 days (Walmart, 2015 tiers [S28]; Sam's
 * Club is Walmart's); Publix $7.50 per 90-day maintenance fill [S33]. Which products are on a list
 * is drawn per NDC: cheap generics only (NADAC ≤ $0.30 per unit, assumed) and about half of them
 * (331 products at launch [S26], ~100 in 2019 [S29]: share assumed).
 */
export const LOW_PRICE_LISTS: Readonly<Record<string, { upTo30: number; upTo90: number }>> = {
  Walmart: { upTo30: 4, upTo90: 10 },
  "Sam's Club": { upTo30: 4, upTo90: 10 },
  Publix: { upTo30: 7.5, upTo90: 7.5 },
};
export const LOW_PRICE_LIST_RULE = { maxUnitCost: 0.3, share: 0.5 } as const;
