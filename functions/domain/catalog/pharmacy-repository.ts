import { distanceMiles } from './geo';
import type { Pharmacy, PharmacyWithDistance, Point } from './model';
import { areasAround, MAIL_ORDER_PARTITION } from './pharmacy-areas';
import { cached, queryPartition } from './store';

type Stored = Pharmacy & { pk: string; sk: string };
const loadPartition = async (pk: string) => (await queryPartition<Stored>('pharmacies', pk)).map(({ pk: _pk, sk: _sk, ...p }) => p as Pharmacy);

/** The whole directory: admin counts, name search and NPI lookup, never the price path. */
const directory = cached(() => loadPartition('pharmacy'));

/** Each area (and the mail-order list) loaded on first use and reloaded like the catalog; a container holds only the areas it is asked about. */
const partitions = new Map<string, ReturnType<typeof cached<Pharmacy[]>>>();
function partition(pk: string): Promise<Pharmacy[]> {
  let loader = partitions.get(pk);
  if (!loader) partitions.set(pk, (loader = cached(() => loadPartition(pk))));
  return loader.get();
}

/**
 * Answers per place, kept while the areas they were measured from are the loaded ones: the price
 * page asks the same few zips over and over, and measuring every pharmacy around was a fifth of a
 * cached price answer's time. The answers are shared, so callers never mutate them.
 */
const NEAR_MEMO_MAX = 2_000;
const nearMemo = new Map<string, { from: Pharmacy[][]; near: PharmacyWithDistance[] }>();

/** Walk-in pharmacies within the radius, nearest first (ties by name, then id: deterministic). */
export async function pharmaciesNear(point: Point, radiusMiles: number): Promise<PharmacyWithDistance[]> {
  const areas = await Promise.all(areasAround(point, radiusMiles).map(partition));
  const key = `${point.lat},${point.lon},${radiusMiles}`;
  const known = nearMemo.get(key);
  if (known && known.from.length === areas.length && known.from.every((a, i) => a === areas[i])) return known.near;
  const near = areas.flat()
    .map((p) => ({ ...p, distance: distanceMiles(point, p) }))
    .filter((p) => p.distance <= radiusMiles)
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  nearMemo.delete(key);
  if (nearMemo.size >= NEAR_MEMO_MAX) nearMemo.delete(nearMemo.keys().next().value!);
  nearMemo.set(key, { from: areas, near });
  return near;
}

export async function mailOrderPharmacies(): Promise<Pharmacy[]> {
  return partition(MAIL_ORDER_PARTITION);
}

/** Name or chain search for the transfer page: prefix matches first, one row per name. */
export async function findPharmaciesByName(q: string, limit: number): Promise<Pharmacy[]> {
  const query = q.trim().toLowerCase();
  if (!query) return [];
  const all = await directory.get();
  const hits = all.filter((p) => p.name.toLowerCase().includes(query) || p.chain.toLowerCase().includes(query));
  hits.sort((a, b) => Number(!a.name.toLowerCase().startsWith(query)) - Number(!b.name.toLowerCase().startsWith(query)) || a.name.localeCompare(b.name));
  const byName = new Map<string, Pharmacy>();
  for (const p of hits) if (!byName.has(p.name)) byName.set(p.name, p);
  return [...byName.values()].slice(0, limit);
}

export async function getPharmacyByNpi(npi: string): Promise<Pharmacy | undefined> {
  return (await directory.get()).find((p) => p.npi === npi);
}

export function resetPharmacyCache(): void {
  directory.reset();
  partitions.clear();
  nearMemo.clear();
}

/** The whole directory, walk-in and mail order (admin coverage counts). */
export async function listPharmacies(): Promise<Pharmacy[]> {
  return directory.get();
}
