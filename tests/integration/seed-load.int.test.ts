import { gzipSync } from 'node:zlib';
import type { CloudFormationCustomResourceUpdateEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { readDataVersions } from '../../functions/domain/admin/data-versions';
import { partitionName, readCosts, readMarker, switchMarker, type CatalogMarker } from '../../functions/domain/catalog/catalog-version';
import { NadacFileRefused } from '../../functions/domain/catalog/importers/nadac';
import { refreshNadac, type NadacSource } from '../../functions/domain/catalog/nadac-refresh';
import { answerDeployEvent, type SeedLoadProperties } from '../../functions/domain/catalog/seed/deploy-event';
import { loadSeed, SEED_VERSION } from '../../functions/domain/catalog/seed/load-seed';
import type { SeedSource } from '../../functions/domain/catalog/seed/seed-source';
import { batchPut, getItem, queryPartition } from '../../functions/domain/catalog/store';
import { describeIcd10 } from '../../functions/domain/reference/icd10-repository';
import { rxConcept } from '../../functions/domain/reference/rxnorm-repository';
import { loadReferenceSeed } from '../../functions/domain/reference/seed/load-reference';
import { forgetLiveGeneration, inGeneration, readReferenceMarker, referenceGenerationOf } from '../../functions/domain/reference/seed/reference-version';
import { REFERENCE_SEED_FORMAT, type ReferenceSeed } from '../../functions/domain/reference/seed/reference-seed';
import { ensureTables } from '../../functions/local/dynamodb';
import { inject } from 'vitest';
import { useRuntimeEnv } from '../support/api-client';

/**
 * The deploy-time loaders' rules and the weekly NADAC refresh, each over tables of its own in the
 * test runtime's dynalite (ensureTables with a prefix points TABLE_* at them), so nothing here
 * touches the catalog the other test files read.
 */
const own = (prefix: string) => async () => {
  useRuntimeEnv();
  await ensureTables(inject('dynamoEndpoint'), prefix);
};

/** A source that fails the test if the loader reads a seed file: a kept or current version reads nothing. */
const unreadable: SeedSource = { describe: 'nothing', read: () => Promise.reject(new Error('the loader read a seed file')) };

const NEWER = '2099-01-01.a-later-deploy';
const noLog = { info: () => {}, warn: () => {}, error: () => {} };

describe('the seed loader keeps newer data', () => {
  let before: CatalogMarker;
  beforeAll(async () => {
    await own('keepnewer')();
    // A later deploy's catalog is live: its own partitions, its version newer than this code's.
    await batchPut('drugs', [{ pk: 'group#later', sk: 'lisinopril', id: 'lisinopril', generic: 'Lisinopril' }, { pk: 'cost#later', sk: '00000000001', ndc: '00000000001', unitCost: 1 }]);
    expect(await switchMarker({ version: NEWER, groups: 'group#later', costs: 'cost#later', nadacWeek: '2099-01-01', costsSource: 'seed', directoryVersion: 'later' }, undefined)).toBe(true);
    before = (await readMarker())!;
  });

  it('does not overwrite a newer stored version: outcome kept-newer, nothing read, nothing written', async () => {
    expect(await loadSeed(unreadable)).toEqual({ outcome: 'kept-newer', version: NEWER, items: 0, replaced: false });
    expect(await readMarker(), 'the marker').toEqual(before);
    expect(await queryPartition('drugs', partitionName('group', SEED_VERSION)), 'this code\'s drug groups').toEqual([]);
    expect(await queryPartition('drugs', 'group#later'), 'the newer drug groups').toHaveLength(1);
  });

  it('answers a re-deploy of the older seed SUCCESS with kept-newer, through the custom resource the stack uses', async () => {
    const event = {
      RequestType: 'Update', ServiceToken: 'arn', ResponseURL: 'https://cloudformation-response.invalid/', StackId: 'stack', RequestId: 'r1',
      LogicalResourceId: 'SeedLoad', ResourceType: 'Custom::RxSavvySeedLoad', PhysicalResourceId: 'rxsavvy-seed-load',
      ResourceProperties: { ServiceToken: 'arn', Bucket: 'b', CatalogKey: 'c.json', DirectoryKey: 'd.gz', SeedVersion: SEED_VERSION } satisfies SeedLoadProperties & { ServiceToken: string },
      OldResourceProperties: { ServiceToken: 'arn' },
    } as CloudFormationCustomResourceUpdateEvent;
    const sent: unknown[] = [];
    const answer = await answerDeployEvent(event, { getRemainingTimeInMillis: () => 60_000, logStreamName: 'stream' }, async () => {
      const r = await loadSeed(unreadable);
      return { Outcome: r.outcome, Version: r.version };
    }, { put: async (_url, body) => void sent.push(body) });
    expect(answer).toMatchObject({ Status: 'SUCCESS', Data: { Outcome: 'kept-newer', Version: NEWER } });
    expect(sent).toHaveLength(1);
    expect(await readMarker()).toEqual(before);
  });
});

/** A reference seed file of this version with these codes and concepts, as the generator writes it. */
function referenceFile(version: string, icd10: [string, string][], rxnorm: ReferenceSeed['rxnorm']): Uint8Array {
  const seed: ReferenceSeed = { format: REFERENCE_SEED_FORMAT, version, sources: { icd10: 'test', rxnorm: 'test' }, icd10, rxnorm };
  return gzipSync(JSON.stringify(seed));
}

describe('the reference seed loader (ICD-10-CM, RxNorm into toolReference)', () => {
  beforeAll(own('refseed'));
  const V1 = '2026-06-01.reference';
  const file = referenceFile(V1, [['A00.1', 'Cholera due to Vibrio cholerae 01, biovar eltor'], ['B99.8', 'Other infectious disease']], [
    ['7654321', 'IN', 'widgetol', ['widgetol']],
    ['1234567', 'SCD', 'widgetol 5 MG Oral Tablet', ['widgetol']],
  ]);

  it('loads the codes and concepts where the tools read them, and lambda-status shows its version', async () => {
    expect(await loadReferenceSeed(async () => file, V1)).toEqual({ outcome: 'loaded', version: V1, items: 5 });
    expect((await describeIcd10('A00.1'))?.entry).toEqual({ code: 'A00.1', description: 'Cholera due to Vibrio cholerae 01, biovar eltor', kind: 'code' });
    expect(await rxConcept('1234567')).toMatchObject({ name: 'widgetol 5 MG Oral Tablet', ingredients: ['widgetol'], source: 'rxnorm-import' });
    expect(await getItem('toolReference', inGeneration(referenceGenerationOf(V1), 'rxn-in'), 'widgetol')).toMatchObject({ rxcui: '7654321', tty: 'IN' });
    expect((await readDataVersions()).reference).toEqual({ version: V1, icd10Codes: 2, rxnormConcepts: 2, loadedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  });

  it('is a no-op for the same version and keeps a newer one (nothing read, nothing written)', async () => {
    const before = await readReferenceMarker();
    const read = () => Promise.reject(new Error('the loader read the reference file'));
    expect(await loadReferenceSeed(read, V1)).toEqual({ outcome: 'current', version: V1, items: 0 });
    expect(await loadReferenceSeed(read, '2026-01-01.an-older-deploy')).toEqual({ outcome: 'kept-newer', version: V1, items: 0 });
    expect(await readReferenceMarker()).toEqual(before);
  });

  it('refuses a file of another version than the code\'s, and leaves the marker as it was', async () => {
    const before = await readReferenceMarker();
    await expect(loadReferenceSeed(async () => referenceFile('2026-07-01.x', [], []), '2026-08-01.y')).rejects.toThrow(/version 2026-07-01\.x, the code's is 2026-08-01\.y/);
    expect(await readReferenceMarker()).toEqual(before);
  });

  // The next versions: B99.8 re-described, the 5 mg concept now 10 mg, sixty codes added (E10.0 to E15.9).
  const V2 = '2026-07-01.reference';
  const added = Array.from({ length: 60 }, (_, i): [string, string] => [`E1${Math.floor(i / 10)}.${i % 10}`, `Added code ${i}`]);
  const codesV2: [string, string][] = [['A00.1', 'Cholera due to Vibrio cholerae 01, biovar eltor'], ['B99.8', 'Other infectious disease, revised'], ...added];
  const conceptsV2: ReferenceSeed['rxnorm'] = [['7654321', 'IN', 'widgetol', ['widgetol']], ['1234567', 'SCD', 'widgetol 10 MG Oral Tablet', ['widgetol']]];
  const generations = { v1: referenceGenerationOf(V1), v2: referenceGenerationOf(V2) };

  it('an interrupted load leaves readers on the version before; a re-run of it completes and switches', async () => {
    // An item DynamoDB refuses (over 400 KB) after sixty good ones: the load fails with part of its items written.
    const broken = referenceFile(V2, [...codesV2, ['Z99.9', 'x'.repeat(450_000)]], conceptsV2);
    await expect(loadReferenceSeed(async () => broken, V2)).rejects.toThrow();
    expect((await queryPartition('toolReference', inGeneration(generations.v2, 'icd10#E10'))).length, 'part of the new version was written').toBeGreaterThan(0);
    forgetLiveGeneration();
    expect((await readReferenceMarker())?.version).toBe(V1);
    expect((await describeIcd10('B99.8'))?.entry.description, 'readers see the old version whole').toBe('Other infectious disease');
    expect(await rxConcept('1234567')).toMatchObject({ name: 'widgetol 5 MG Oral Tablet' });
    expect(await describeIcd10('E10.0'), 'and nothing of the new one').toBeUndefined();

    expect(await loadReferenceSeed(async () => referenceFile(V2, codesV2, conceptsV2), V2)).toEqual({ outcome: 'loaded', version: V2, items: 65 });
    forgetLiveGeneration();
    expect(await rxConcept('1234567')).toMatchObject({ name: 'widgetol 10 MG Oral Tablet' });
    // E11: a category no reader asked for before (a container keeps a category it read five minutes).
    expect((await describeIcd10('E11.0'))?.entry.description).toBe('Added code 10');
    expect(await readReferenceMarker()).toMatchObject({ version: V2, generation: generations.v2, icd10Codes: 62, previous: { generation: generations.v1, partitions: ['icd10#A00', 'icd10#B99', 'rxcui', 'rxn-in'] } });
    expect(await queryPartition('toolReference', inGeneration(generations.v1, 'rxcui')), 'the version before stays for containers still reading it').toHaveLength(2);
  });

  it('the next version retires the one kept as previous', async () => {
    const V3 = '2026-08-01.reference';
    expect(await loadReferenceSeed(async () => referenceFile(V3, codesV2, conceptsV2), V3)).toMatchObject({ outcome: 'loaded', version: V3 });
    expect(await readReferenceMarker()).toMatchObject({ version: V3, previous: { generation: generations.v2 } });
    for (const partition of ['icd10#A00', 'icd10#B99', 'rxcui', 'rxn-in']) expect(await queryPartition('toolReference', inGeneration(generations.v1, partition)), partition).toEqual([]);
    expect(await queryPartition('toolReference', inGeneration(generations.v2, 'icd10#E15'))).toHaveLength(10);
  });

  it('refuses a shrunken or malformed seed before writing anything', async () => {
    const before = await readReferenceMarker();
    const V4 = '2026-09-01.reference';
    await expect(loadReferenceSeed(async () => referenceFile(V4, codesV2.slice(0, 10), conceptsV2), V4)).rejects.toThrow(/10 ICD-10-CM codes, fewer than 90% of the live version's 62/);
    await expect(loadReferenceSeed(async () => referenceFile(V4, [...codesV2, ['not a code', '']], conceptsV2), V4)).rejects.toThrow(/malformed reference seed: icd10 entry 62/);
    expect(await queryPartition('toolReference', inGeneration(referenceGenerationOf(V4), 'rxcui'))).toEqual([]);
    expect(await readReferenceMarker()).toEqual(before);
  });
});

describe('the weekly NADAC refresh', () => {
  const NDCS = Array.from({ length: 20 }, (_, i) => String(70_000_000_000 + i).padStart(11, '0'));
  const HEADER = 'NDC Description,NDC,NADAC Per Unit,Effective Date,Pricing Unit,Pharmacy Type Indicator,OTC,Explanation Code,Classification for Rate Setting,Corresponding Generic Drug NADAC Per Unit,Corresponding Generic Drug Effective Date,As of Date';
  const row = (ndc: string, cost: string, asOf = '05/13/2026') => `DRUG ${ndc},${ndc},${cost},05/06/2026,EA,C/I,N,1,G,,,${asOf}`;
  const source = (name: string, text: string): NadacSource => ({ describe: 'test', latest: async () => ({ name, text }) });
  let seeded: CatalogMarker;

  beforeAll(async () => {
    await own('nadacref')();
    // A small live catalog: twenty NDCs at the seed's week.
    await batchPut('drugs', NDCS.map((ndc) => ({ pk: 'cost#seeded', sk: ndc, ndc, unitCost: 0.5, pricingUnit: 'EA', effectiveDate: '2026-04-22', source: 'seed', asOf: '2026-04-29' })));
    expect(await switchMarker({ version: SEED_VERSION, groups: 'group#seeded', costs: 'cost#seeded', nadacWeek: '2026-04-29', costsSource: 'seed', directoryVersion: 'test' }, undefined)).toBe(true);
    seeded = (await readMarker())!;
  });

  it('refuses a shrunken file and a malformed one without touching the live costs', async () => {
    const shrunk = source('nadac_2026-05-13.csv', [HEADER, ...NDCS.slice(0, 5).map((ndc) => row(ndc, '0.4'))].join('\n'));
    await expect(refreshNadac(shrunk, noLog)).rejects.toThrow(NadacFileRefused);
    await expect(refreshNadac(shrunk, noLog)).rejects.toThrow(/prices 5 of the catalog's 20 NDCs/);
    const malformed = source('nadac_2026-05-13.csv', ['Drug,Price', ...NDCS.map((ndc) => `${ndc},0.4`)].join('\n'));
    await expect(refreshNadac(malformed, noLog)).rejects.toThrow(/not a NADAC file/);
    expect(await readMarker(), 'the marker').toEqual(seeded);
    const costs = await readCosts('cost#seeded');
    expect([...costs.values()].every((c) => c.unitCost === 0.5 && c.asOf === '2026-04-29'), 'the live costs').toBe(true);
  });

  it('applies a good weekly file: a new costs partition, the marker switched to its week, the previous costs kept', async () => {
    const good = source('nadac_2026-05-13.csv', [HEADER, ...NDCS.map((ndc) => row(ndc, '0.4321'))].join('\n'));
    expect(await refreshNadac(good, noLog)).toMatchObject({ outcome: 'applied', file: 'nadac_2026-05-13.csv', week: '2026-05-13', loaded: 20, updated: 20, unknown: 0, malformed: 0 });
    const marker = (await readMarker())!;
    expect(marker).toMatchObject({ version: SEED_VERSION, groups: 'group#seeded', nadacWeek: '2026-05-13', costsSource: 'NADAC nadac_2026-05-13.csv', previous: { groups: 'group#seeded', costs: 'cost#seeded' } });
    expect(marker.costs).not.toBe('cost#seeded');
    expect((await readCosts(marker.costs)).get(NDCS[0]!)).toMatchObject({ unitCost: 0.4321, asOf: '2026-05-13', effectiveDate: '2026-05-06', source: 'NADAC' });
    expect((await readCosts('cost#seeded')).size, 'the previous version stays for containers still reading it').toBe(20);
    // The same file again changes nothing.
    expect(await refreshNadac(good, noLog)).toMatchObject({ outcome: 'unchanged', updated: 0 });
    expect((await readMarker())!.costs).toBe(marker.costs);
  });
});
