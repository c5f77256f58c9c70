import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { distanceMiles } from './geo';
import type { Point } from './model';
import { INDEPENDENT, MAIL_ORDER_CHAIN } from './pharmacy-chains';
import { decodeBlock, encodeBlock, encodeRow, PHARMACY_FORMAT, type DirectoryRow, type NameEntry } from './pharmacy-format';
import { batchDelete, batchPut, getItem, queryPartition } from './store';

/**
 * The pharmacy directory in DynamoDB (table `pharmacies`), so that no request reads the whole
 * directory (53,000 pharmacies) and the seed loads as about 1,700 items (7.8 MB), not one per pharmacy.
 * Every block is gzipped rows of pharmacy-format.ts (format rxsavvy-pharmacies/1).
 *
 * | pk | sk | holds |
 * |---|---|---|
 * | `dir` | `manifest` | format, directory version, counts, and the keys of every item below |
 * | `area#<lat>#<lon>` | `b#<n>` | the walk-in pharmacies of a 1° cell (about 69 × 50 miles), ≤ 2,000 per block |
 * | `mail-order` | `b#0` | the mail-order pharmacies |
 * | `npi#<first 4 digits>` | `b#0` | every pharmacy whose NPI starts so (100 buckets of about 530, 28 KB at most): an NPI lookup is one GetItem |
 * | `name#<2 letters>` | `b#<n>` | the name index: one entry per distinct name, filed under the first two letters of each word |
 * | `dir#imports` | `b#<n>` | rows `npm run import:pharmacies` added or changed, laid over the seed's on every reload |
 *
 * A block item is `{ pk, sk, format, rows, data }` (data: binary). A name-index line is
 * `<stores with that name><TAB><the row of its lowest NPI>`. The price path reads only the cells a
 * radius touches; the transfer search one name partition; an NPI lookup one item.
 *
 * Versions: a whole directory (the seed, the deploy-time loader, an import over another seed) is
 * written as a new generation, whose blocks' sort keys start with it (`<generation>#b#<n>`), and the
 * manifest, written last, names the generation readers use (pharmacy-repository.ts reads it first),
 * so nobody sees half a directory. The generation before stays (`previous`) for containers still
 * reading it, and is deleted when the next one is switched in. An import that touches a few
 * partitions of the same seed rewrites those blocks in place, each block whole. A directory written
 * before generations has none (sort keys `b#<n>`): it reads as generation ''.
 */
export const MANIFEST_KEY = { pk: 'dir', sk: 'manifest' } as const;
export const MAIL_ORDER_PARTITION = 'mail-order';
/** Rows per block: at most about 105 KB gzipped (a name block; a cell's is 76 KB), well under DynamoDB's 400 KB item limit. */
const BLOCK_ROWS = 2_000;
/** Fast compression: building the seed's items takes a third of the CPU time of zlib's default level, for 8% more bytes. */
const GZIP = { level: 1 };
const MILES_PER_DEGREE_LAT = 69.05;

export interface DirectoryManifest {
  format: string;
  version: string;
  /** The generation whose blocks readers use ('' = sort keys `b#<n>`, a directory written before generations). */
  generation?: string;
  /** The generation before, kept until the next switch, with its partitions (to delete them then). */
  previous?: { generation: string; partitions: Record<string, number> };
  rows: number;
  walkIn: number;
  mailOrder: number;
  /** Partition key -> blocks, for every cell, NPI bucket and name bucket (and the mail-order list). */
  partitions: Record<string, number>;
}

export interface DirectoryItem {
  pk: string;
  sk: string;
  format: string;
  rows: number;
  data: Uint8Array;
}

export const cellOf = (p: Point): string => `area#${Math.floor(p.lat)}#${Math.floor(p.lon)}`;
export const npiPartition = (npi: string): string => `npi#${npi.slice(0, 4)}`;

