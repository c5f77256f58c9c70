import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { LIMITS } from '../../../shared/brand';
import { queryAll } from '../../lib/dynamo-pages';
import { tableName } from '../../lib/env';
import { distanceMiles } from './geo';
import type { Pharmacy, PharmacyWithDistance, Point } from './model';
import { areasAround, blockPrefix, blockSk, cellMinMiles, MAIL_ORDER_PARTITION, namePartitionFor, normalName, npiPartition, readGeneration, readManifest, type DirectoryItem } from './pharmacy-areas';
import { decodeBlock, decodeNameBlock, toPharmacy } from './pharmacy-format';
import { cached, getItem } from './store';

/**
 * Reads the pharmacy directory (layout: pharmacy-areas.ts). Each partition is loaded on first use
 * and reloaded like the catalog (stale while revalidating, 5 minutes): a container holds only the
 * cells, NPI buckets and name partitions it was asked about.
 */
const KM_PER_MILE = 1.609344;

/** The directory's live generation (pharmacy-areas.ts), reread like the partitions. */
const liveGeneration = cached(readGeneration);

async function blocksOf(pk: string, generation?: string): Promise<Uint8Array[]> {
  const items = await queryAll<DirectoryItem>({
    TableName: tableName('pharmacies'),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :b)',
    ExpressionAttributeValues: { ':pk': pk, ':b': blockPrefix(generation ?? await liveGeneration.get()) },
  });
  return items.map((i) => i.data);
}

interface Cell { pharmacies: Pharmacy[]; index?: KDBush }

async function loadCell(pk: string): Promise<Cell> {
  const pharmacies = (await blocksOf(pk)).flatMap(decodeBlock).map(toPharmacy);
  if (!pharmacies.length) return { pharmacies };
  const index = new KDBush(pharmacies.length);
  for (const p of pharmacies) index.add(p.lon, p.lat);
  index.finish();
  return { pharmacies, index };
}

function loader<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const entries = new Map<string, ReturnType<typeof cached<T>>>();
  loaders.push(() => entries.clear());
  return (key) => {
    let entry = entries.get(key);
    if (!entry) entries.set(key, (entry = cached(() => load(key))));
    return entry.get();
  };
}
const loaders: (() => void)[] = [() => liveGeneration.reset()];

const cell = loader(loadCell);
// An NPI bucket is one item (about 530 rows): GetItem.
const npiBucket = loader(async (pk) => {
  const item = await getItem<DirectoryItem>('pharmacies', pk, blockSk(await liveGeneration.get(), 0));
  return new Map((item ? decodeBlock(item.data) : []).map((r) => [r.npi, toPharmacy(r)]));
});
const nameBucket = loader(async (pk) => (await blocksOf(pk)).flatMap(decodeNameBlock));
const mailOrder = loader(async (pk) => (await blocksOf(pk)).flatMap(decodeBlock).map(toPharmacy));

/**
 * The list's order: by distance as shown (0.01 mile), then a building's point before a zip
 * centroid's ("distance approximate"), then pharmacies with a street address before those
 * without, then the exact distance, name and id (deterministic).
 */
export function nearOrder(a: PharmacyWithDistance, b: PharmacyWithDistance): number {
  return Math.round(a.distance * 100) - Math.round(b.distance * 100)
    || Number(a.geoPrecision === 'zip') - Number(b.geoPrecision === 'zip')
    || Number(!a.hasStreetAddress) - Number(!b.hasStreetAddress)
    || a.distance - b.distance || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}

/** The cell's pharmacies within `miles` of the point (the kd-tree's great circle, then ours, exactly). */
function within(c: Cell, point: Point, miles: number): PharmacyWithDistance[] {
  if (!c.index) return [];
  return around(c.index, point.lon, point.lat, Infinity, miles * KM_PER_MILE * 1.001 + 0.01)
    .map((i) => ({ ...c.pharmacies[i]!, distance: distanceMiles(point, c.pharmacies[i]!) }))
    .filter((p) => p.distance <= miles);
}

/** The distance of the cell's `limit`-th nearest pharmacy within `miles`, if it has that many. */
function kthMiles(c: Cell, point: Point, limit: number, miles: number): number | undefined {
  if (!c.index) return undefined;
  const ids = around(c.index, point.lon, point.lat, limit, miles * KM_PER_MILE * 1.001 + 0.01);
  const last = ids.length >= limit ? ids[limit - 1] : undefined;
  return last === undefined ? undefined : distanceMiles(point, c.pharmacies[last]!);
}

/**
 * The `limit` nearest walk-in pharmacies within `maxMiles` (default the spec's 50-mile radius,
 * rules#constants), in nearOrder. Loads the cell of the point first and more cells only while one
 * of them could hold a pharmacy nearer than the `limit`-th found so far: around Manhattan the
 * nearest 50 come from one or two cells; in Wyoming the search widens ring by ring to 50 miles.
 * Pharmacies shown at the same distance as the last one are all considered before the cut.
 */
