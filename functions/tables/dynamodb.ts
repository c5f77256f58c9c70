/**
 * Every DynamoDB table, defined once. CDK (infra/stacks/data-stack.ts) creates them in AWS;
 * the local runtime and the integration tests create them in dynalite from the same list.
 *
 * All tables use string keys `pk` (+ `sk` where listed); items that expire carry `expiresAt`
 * (epoch seconds). DynamoDB deletes expired items lazily and dynalite not at all, so readers
 * must check `expiresAt` themselves: TTL is cleanup, never correctness.
 */
export interface TableDef {
  /** What the table holds, for readers of the code and of the CDK output. */
  purpose: string;
  sortKey: boolean;
  ttl: boolean;
  /** Global secondary indexes, each keyed by string attributes `${name}pk` / `${name}sk`. */
  indexes?: readonly string[];
}

export const tables = {
  drugs: { purpose: 'Drug catalog: names, formulations, NDCs, reference costs', sortKey: true, ttl: false, indexes: ['gsi1'] },
  pharmacies: { purpose: 'Pharmacy directory with locations and transfer info', sortKey: true, ttl: false, indexes: ['gsi1'] },
  priceCache: { purpose: 'Fan-out answers cached by drug, quantity and zip area', sortKey: false, ttl: true },
  featuredSavings: { purpose: 'The home page\'s Featured Savings cards per zip, computed ahead of requests by the featured-savings-refresh job, and the zips to keep them for', sortKey: true, ttl: false },
  priceHistory: { purpose: 'Daily best-price snapshots per drug, quantity and zip area', sortKey: true, ttl: false },
  competitorPrices: { purpose: 'Stored competitor price observations with date and source', sortKey: true, ttl: false },
  clientErrors: { purpose: 'Error reports sent by browsers (rules#calls ecsClientError)', sortKey: true, ttl: true },
  rateLimits: { purpose: 'Fixed-window request counters per caller and action', sortKey: false, ttl: true },
  // ── messaging ──
  couponViews: { purpose: 'Coupon views per day (PBM family, BIN, drug label, pharmacy, price); no IP, e-mail or phone', sortKey: true, ttl: false },
  suppressions: { purpose: 'Hashed e-mail addresses and phone numbers never to contact (bounces, complaints, unsubscribes)', sortKey: false, ttl: false },
  newsletter: { purpose: 'Newsletter subscriptions: pending until the double opt-in link is clicked, then confirmed', sortKey: false, ttl: true },
  priceAlerts: { purpose: 'Price-drop watches (drug, quantity, zip, e-mail or phone) and their last alerted price', sortKey: false, ttl: true, indexes: ['gsi1'] },
  // ── identity, pharmacy portal, admin ──
  pharmacyOptIns: { purpose: 'Pharmacy portal opt-ins: the current record per NPI (versioned, with verification state and any pending e-mail-confirmed change) and every earlier version', sortKey: true, ttl: false },
  // ── coupon API and marketplace ──
  couponApiCustomers: { purpose: 'Coupon API customers (AWS Marketplace account id, license ARN or CustomerIdentifier, product, subscription state, contact), their aliases, and ResolveCustomer answers cached for minutes (expiring)', sortKey: false, ttl: true },
  couponApiKeys: { purpose: 'Coupon API keys by SHA-256 hash (never the key itself): customer, revenue model, status', sortKey: false, ttl: false, indexes: ['gsi1'] },
  couponApiUsage: { purpose: 'Coupon API requests counted per hour per customer and key (from the routes\' usage log lines), and keys over their per-minute limit', sortKey: true, ttl: true },
  meteringRecords: { purpose: 'AWS Marketplace metering per customer-hour: quantity, status, attempts (exactly-once billing)', sortKey: true, ttl: false },
  // ── marketing and SEO ──
  pageViews: { purpose: 'First-party page-view counts per marketing path per day (no IP, cookie or user agent)', sortKey: true, ttl: true },
  // ── iRxSavvy tools ──
  toolReference: { purpose: 'Imported reference codes for the iRxSavvy tools: ICD-10-CM codes (pk <generation>#icd10#<category>) and RxNorm concepts, ingredients and brand names (pk <generation>#rxcui / rxn-in / rxn-bn), the generation the marker meta/reference-seed names', sortKey: true, ttl: false },
  signups: { purpose: 'The eight iRxSavvy sign-ups: contact, channel, schedule, consent and confirmation; refill reports and points; gsi2 orders confirmed sign-ups by when the dispatcher must look at them next', sortKey: true, ttl: true, indexes: ['gsi1', 'gsi2'] },
  signupDispatch: { purpose: 'One record per sign-up message (claimed, sent, cancelled): sends each message at most once', sortKey: true, ttl: false },
} as const satisfies Record<string, TableDef>;

export type TableKey = keyof typeof tables;
export const tableKeys = Object.keys(tables) as TableKey[];

/** Environment variable that carries a table's physical name into a function. */
export function tableEnvVar(key: TableKey): string {
  return `TABLE_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/** Physical name used by the local runtime and tests (dynalite needs >= 3 characters). */
export function localTableName(key: TableKey, prefix = 'rxsavvy'): string {
  return `${prefix}-${key}`;
}