/** The partition that holds this pharmacy's row besides its NPI bucket. */
export function areaPartition(p: Pick<DirectoryRow, 'lat' | 'lon' | 'chain'>): string {
  return p.chain === MAIL_ORDER_CHAIN ? MAIL_ORDER_PARTITION : cellOf(p);
}

/** A cell's south-west corner from its key. */
function cellCorner(pk: string): Point {
  const [, lat, lon] = pk.split('#');
  return { lat: Number(lat), lon: Number(lon) };
}

/** Every 1° cell that a circle of `radiusMiles` around `point` touches (its bounding box). */
export function areasAround(point: Point, radiusMiles: number): string[] {
  const dLat = radiusMiles / MILES_PER_DEGREE_LAT;
  const widestLat = Math.min(89, Math.max(Math.abs(point.lat - dLat), Math.abs(point.lat + dLat)));
  const dLon = radiusMiles / (MILES_PER_DEGREE_LAT * Math.cos((widestLat * Math.PI) / 180));
  const areas: string[] = [];
  for (let lat = Math.floor(point.lat - dLat); lat <= Math.floor(point.lat + dLat); lat += 1) {
    for (let lon = Math.floor(point.lon - dLon); lon <= Math.floor(point.lon + dLon); lon += 1) areas.push(cellOf({ lat, lon }));
  }
  return areas;
}

/**
 * A lower bound of the distance from a point to any place in a cell: the distance to the nearest
 * point of its lat/lon box, less 0.5% and 0.1 mile (the nearest point of a meridian edge lies
 * slightly poleward of the clamped one), so a cell that may hold a nearer store is never skipped.
 */
export function cellMinMiles(point: Point, pk: string): number {
  const { lat, lon } = cellCorner(pk);
  const nearest = { lat: Math.min(Math.max(point.lat, lat), lat + 1), lon: Math.min(Math.max(point.lon, lon), lon + 1) };
  return Math.max(0, distanceMiles(point, nearest) * 0.995 - 0.1);
}

const STOP_WORDS = new Set(['pharmacy', 'pharmacies', 'pharm', 'phcy', 'drug', 'drugs', 'rx', 'the', 'of', 'and', 'inc', 'llc', 'co', 'corp', 'store', 'shop']);

