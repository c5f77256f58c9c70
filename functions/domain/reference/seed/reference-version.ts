import { createHash } from 'node:crypto';
import { UpdateCommand } from '../../../lib/cjs/lib-dynamodb.cjs';
import { ddb } from '../../../lib/aws';
import { tableName } from '../../../lib/env';
import { switchPointer, type SwitchCondition } from '../../catalog/pointer-switch';
import { batchPut, cached, getItem } from '../../catalog/store';

/**
 * Which version of the reference data (ICD-10-CM codes, RxNorm concepts) in toolReference is live,
 * by the scheme of catalog/pointer-switch.ts: a version's items are written under partition keys
 * prefixed with its generation (`<generation>#icd10#E11`, `<generation>#rxcui`, ...), and the
 * marker (pk 'meta' / sk 'reference-seed') names the generation readers use and lists its
 * partitions (so they can be deleted when it retires). Readers (icd10-repository.ts,
 * rxnorm-repository.ts) read the marker's generation, cached five minutes like the data; the
 * generation replaced stays as `previous` until the next switch, for containers still reading it.
 *
 * Items written before generations (and before any seed load) have unprefixed partition keys: a
 * marker without a generation reads as generation ''.
 */
export const REFERENCE_MARKER_KEY = { pk: 'meta', sk: 'reference-seed' } as const;

export interface ReferenceGeneration {
  generation: string;
  /** The generation's partitions, without its prefix ('icd10#E11', 'rxcui', 'rxn-in'). */
  partitions: string[];
}

export interface ReferenceMarker extends ReferenceGeneration {
  version: string;
  icd10Codes: number;
  rxnormConcepts: number;
  /** When the load finished. */
  at: string;
  previous?: ReferenceGeneration;
}

type StoredMarker = Partial<Omit<ReferenceMarker, 'partitions' | 'previous'>> & { partitions?: Set<string>; previous?: { generation: string; partitions?: Set<string> } };

export async function readReferenceMarker(): Promise<ReferenceMarker | undefined> {
  const item = await getItem<StoredMarker>('toolReference', REFERENCE_MARKER_KEY.pk, REFERENCE_MARKER_KEY.sk);
  if (!item?.version) return undefined;
  return {
    version: item.version, icd10Codes: item.icd10Codes ?? 0, rxnormConcepts: item.rxnormConcepts ?? 0, at: item.at ?? '',
    generation: item.generation ?? '', partitions: [...(item.partitions ?? [])].sort(),
    ...(item.previous ? { previous: { generation: item.previous.generation, partitions: [...(item.previous.partitions ?? [])].sort() } } : {}),
  };
}

/** The generation of a whole reference seed of this version: the same version gets the same one, so a re-run rewrites the same items. */
export const referenceGenerationOf = (version: string): string => `r${createHash('sha256').update(version).digest('hex').slice(0, 10)}`;

/** A partition's key in a generation. */
export const inGeneration = (generation: string, partition: string): string => (generation ? `${generation}#${partition}` : partition);

/** Items keyed by partition name (the importers' items), keyed in a generation. */
export const inGenerationItems = (generation: string, items: readonly Record<string, unknown>[]): Record<string, unknown>[] =>
  items.map((i) => ({ ...i, pk: inGeneration(generation, i.pk as string) }));

/** The live generation, read now (writers). */
export async function readReferenceGeneration(): Promise<string> {
  return (await getItem<{ generation?: string }>('toolReference', REFERENCE_MARKER_KEY.pk, REFERENCE_MARKER_KEY.sk, ['generation']))?.generation ?? '';
}

const liveGeneration = cached(readReferenceGeneration);

/** The key readers query for this partition: in the live generation (cached five minutes). */
export async function livePartition(partition: string): Promise<string> {
  return inGeneration(await liveGeneration.get(), partition);
}

/** Forgets the cached live generation (tests; a container picks a switch up within five minutes). */
export function forgetLiveGeneration(): void {
  liveGeneration.reset();
}

/**
 * Makes `next` the live version if the marker still holds `expected`'s version (else returns false
 * and changes nothing). `expected`'s generation becomes `previous`, and the one it kept as previous
 * is deleted unless it is still in use (a re-run of the live or previous version).
 */
export async function switchReferenceMarker(next: Omit<ReferenceMarker, 'previous' | 'at'>, expected: ReferenceMarker | undefined): Promise<boolean> {
  const replaced = expected && expected.generation !== next.generation ? { generation: expected.generation, partitions: expected.partitions } : expected?.previous;
  const item = {
    ...REFERENCE_MARKER_KEY, ...next, partitions: new Set(next.partitions), at: new Date().toISOString(),
    ...(replaced ? { previous: { generation: replaced.generation, partitions: new Set(replaced.partitions) } } : {}),
  };
  // Nothing written before generations lists its partitions: the new version's names stand in for them.
  if (item.previous && !item.previous.partitions.size) item.previous.partitions = new Set(next.partitions);
  const inUse = new Set([next.generation, replaced?.generation]);
  const retiring = expected?.previous && !inUse.has(expected.previous.generation) ? expected.previous : undefined;
  const condition: SwitchCondition = expected
    ? { ConditionExpression: '#v = :v', ExpressionAttributeNames: { '#v': 'version' }, ExpressionAttributeValues: { ':v': expected.version } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
  return switchPointer('toolReference', item, condition, (retiring?.partitions ?? []).map((p) => inGeneration(retiring!.generation, p)));
}

/**
 * An operator's import (`npm run import:icd10`, `import:rxnorm`): its items written in place into
 * the live generation (readers see them as they land, as before generations), and their partitions
 * added to the marker's list, so they are deleted with the generation. The next seed version's
 * generation does not carry them: import again after a deploy that loads a newer reference seed.
 */
export async function writeToLiveGeneration(items: readonly Record<string, unknown>[]): Promise<void> {
  const generation = await readReferenceGeneration();
  await batchPut('toolReference', inGenerationItems(generation, items));
  const partitions = [...new Set(items.map((i) => i.pk as string))];
  if (!generation || !partitions.length) return;
  await ddb().send(new UpdateCommand({
    TableName: tableName('toolReference'), Key: REFERENCE_MARKER_KEY,
    UpdateExpression: 'ADD #p :p', ConditionExpression: '#g = :g',
    ExpressionAttributeNames: { '#p': 'partitions', '#g': 'generation' }, ExpressionAttributeValues: { ':p': new Set(partitions), ':g': generation },
  }));
}