export async function nearestPharmacies(point: Point, { limit, maxMiles = LIMITS.radiusMiles }: { limit: number; maxMiles?: number }): Promise<PharmacyWithDistance[]> {
  if (limit <= 0) return [];
  const candidates = areasAround(point, maxMiles).map((pk) => ({ pk, min: cellMinMiles(point, pk) })).filter((c) => c.min <= maxMiles).sort((a, b) => a.min - b.min);
  const loaded: Cell[] = [];
  let next = 0;
  let reach = 0;
  let bound = maxMiles;
  for (;;) {
    const batch: string[] = [];
    while (next < candidates.length && candidates[next]!.min <= reach) batch.push(candidates[next++]!.pk);
    loaded.push(...(await Promise.all(batch.map(cell))));
    // The limit-th nearest so far bounds the search: a pharmacy of the answer is no farther.
    // (plus one shown hundredth: a pharmacy shown at the same distance may rank before it, nearOrder).
    const kth = kthAcross(loaded, point, limit, maxMiles);
    if (kth !== undefined) bound = Math.min(bound, kth + 0.01);
    if (next >= candidates.length || candidates[next]!.min > bound) break;
    reach = kth !== undefined ? bound : Math.max(candidates[next]!.min, reach * 2, 10);
  }
  const found = loaded.flatMap((c) => within(c, point, bound)).sort(nearOrder);
  return found.slice(0, limit);
}

function kthAcross(cells: readonly Cell[], point: Point, limit: number, maxMiles: number): number | undefined {
  const nearest = cells.flatMap((c) => {
    const k = kthMiles(c, point, limit, maxMiles);
    return within(c, point, k ?? maxMiles).map((p) => p.distance);
  }).sort((a, b) => a - b);
  return nearest.length >= limit ? nearest[limit - 1] : undefined;
}

/**
 * What pharmaciesNear returns at most. Its callers (the price path, the tools) price or list
 * every pharmacy it gives: with the national directory that would be 6,500 within 50 miles of
 * Midtown, past the PBMs' 500 per request and the pricing deadline. The 2022 directory gave them
 * 56 around 92101 and at most 168 (Chicago); 100 keeps them in that range. The pricing engine is
 * to ask nearestPharmacies for the number it prices instead.
 */
export const NEAR_CAP = 100;

/** The walk-in pharmacies within the radius, nearest first (nearOrder), at most NEAR_CAP of them. */
export function pharmaciesNear(point: Point, radiusMiles: number): Promise<PharmacyWithDistance[]> {
  return nearestPharmacies(point, { limit: NEAR_CAP, maxMiles: radiusMiles });
}

/** The mail-order pharmacies (one per service; none when no real one could be sourced). */
export function mailOrderPharmacies(): Promise<Pharmacy[]> {
  return mailOrder(MAIL_ORDER_PARTITION);
}

/**
 * Name or chain search for the transfer page (rules#prescription-transfer): one row per name,
 * names starting with the query first, the most stores (the chains) first among them. Reads one name partition (the query's first word that is
 * not "pharmacy", "drug" and the like): a query matches a name or chain where one of its words
 * starts with the query. A name many stores share comes without a phone (no one store's number).
 */
export async function findPharmaciesByName(q: string, limit: number): Promise<Pharmacy[]> {
  const query = normalName(q);
  const pk = namePartitionFor(query);
  if (!pk) return [];
  const starts = (text: string) => ` ${normalName(text)}`.includes(` ${query}`);
  const hits = (await nameBucket(pk)).filter((e) => starts(e.row.name) || (e.row.chain !== 'Independent' && starts(e.row.chain)));
  hits.sort((a, b) => Number(!normalName(a.row.name).startsWith(query)) - Number(!normalName(b.row.name).startsWith(query)) || b.stores - a.stores || a.row.name.localeCompare(b.row.name));
  return hits.slice(0, limit).map((e) => {
    const p = toPharmacy(e.row);
    return e.stores > 1 ? { ...p, phone: '' } : p;
  });
}

/** One GetItem (the NPI's bucket, cached). */
export async function getPharmacyByNpi(npi: string): Promise<Pharmacy | undefined> {
  if (!/^\d{10}$/.test(npi)) return undefined;
  return (await npiBucket(npiPartition(npi))).get(npi);
}

export function resetPharmacyCache(): void {
  for (const clear of loaders) clear();
}

/**
 * The whole directory, walk-in and mail order: every partition the manifest lists. For admin
 * reports only (the benefit-manager network count); no consumer request reads it.
 */
export async function listPharmacies(): Promise<Pharmacy[]> {
  const manifest = await readManifest();
  const pks = Object.keys(manifest?.partitions ?? {}).filter((pk) => pk.startsWith('area#') || pk === MAIL_ORDER_PARTITION);
  const all: Pharmacy[] = [];
  for (let i = 0; i < pks.length; i += 16) {
    for (const rows of await Promise.all(pks.slice(i, i + 16).map(async (pk) => (await blocksOf(pk, manifest?.generation ?? '')).flatMap(decodeBlock)))) all.push(...rows.map(toPharmacy));
  }
  return all;
}
