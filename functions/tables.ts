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
  priceHistory: { purpose: 'Daily best-price snapshots per drug, quantity and zip area', sortKey: true, ttl: false },
  competitorPrices: { purpose: 'Stored competitor price observations with date and source', sortKey: true, ttl: false },
  clientErrors: { purpose: 'Error reports sent by browsers (spec §7 ecsClientError)', sortKey: true, ttl: true },
  rateLimits: { purpose: 'Fixed-window request counters per caller and action', sortKey: false, ttl: true },
  // ── messaging (#5) ──
  // ── identity, pharmacy portal, admin (#6) ──
  // ── coupon API and marketplace (#7) ──
  // ── marketing and SEO (#8) ──
  // ── iRxSavvy tools (#9, #10) ──
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