/** Lower case, letters and digits only, '&' as 'and': "Rizzo's Pharmacy" -> "rizzos pharmacy". */
export function normalName(s: string): string {
  let n = normalized.get(s);
  if (n === undefined) {
    n = s.toLowerCase().replace(/&/g, ' and ').replace(/['’]/g, '').replace(/[^a-z0-9]+/g, ' ').trim();
    if (normalized.size > 100_000) normalized.clear();
    normalized.set(s, n);
  }
  return n;
}
/** Names repeat (3,000 "Walgreens"): each is normalised once. */
const normalized = new Map<string, string>();

/** The name partitions an entry is filed under: its first word always, every other word but stop words, and its chain's words. */
export function nameKeys(name: string, chain: string): string[] {
  const words = normalName(name).split(' ').filter(Boolean);
  const chainWords = chain === INDEPENDENT || chain === MAIL_ORDER_CHAIN ? [] : normalName(chain).split(' ');
  const keys = [words[0], ...words.slice(1).filter((w) => !STOP_WORDS.has(w)), ...chainWords].filter((w): w is string => !!w && w.length >= 2);
  return [...new Set(keys.map((w) => `name#${w.slice(0, 2)}`))];
}

/** The partition a query reads: that of its first word that is not a stop word (else its first word). */
export function namePartitionFor(query: string): string | undefined {
  const words = normalName(query).split(' ').filter(Boolean);
  const word = words.find((w) => !STOP_WORDS.has(w)) ?? words[0];
  return word && word.length >= 2 ? `name#${word.slice(0, 2)}` : undefined;
}

/** The sort key of block `n` of a generation. */
export const blockSk = (generation: string, n: number): string => (generation ? `${generation}#b#${n}` : `b#${n}`);
/** What every block key of a generation starts with. */
export const blockPrefix = (generation: string): string => (generation ? `${generation}#b#` : 'b#');

/** A partition's blocks: `count` of them, and (when it is to be written) their items. */
function blocks<T>(pk: string, rows: readonly T[], encode: (rows: readonly T[]) => Uint8Array, write: boolean, generation = ''): { pk: string; count: number; items: DirectoryItem[] } {
  const count = Math.max(1, Math.ceil(rows.length / BLOCK_ROWS));
  const items: DirectoryItem[] = [];
  for (let n = 0; write && n < count; n += 1) {
    const part = rows.slice(n * BLOCK_ROWS, (n + 1) * BLOCK_ROWS);
    items.push({ pk, sk: blockSk(generation, n), format: PHARMACY_FORMAT, rows: part.length, data: encode(part) });
  }
  return { pk, count, items };
}

function group<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** The name index's entries: one per distinct name (case and punctuation aside), its lowest NPI as the example. */
export function nameEntries(rows: readonly DirectoryRow[]): NameEntry[] {
  return [...group(rows, (r) => normalName(r.name)).values()]
    .map((same) => ({ stores: same.length, row: same.reduce((a, b) => (b.npi < a.npi ? b : a)) }))
    .sort((a, b) => compare(a.row.name, b.row.name) || compare(a.row.npi, b.row.npi));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every item of the directory (or only those of the partitions in `only`), and its manifest,
 * which always lists every partition. Pure: the seed loader, the importer and a deploy-time loader share it.
 */
export function directoryItems(rows: readonly DirectoryRow[], version: string, only?: ReadonlySet<string>, generation = ''): { manifest: DirectoryManifest; items: DirectoryItem[] } {
  const sorted = [...rows].sort((a, b) => compare(a.npi, b.npi));
  // Each row's line is made once and shared by its cell, its NPI bucket and its name entry.
  const lines = new Map<string, string>();
  const line = (r: DirectoryRow) => {
    let l = lines.get(r.npi);
    if (l === undefined) lines.set(r.npi, (l = encodeRow(r)));
    return l;
  };
  const rowBlock = (part: readonly DirectoryRow[]) => gzipSync(part.map(line).join('\n'), GZIP);
  const nameBlock = (part: readonly NameEntry[]) => gzipSync(part.map((e) => `${e.stores}\t${line(e.row)}`).join('\n'), GZIP);
  const write = (pk: string) => !only || only.has(pk);
  const parts = [
    ...[...group(sorted, areaPartition)].map(([pk, inPartition]) => blocks(pk, inPartition, rowBlock, write(pk), generation)),
    ...[...group(sorted, (r) => npiPartition(r.npi))].map(([pk, inBucket]) => blocks(pk, inBucket, rowBlock, write(pk), generation)),
    ...[...group(nameEntries(sorted).flatMap((e) => nameKeys(e.row.name, e.row.chain).map((pk) => ({ pk, e }))), (x) => x.pk)]
      .map(([pk, filed]) => blocks(pk, filed.map((x) => x.e), nameBlock, write(pk), generation)),
  ];
  const mailOrder = rows.filter((r) => r.chain === MAIL_ORDER_CHAIN).length;
  const partitions = Object.fromEntries(parts.map((p) => [p.pk, p.count]));
  return {
    manifest: { format: PHARMACY_FORMAT, version, ...(generation ? { generation } : {}), rows: rows.length, walkIn: rows.length - mailOrder, mailOrder, partitions },
    items: parts.flatMap((p) => p.items),
  };
}

const keysOf = (partitions: Record<string, number> | undefined, generation: string) =>
  new Set(Object.entries(partitions ?? {}).flatMap(([pk, n]) => Array.from({ length: n }, (_, i) => `${pk}\t${blockSk(generation, i)}`)));
const toKeys = (keys: Iterable<string>) => [...keys].map((k) => {
  const [pk, sk] = k.split('\t');
  return { pk: pk!, sk: sk! };
});

/** The generation of a whole directory of this version: the same version gets the same generation, so a re-run rewrites the same items. */
export const generationOf = (version: string): string => `g${createHash('sha256').update(version).digest('hex').slice(0, 10)}`;

/**
 * Writes the directory and returns the manifest and the items written.
 *
 * Whole (no `only`): every item under the version's generation, then the manifest naming it (the
 * switch), then the generation kept as `previous` before is deleted; the one just replaced stays as
 * `previous`. Rewriting the live generation again (the same version) writes its items in place.
 *
 * Partial (`only`, an import's few partitions): the live generation's blocks of those partitions in
 * place, then the blocks the new manifest no longer lists there, then the manifest.
 */
export async function writeDirectory(rows: readonly DirectoryRow[], version: string, only?: ReadonlySet<string>): Promise<{ manifest: DirectoryManifest; items: number }> {
  const current = await readManifest();
  const live = current?.generation ?? '';
  const generation = only ? live : generationOf(version);
  const { manifest, items } = directoryItems(rows, version, only, generation);
  await batchPut('pharmacies', items as unknown as Record<string, unknown>[]);
  const now = keysOf(manifest.partitions, generation);
  if (only || generation === live) {
    const stale = [...keysOf(current?.partitions, live)].filter((k) => !now.has(k) && (!only || only.has(k.split('\t')[0]!)));
    await batchDelete('pharmacies', toKeys(stale));
    const kept = current?.previous ? { previous: current.previous } : {};
    await batchPut('pharmacies', [{ ...MANIFEST_KEY, ...manifest, ...kept }]);
    return { manifest: { ...manifest, ...kept }, items: items.length + 1 };
  }
  const switched: DirectoryManifest = { ...manifest, ...(current ? { previous: { generation: live, partitions: current.partitions } } : {}) };
  await batchPut('pharmacies', [{ ...MANIFEST_KEY, ...switched }]);
  const keep = new Set([...now, ...keysOf(current?.partitions, live)]);
  const retired = current?.previous ? [...keysOf(current.previous.partitions, current.previous.generation)].filter((k) => !keep.has(k)) : [];
  await batchDelete('pharmacies', toKeys(retired));
  return { manifest: switched, items: items.length + 1 };
}

/** Rows `npm run import:pharmacies` added or changed: kept apart, so a reload of the seed applies them again. */
export const IMPORTS_PARTITION = 'dir#imports';

export async function readImports(): Promise<DirectoryRow[]> {
  const items = await queryPartition<DirectoryItem>('pharmacies', IMPORTS_PARTITION);
  return items.flatMap((i) => decodeBlock(i.data));
}

export async function writeImports(rows: readonly DirectoryRow[]): Promise<void> {
  const old = await queryPartition<DirectoryItem>('pharmacies', IMPORTS_PARTITION);
  const { items } = blocks(IMPORTS_PARTITION, rows, encodeBlock, true);
  await batchPut('pharmacies', items as unknown as Record<string, unknown>[]);
  await batchDelete('pharmacies', old.filter((o) => !items.some((i) => i.sk === o.sk)).map(({ pk, sk }) => ({ pk, sk })));
}

/** The seed's rows with the imported ones laid over them (by NPI). */
export function withImports(seed: readonly DirectoryRow[], imports: readonly DirectoryRow[]): DirectoryRow[] {
  return [...new Map([...seed, ...imports].map((r) => [r.npi, r])).values()];
}

/** The live generation alone (a small read: the manifest's other attributes are not fetched). */
export async function readGeneration(): Promise<string> {
  // The manifest lists every partition: read only its generation.
  return (await getItem<{ generation?: string }>('pharmacies', MANIFEST_KEY.pk, MANIFEST_KEY.sk, ['generation']))?.generation ?? '';
}

export async function readManifest(): Promise<DirectoryManifest | undefined> {
  const item = await getItem<DirectoryManifest & { pk: string; sk: string }>('pharmacies', MANIFEST_KEY.pk, MANIFEST_KEY.sk);
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, ...manifest } = item;
  return manifest;
}
