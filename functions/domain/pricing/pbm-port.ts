/**
 * The port through which production code reaches the PBMs. Two sides:
 *
 * - `PbmDirectory`: who the PBMs are and the claim codes a coupon carries (our own registry,
 *   `pbm-directory.ts`).
 * - `PbmClient`: what only a PBM can tell: its price for a drug at pharmacies, how it builds that
 *   price, and which pharmacies are in its network. `provider.ts` implements it over HTTP (each
 *   PBM at the endpoint pbm-endpoints.ts names; locally the simulator in functions/sandbox/pbm-simulator/).
 *
 * How a PBM prices (its rules, networks, latency) is the PBM's business: nothing here knows it.
 */

/** The codes printed on a coupon: how the pharmacy bills the claim and whom to call. */
export interface ClaimCodes {
  rxBin: string;
  rxPcn: string;
  rxGroup: string;
  memberId: string;
  servicePhone: string;
  helpdeskPhone: string;
}

/** One PBM of the registry. */
export interface PbmEntry extends ClaimCodes {
  id: string;
  name: string;
  /** Every member id this PBM issues starts with it (the coupon check relies on it). */
  memberPrefix: string;
}

export interface PbmDirectory {
  /** Every PBM, in the registry's order (ties between equal prices go to the first). */
  list(): readonly PbmEntry[];
  byId(id: string): PbmEntry | undefined;
  claimCodes(id: string): ClaimCodes | undefined;
}

/** A drug and quantity to price (an 11-digit NDC). */
export interface Fill {
  ndc: string;
  quantity: number;
}

export interface QuoteRequest extends Fill {
  /** Each pharmacy's NPI, banner ('Ralphs') and the company that owns it ('Kroger'; '' for an independent), which signs the PBM's contract. */
  pharmacies: { npi: string; chain: string; parent?: string }[];
}

/** How a PBM built its contract price, step by step in plain words. */
export interface Breakdown {
  referenceUnitCost: number;
  pricingUnit: string;
  quantity: number;
  ingredientCost: number;
  basis: string;
  dispensingFee: number;
  adminFee: number;
  total: number;
  steps: string[];
}

/**
 * Where a usual-and-customary (cash) price comes from: a figure the PBM observed at the pharmacy
 * (its date and source), or one it modelled (an estimate; the simulator's always are).
 */
export type UcPriceSource = { kind: 'modelled' } | { kind: 'observed'; asOf: string; source: string };

/**
 * What a mail-order service charges to ship a fill and how long delivery takes, as the PBM states it
 * (observed: the service's published terms, with their date; modelled: an estimate).
 */
export interface Shipping {
  costUsd: number;
  minBusinessDays: number;
  maxBusinessDays: number;
  source: UcPriceSource;
}

/** A PBM's price at one pharmacy of its network, beside that pharmacy's usual-and-customary price. */
export interface PbmQuote {
  npi: string;
  price: number;
  ucPrice: number;
  /** Absent when the PBM does not say: the price is then shown as an estimate. */
  ucPriceSource?: UcPriceSource;
  /** A mail-order service's shipping, where the PBM states it (absent: it did not say). */
  shipping?: Shipping;
  breakdown: Breakdown;
}

export interface PbmClient {
  readonly pbm: PbmEntry;
  /** Its price at each of these pharmacies that is in its network (none for the others). */
  quote(request: QuoteRequest, signal: AbortSignal): Promise<PbmQuote[]>;
  /** Its contract price for a fill and how it is built, at independent pharmacies (each chain's contract may differ). */
  priceBuildUp(fill: Fill, signal: AbortSignal): Promise<Breakdown>;
  /** Which of these pharmacies (by NPI) are in its network. */
  network(npis: readonly string[], signal: AbortSignal): Promise<Set<string>>;
}

/**
 * Why a PBM gave no answer. 'unknown-ndc' is an honest answer (the PBM does not price the drug),
 * not a sick PBM: the circuit breaker does not count it.
 */
export class PbmError extends Error {
  constructor(readonly reason: 'http' | 'malformed' | 'unknown-ndc', message: string) {
    super(message);
  }
}
