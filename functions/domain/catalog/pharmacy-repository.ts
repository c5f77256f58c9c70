import { distanceMiles } from './geo';
import type { Pharmacy, PharmacyWithDistance, Point } from './model';
import { cached, queryPartition } from './store';

const directory = cached(async () =>
  (await queryPartition<Pharmacy & { pk: string; sk: string }>('pharmacies', 'pharmacy')).map(({ pk: _pk, sk: _sk, ...p }) => p as Pharmacy),
);

/** Walk-in pharmacies within the radius, nearest first (ties by name, then id: deterministic). */
export async function pharmaciesNear(point: Point, radiusMiles: number): Promise<PharmacyWithDistance[]> {
  return (await directory.get())
    .filter((p) => !p.mailOrder)
    .map((p) => ({ ...p, distance: distanceMiles(point, p) }))
    .filter((p) => p.distance <= radiusMiles)
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
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
