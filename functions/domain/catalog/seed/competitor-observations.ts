/**
 * A competitor price as a person observed it: the competitor's price for a drug at a chain, the
 * date it was seen, the page it was seen on and (optionally) a screenshot. Observations come only
 * from an admin (the admin competitor-prices page) or from a file; nothing computes one, and the
 * project ships none: where there is no observation the comparison page says so.
 */
export const COMPETITORS = ['GoodRx', 'Optum Perks', 'SingleCare'] as const;
export type Competitor = (typeof COMPETITORS)[number];

export interface CompetitorObservation {
  competitor: Competitor;
  drugId: string;
  label: string;
  ndc: string;
  strength: string;
  form: string;
  quantity: number;
  quantityToDisplay: string;
  chain: string;
  price: number;
  /** YYYY-MM-DD, the day the price was seen. */
  observedAt: string;
  /** The https page it was seen on. */
  sourceUrl: string;
  /** A site path to the screenshot, or ''. */
  screenshot: string;
  /** Who recorded it: 'admin' (the page) or 'file' (an import). */
  recordedBy: 'admin' | 'file';
  recordedAt: string;
}

/** The store's keys: one item per drug, competitor, chain, quantity and day (a later entry for the same day replaces it). */
export const observationKey = (o: CompetitorObservation): { pk: string; sk: string } => ({
  pk: `drug#${o.drugId}`,
  sk: `${o.competitor}#${o.chain}#${o.quantity}#${o.observedAt}`,
});
