import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure } from '../../../lib/aws';
import { tableName } from '../../../lib/env';
import { REFERENCE_SEED_VERSION } from '../../../tables/seed-version';
import { compareSeedVersions, type SeedOutcome } from '../../catalog/seed/load-seed';
import { batchPut, getItem } from '../../catalog/store';
import { icd10Items } from '../importers/icd10';
import { rxnormItems } from '../importers/rxnorm';
import { parseReferenceSeed } from './reference-seed';

/** The marker of the loaded reference seed (table toolReference): what admin lambda-status shows. */
export const REFERENCE_MARKER_KEY = { pk: 'meta', sk: 'reference-seed' } as const;

export interface ReferenceMarker {
  version: string;
  icd10Codes: number;
  rxnormConcepts: number;
  /** When the load finished. */
  at: string;
}

export async function readReferenceMarker(): Promise<ReferenceMarker | undefined> {
  const item = await getItem<Partial<ReferenceMarker>>('toolReference', REFERENCE_MARKER_KEY.pk, REFERENCE_MARKER_KEY.sk);
  return item?.version ? { version: item.version, icd10Codes: item.icd10Codes ?? 0, rxnormConcepts: item.rxnormConcepts ?? 0, at: item.at ?? '' } : undefined;
}

export interface ReferenceLoadResult {
  outcome: SeedOutcome;
  /** The version live after the load. */
  version: string;
  /** Items written. */
  items: number;
}

/**
 * Loads the reference seed into toolReference once per version, under the seed loader's rules
 * (catalog/seed/load-seed.ts): the stored version is read first, a newer one is never overwritten
 * (`kept-newer`), the same one is a no-op (`current`); otherwise every code and concept is written
 * (the importers' items: re-running writes the same items again) and the marker is switched last,
 * with a conditional write on the version read, so an interrupted load leaves the version before in
 * the marker and the next run writes everything again. Items are rewritten in place, not in
 * partitions of their own version: each is one code's or one concept's facts, keyed by the code,
 * and a newer release only adds codes or corrects a description, so a reader mid-load sees old or
 * new facts for a code, never a broken catalog. Codes an operator imported (`npm run import:icd10`)
 * that the seed also carries are rewritten with the seed's description.
 */
export async function loadReferenceSeed(read: () => Promise<Uint8Array>, version: string = REFERENCE_SEED_VERSION): Promise<ReferenceLoadResult> {
  const marker = await readReferenceMarker();
  if (marker) {
    const order = compareSeedVersions(marker.version, version);
    if (order > 0) return { outcome: 'kept-newer', version: marker.version, items: 0 };
    if (order === 0) return { outcome: 'current', version: marker.version, items: 0 };
  }
  const seed = parseReferenceSeed(await read());
  if (seed.version !== version) throw new Error(`the reference seed file is version ${seed.version}, the code's is ${version}: regenerate it or bump REFERENCE_SEED_VERSION`);
  const items = [
    ...icd10Items(seed.icd10.map(([code, description]) => ({ code, description, billable: true }))),
    ...rxnormItems(seed.rxnorm.map(([rxcui, tty, name, ingredients]) => ({ rxcui, tty, name, ingredients, ndcs: [] }))),
  ];
  await batchPut('toolReference', items);
  const next: ReferenceMarker = { version, icd10Codes: seed.icd10.length, rxnormConcepts: seed.rxnorm.length, at: new Date().toISOString() };
  try {
    await ddb().send(new PutCommand({
      TableName: tableName('toolReference'),
      Item: { ...REFERENCE_MARKER_KEY, ...next },
      ...(marker
        ? { ConditionExpression: '#v = :v', ExpressionAttributeNames: { '#v': 'version' }, ExpressionAttributeValues: { ':v': marker.version } }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    }));
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    // Another load switched the marker meanwhile: its version stands if it is this one or newer.
    const now = await readReferenceMarker();
    if (now && compareSeedVersions(now.version, version) >= 0) return { outcome: compareSeedVersions(now.version, version) > 0 ? 'kept-newer' : 'current', version: now.version, items: items.length };
    throw new Error('the reference marker changed to an older version while the seed loaded; run the load again');
  }
  return { outcome: 'loaded', version, items: items.length };
}
