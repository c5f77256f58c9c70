import { REFERENCE_SEED_VERSION } from '../../../tables/seed-version';
import { deletePartitions } from '../../catalog/pointer-switch';
import { compareSeedVersions, type SeedOutcome } from '../../catalog/seed/load-seed';
import { batchPut } from '../../catalog/store';
import { icd10Items } from '../importers/icd10';
import { rxnormItems } from '../importers/rxnorm';
import { parseReferenceSeed } from './reference-seed';
import { inGeneration, inGenerationItems, readReferenceMarker, referenceGenerationOf, switchReferenceMarker, type ReferenceMarker } from './reference-version';

export interface ReferenceLoadResult {
  outcome: SeedOutcome;
  /** The version live after the load. */
  version: string;
  /** Items written. */
  items: number;
}

/**
 * A seed with fewer codes or concepts than this share of the live version's is refused: a release
 * retires a few codes, never a tenth of them, so such a file is a truncated or wrong one.
 */
export const REFERENCE_MIN_SHARE = 0.9;

/**
 * Loads the reference seed into toolReference once per version, under the seed loader's rules
 * (catalog/seed/load-seed.ts): the stored version is read first, a newer one is never overwritten
 * (`kept-newer`), the same one is a no-op (`current`); a malformed file, one of another version
 * than the code's, or one that shrank (REFERENCE_MIN_SHARE) is refused before anything is written.
 * Otherwise every code and concept is written into the version's own generation and the marker is
 * switched to it last, with a conditional write on the version read (reference-version.ts): readers
 * keep the version they had until then, an interrupted load leaves it live, and the next run writes
 * the same items again and switches.
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
  refuseShrunken(seed.icd10.length, seed.rxnorm.length, marker);
  const generation = referenceGenerationOf(version);
  const items = [
    ...icd10Items(seed.icd10.map(([code, description]) => ({ code, description, billable: true }))),
    ...rxnormItems(seed.rxnorm.map(([rxcui, tty, name, ingredients]) => ({ rxcui, tty, name, ingredients, ndcs: [] }))),
  ];
  const partitions = [...new Set(items.map((i) => i.pk as string))];
  await batchPut('toolReference', inGenerationItems(generation, items));
  const next = { version, generation, partitions, icd10Codes: seed.icd10.length, rxnormConcepts: seed.rxnorm.length };
  if (await switchReferenceMarker(next, marker)) return { outcome: 'loaded', version, items: items.length };
  // Another load switched the marker meanwhile: its version stands if it is this one or newer.
  const now = await readReferenceMarker();
  if (now && compareSeedVersions(now.version, version) >= 0) {
    if (now.generation !== generation && now.previous?.generation !== generation) await deletePartitions('toolReference', partitions.map((p) => inGeneration(generation, p)));
    return { outcome: compareSeedVersions(now.version, version) > 0 ? 'kept-newer' : 'current', version: now.version, items: items.length };
  }
  throw new Error('the reference marker changed to an older version while the seed loaded; run the load again');
}

function refuseShrunken(icd10Codes: number, rxnormConcepts: number, live: ReferenceMarker | undefined): void {
  if (!icd10Codes && !rxnormConcepts) throw new Error('the reference seed has no codes and no concepts: refused');
  if (!live) return;
  for (const [what, count, before] of [['ICD-10-CM codes', icd10Codes, live.icd10Codes], ['RxNorm concepts', rxnormConcepts, live.rxnormConcepts]] as const) {
    if (count < before * REFERENCE_MIN_SHARE) {
      throw new Error(`the reference seed has ${count} ${what}, fewer than ${REFERENCE_MIN_SHARE * 100}% of the live version's ${before}: refused, the live version stays`);
    }
  }
}
