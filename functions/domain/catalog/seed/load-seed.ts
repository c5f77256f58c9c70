import { SEED_VERSION } from '../../../tables/seed-version';
import { deletePartition, mainWeek, partitionName, readCosts, readMarker, switchMarker, type CatalogMarker } from '../catalog-version';
import type { ReferenceCost } from '../model';
import { cellOf, readImports, readManifest, withImports, writeDirectory } from '../pharmacy-areas';
import type { DirectoryRow } from '../pharmacy-format';
import { batchDelete, batchPut, queryPartition } from '../store';
import type { CatalogFile } from './catalog-file';
import { expandCatalog } from './expand-catalog';
import { parseDirectorySeed } from './pharmacies';
import type { SeedSource } from './seed-source';

/**
 * The seed's version lives in functions/tables/seed-version.ts (infra needs it too): a newer one
 * rewrites the drug groups and seed costs, and the pharmacy directory when its version (the seed
 * file's, carried in it) changed. Re-exported for the tests that hold the two together.
 */
export { SEED_VERSION };

/** Orders seed versions: by their leading date, then (the same day) as text. */
export function compareSeedVersions(a: string, b: string): number {
  const day = (v: string) => /^\d{4}-\d{2}-\d{2}/.exec(v)?.[0] ?? '';
  if (day(a) !== day(b)) return day(a) < day(b) ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

/**
 * - `loaded`: the seed is now the live version (there was none, an older one, or one written before versions);
 * - `current`: the stage already has this version: nothing was written;
 * - `kept-newer`: the stage has a newer version (a later deploy ran first): nothing was written.
 */
export type SeedOutcome = 'loaded' | 'current' | 'kept-newer';

export interface SeedLoadResult {
  outcome: SeedOutcome;
  /** The version live after the load. */
  version: string;
  /** Items written (drug groups, costs, directory blocks). */
  items: number;
  /** Whether an older version was replaced (not a first load). */
  replaced: boolean;
}

/** A load whose switch found the marker changed (a NADAC refresh switched costs meanwhile) starts over, this often. */
const ATTEMPTS = 3;

/**
 * Loads the seed catalog and pharmacy directory from `source` into the stage's tables, once per
 * seed version: the one code path of `npm start` (the committed files) and of a deploy (the
 * `seed-load` job, the files' S3 assets). Safe to re-run and to run twice at once:
 *
 * - the stored version is read first: a newer one is never overwritten, an equal one is a no-op;
 * - the directory is written as a new generation and switched by its manifest (pharmacy-areas.ts);
 * - the catalog's drug groups and costs are written into partitions of their own, then the marker
 *   switches to them with one conditional write (catalog-version.ts). Until then readers keep the
 *   version they had; a failed load leaves it live, and the next run writes the same items again.
 *
 * Costs: the seed's, except that a stored cost of a newer NADAC week (a refresh since the seed was
 * made) is kept. Competitor observations are not seed data (people record them).
 */
export async function loadSeed(source: SeedSource): Promise<SeedLoadResult> {
  for (let attempt = 1; ; attempt += 1) {
    const marker = await readMarker();
    if (marker && !marker.legacy) {
      const order = compareSeedVersions(marker.version, SEED_VERSION);
      if (order > 0) return { outcome: 'kept-newer', version: marker.version, items: 0, replaced: false };
      if (order === 0) return { outcome: 'current', version: marker.version, items: 0, replaced: false };
    }
    const catalog = JSON.parse(Buffer.from(await source.read('catalog')).toString('utf8')) as CatalogFile;
    const { groups, costs } = expandCatalog(catalog);
    const directory = await loadDirectory(parseDirectorySeed(await source.read('directory')));
    const stored = marker ? await readCosts(marker.costs) : new Map<string, ReferenceCost>();
    const merged = costs.map((c) => {
      const s = stored.get(c.ndc);
      return s?.asOf && c.asOf && s.asOf > c.asOf && s.pricingUnit === c.pricingUnit ? s : c;
    });
    const kept = merged.filter((c, i) => c !== costs[i]).length;
    const next = {
      version: SEED_VERSION,
      groups: partitionName('group', SEED_VERSION),
      costs: partitionName('cost', `${SEED_VERSION}|${kept ? marker!.costs : ''}`),
      nadacWeek: mainWeek(merged),
      costsSource: kept ? `seed (${kept} costs of a newer NADAC week kept)` : 'seed',
      directoryVersion: directory.version,
    };
    await batchPut('drugs', [
      ...groups.map((g) => ({ pk: next.groups, sk: g.id, ...g })),
      ...merged.map((c) => ({ pk: next.costs, sk: c.ndc, ...c })),
    ]);
    if (await switchMarker(next, marker)) {
      return { outcome: 'loaded', version: SEED_VERSION, items: groups.length + merged.length + directory.items, replaced: !!marker };
    }
    // Another writer switched the marker since it was read: drop what only this run wrote, then look again.
    await dropUnused([next.groups, next.costs]);
    if (attempt >= ATTEMPTS) throw new Error(`the catalog marker kept changing while the seed loaded (${ATTEMPTS} attempts); run the load again`);
  }
}

/** Deletes these partitions unless the marker (now) names them, as live or previous. */
async function dropUnused(partitions: readonly string[]): Promise<void> {
  const now: CatalogMarker | undefined = await readMarker();
  const inUse = new Set([now?.groups, now?.costs, now?.previous?.groups, now?.previous?.costs]);
  for (const p of partitions) if (!inUse.has(p)) await deletePartition(p);
}

/**
 * The seed's pharmacy directory (pharmacy-areas.ts: about 1,700 items) with the rows imported
 * since laid over it, unless the stored one is already of this seed; it replaces a directory of an
 * older layout.
 */
async function loadDirectory(seed: { version: string; rows: DirectoryRow[] }): Promise<{ version: string; items: number }> {
  const manifest = await readManifest();
  if (manifest?.version.startsWith(seed.version)) return { version: manifest.version, items: 0 };
  await removeLegacyDirectory();
  const imports = await readImports();
  const written = await writeDirectory(withImports(seed.rows, imports), imports.length ? `${seed.version}+imports` : seed.version);
  return { version: written.manifest.version, items: written.items };
}

/**
 * Stores kept on disk from before the directory was stored in blocks hold one item per pharmacy
 * under pk `pharmacy` and a copy in its area (or `mail-order`) partition, with the same sk; both go.
 */
async function removeLegacyDirectory(): Promise<number> {
  const legacy = await queryPartition<{ sk: string; lat: number; lon: number; mailOrder?: boolean }>('pharmacies', 'pharmacy');
  await batchDelete('pharmacies', legacy.flatMap((p) => [{ pk: 'pharmacy', sk: p.sk }, { pk: p.mailOrder ? 'mail-order' : cellOf(p), sk: p.sk }]));
  return legacy.length;
}
