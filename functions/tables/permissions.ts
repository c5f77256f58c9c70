import type { TableKey } from './dynamodb';
import type { Access, Resources } from './routes';

/**
 * Named permission sets of the route and job tables: what one kind of work needs, written once. An
 * entry composes them with `merge`, e.g. `resources: merge(PRICING, { tables: { competitorPrices: 'read' } })`,
 * and infra grants the result exactly (infra/constructs/route-grants.ts), as if it were written out.
 * The Monitoring stack also finds the pricing functions by their set (`includes(resources, PRICING)`).
 */

/** What each access level allows, as independent parts (before the sets below: `merge` reads it): merging unions them, `includes` compares them. */
const PARTS: Record<Access, { read: boolean; write: boolean; scan: boolean }> = {
  read: { read: true, write: false, scan: false },
  write: { read: false, write: true, scan: false },
  readwrite: { read: true, write: true, scan: false },
  'read+scan': { read: true, write: false, scan: true },
  'readwrite+scan': { read: true, write: true, scan: true },
};

/** The level that allows exactly these parts (a scan always comes with reads: it reads every item anyway). */
function accessOf(parts: { read: boolean; write: boolean; scan: boolean }): Access {
  if (parts.scan) return parts.write ? 'readwrite+scan' : 'read+scan';
  if (parts.read) return parts.write ? 'readwrite' : 'read';
  return 'write';
}

/** Read the drug catalog (names, formulations, NDCs, reference costs). */
export const CATALOG = permissionSet({ tables: { drugs: 'read' } });

/** Ask the PBMs: their endpoint parameter and, in dev and staging, the sandbox simulator's function URL. */
export const PBMS = permissionSet({ pbm: true });

/**
 * Price a drug at the pharmacies near a place (functions/domain/pricing/quote.ts): the catalog, the
 * pharmacy directory, the PBMs, and the price cache and history the engine reads and writes.
 */
export const PRICING = permissionSet({ pbm: true, tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } });

/** Sign the coupons it issues, or check the signature of a coupon it is handed: the coupon-signing key. */
export const COUPON_SIGNING = permissionSet({ couponSigning: true });

/** Price at pharmacies and hand out signed coupons (the price pages' routes). */
export const PRICING_WITH_COUPONS = permissionSet(merge(PRICING, COUPON_SIGNING));

/** Send e-mail through SES, never to a suppressed address (bounced, complained, unsubscribed). */
export const SENDS_EMAIL = permissionSet({ ses: true, tables: { suppressions: 'read' } });

/** Text through SNS, never to a suppressed number. */
export const SENDS_SMS = permissionSet({ sns: true, tables: { suppressions: 'read' } });

/** Send e-mail and texts. */
export const SENDS_MESSAGES = permissionSet(merge(SENDS_EMAIL, SENDS_SMS));

/** Count the caller's requests against a per-caller limit (functions/lib/rate-limit.ts). */
export const RATE_LIMITED = permissionSet({ tables: { rateLimits: 'readwrite' } });

/** A Coupon API route: it reads the usage meter's marks of keys over their per-minute limit. */
export const COUPON_API = permissionSet({ tables: { couponApiUsage: 'read' } });

type Flag = Exclude<keyof Resources, 'tables'>;
/** Every key of Resources but `tables` is a yes/no grant: `merge` and `includes` rely on it. */
type FlagsAreBooleans = { [K in Flag]-?: NonNullable<Resources[K]> extends boolean ? true : never }[Flag];
const _flagsAreBooleans: FlagsAreBooleans = true;

/**
 * The union of permission sets: every flag any of them sets, every table any of them lists, with
 * the union of the access they ask for ('read' and 'write' make 'readwrite'; '+scan' stays only
 * where a set asks for it). Tables keep the order in which they first appear; the inputs are not changed.
 */
export function merge(...sets: readonly Resources[]): Resources {
  const out: Resources = {};
  const tables: Partial<Record<TableKey, Access>> = {};
  for (const set of sets) {
    for (const [key, value] of Object.entries(set) as [keyof Resources, unknown][]) {
      if (key !== 'tables' && value === true) out[key] = true;
    }
    for (const [key, access] of Object.entries(set.tables ?? {}) as [TableKey, Access][]) {
      const had = tables[key];
      if (had === undefined) {
        tables[key] = access;
        continue;
      }
      const [a, b] = [PARTS[had], PARTS[access]];
      tables[key] = accessOf({ read: a.read || b.read, write: a.write || b.write, scan: a.scan || b.scan });
    }
  }
  if (Object.keys(tables).length) out.tables = tables;
  return out;
}

/** Whether `resources` grants at least everything `set` grants (a 'readwrite' table covers 'read' and 'write'; only '+scan' covers a scan). */
export function includes(resources: Resources, set: Resources): boolean {
  const flags = (Object.entries(set) as [keyof Resources, unknown][]).filter(([key, value]) => key !== 'tables' && value === true);
  if (!flags.every(([key]) => resources[key] === true)) return false;
  return (Object.entries(set.tables ?? {}) as [TableKey, Access][]).every(([key, access]) => {
    const have = resources.tables?.[key];
    if (!have) return false;
    const [h, w] = [PARTS[have], PARTS[access]];
    return (h.read || !w.read) && (h.write || !w.write) && (h.scan || !w.scan);
  });
}

/** A set is shared by many entries: frozen, so no entry can change it for the others. */
function permissionSet(resources: Resources): Resources {
  if (resources.tables) Object.freeze(resources.tables);
  return Object.freeze(resources);
}
