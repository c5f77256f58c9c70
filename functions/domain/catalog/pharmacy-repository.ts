import { distanceMiles } from './geo';
import type { Pharmacy, PharmacyWithDistance, Point } from './model';
import { cached, queryPartition } from './store';

const directory = cached(async () =>
  (await queryPartition<Pharmacy & { pk: string; sk: string }>('pharmacies', 'pharmacy')).map(({ pk: _pk, sk: _sk, ...p }) => p as Pharmacy),
);

/**
 * Answers per loaded directory and place: the price page asks the same few zips over and over, and
 * measuring every pharmacy of the directory was a fifth of a cached price answer's time. A new
 * directory (the 5-minute reload) starts a new memo; the answers are shared, so callers never mutate them.
 */
const NEAR_MEMO_MAX = 2_000;
const nearMemo = new WeakMap<Pharmacy[], Map<string, PharmacyWithDistance[]>>();

/** Walk-in pharmacies within the radius, nearest first (ties by name, then id: deterministic). */
export async function pharmaciesNear(point: Point, radiusMiles: number): Promise<PharmacyWithDistance[]> {
  const all = await directory.get();
  let memo = nearMemo.get(all);
  if (!memo) nearMemo.set(all, (memo = new Map()));
  const key = `${point.lat},${point.lon},${radiusMiles}`;
  const known = memo.get(key);
  if (known) return known;
  const near = all
    .filter((p) => !p.mailOrder)
    .map((p) => ({ ...p, distance: distanceMiles(point, p) }))
    .filter((p) => p.distance <= radiusMiles)
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  if (memo.size >= NEAR_MEMO_MAX) memo.delete(memo.keys().next().value!);
  memo.set(key, near);
  return near;
}

export async function mailOrderPharmacies(): Promise<Pharmacy[]> {
  return (await directory.get()).filter((p) => p.mailOrder);
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
}

/** The whole directory, walk-in and mail order (admin coverage counts). */
export async function listPharmacies(): Promise<Pharmacy[]> {
  return directory.get();
}
