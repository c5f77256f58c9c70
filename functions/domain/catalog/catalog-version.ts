import { createHash } from 'node:crypto';
import type { DrugGroup, ReferenceCost } from './model';
import { deletePartitions, switchPointer } from './pointer-switch';
import { getItem, queryPartition } from './store';

/**
 * Which version of the drug catalog is live (the scheme of pointer-switch.ts). The drug groups and
 * the reference costs are written into partitions of their own version (`group#<id>`, `cost#<id>`),
 * and the marker item (table `drugs`, pk 'meta' / sk 'seed') names the two that readers use. A load (the seed, a NADAC file)
 * writes a whole new partition first and then switches the marker with one conditional write, so
 * no reader ever sees half of a version; the partitions the marker named before stay as `previous`
 * (a container may still be reading them) until the next switch deletes them.
 *
 * A store written before versions has the groups in pk 'group' and the costs in pk 'cost', and a
 * marker without partition names: it reads as `LEGACY_PARTITIONS`, an older version.
 */
export const MARKER_KEY = { pk: 'meta', sk: 'seed' } as const;
export const LEGACY_PARTITIONS = { groups: 'group', costs: 'cost' } as const;

export interface CatalogPartitions {
  groups: string;
  costs: string;
}

export interface CatalogMarker extends CatalogPartitions {
  /** The seed version loaded (seed/load-seed.ts SEED_VERSION). */
  version: string;
  /** The NADAC week ("as of" date) most costs carry: what the price steps' label says. */
  nadacWeek: string;
  /** Where the costs came from: 'seed', or the NADAC file a refresh or an import applied. */
  costsSource: string;
  /** The directory version loaded with this seed (pharmacies.tsv.gz's). */
  directoryVersion: string;
  /** The partitions named before the last switch, kept for containers still reading them. */
  previous?: CatalogPartitions;
  /** When the marker last switched. */
  at: string;
  /** A store written before versions (partitions 'group' and 'cost'). */
  legacy?: true;
}

type StoredMarker = Partial<CatalogMarker> & { version?: string; at?: string };

export async function readMarker(): Promise<CatalogMarker | undefined> {
  const item = await getItem<StoredMarker>('drugs', MARKER_KEY.pk, MARKER_KEY.sk);
  if (!item) return undefined;
  if (!item.groups || !item.costs) {
    return { ...LEGACY_PARTITIONS, version: item.version ?? '', nadacWeek: '', costsSource: 'seed', directoryVersion: '', at: item.at ?? '', legacy: true };
  }
  return {
    version: item.version ?? '', groups: item.groups, costs: item.costs, nadacWeek: item.nadacWeek ?? '', costsSource: item.costsSource ?? 'seed',
    directoryVersion: item.directoryVersion ?? '', at: item.at ?? '', ...(item.previous ? { previous: item.previous } : {}),
  };
}

/** A partition name derived from what it holds: the same content gets the same name, so a re-run rewrites the same items. */
export function partitionName(kind: 'group' | 'cost', basis: string): string {
  return `${kind}#${createHash('sha256').update(basis).digest('hex').slice(0, 16)}`;
}

type Stored<T> = T & { pk: string; sk: string };
const strip = <T>({ pk: _pk, sk: _sk, ...rest }: Stored<T>): T => rest as T;

/** The live catalog: the marker's drug groups (in rank order) and reference costs. Empty before the first load. */
export async function readCatalog(): Promise<{ marker: CatalogMarker | undefined; groups: DrugGroup[]; costs: ReferenceCost[] }> {
  const marker = await readMarker();
  if (!marker) return { marker, groups: [], costs: [] };
  const [groups, costs] = await Promise.all([
    queryPartition<Stored<DrugGroup>>('drugs', marker.groups),
    queryPartition<Stored<ReferenceCost>>('drugs', marker.costs),
  ]);
  return { marker, groups: groups.map(strip).sort((a, b) => a.rank - b.rank), costs: costs.map(strip) };
}

/** The costs of one partition, by NDC. */
export async function readCosts(partition: string): Promise<Map<string, ReferenceCost>> {
  return new Map((await queryPartition<Stored<ReferenceCost>>('drugs', partition)).map((c) => [c.sk, strip(c)]));
}

/** The week most of these costs carry ('' when none has one). */
export function mainWeek(costs: Iterable<ReferenceCost>): string {
  const count = new Map<string, number>();
  for (const c of costs) if (c.asOf) count.set(c.asOf, (count.get(c.asOf) ?? 0) + 1);
  return [...count].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? 1 : -1))[0]?.[0] ?? '';
}

/**
 * Makes `next` the live version, if the marker still names what `expected` named (else another
 * load switched it first: returns false and changes nothing). The partitions `expected` named become
 * `previous`; those it kept as its own `previous` are deleted unless still in use.
 */
export async function switchMarker(next: Omit<CatalogMarker, 'previous' | 'at' | 'legacy'>, expected: CatalogMarker | undefined): Promise<boolean> {
  const previous = expected ? { groups: expected.groups, costs: expected.costs } : undefined;
  const item = { ...MARKER_KEY, ...next, ...(previous ? { previous } : {}), at: new Date().toISOString() };
  const inUse = new Set([next.groups, next.costs, ...(previous ? [previous.groups, previous.costs] : [])]);
  const retired = [expected?.previous?.groups, expected?.previous?.costs].filter((p): p is string => !!p && !inUse.has(p));
  return switchPointer('drugs', item, !expected
    ? { ConditionExpression: 'attribute_not_exists(pk)' }
    : expected.legacy
      ? { ConditionExpression: 'attribute_not_exists(#g)', ExpressionAttributeNames: { '#g': 'groups' } }
      : { ConditionExpression: '#g = :g AND #c = :c', ExpressionAttributeNames: { '#g': 'groups', '#c': 'costs' }, ExpressionAttributeValues: { ':g': expected.groups, ':c': expected.costs } }, retired);
}

/** Deletes every item of one partition of the drugs table (a retired version, or a load that lost its switch). */
export function deletePartition(partition: string): Promise<void> {
  return deletePartitions('drugs', [partition]);
}
