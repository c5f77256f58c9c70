import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure } from '../../../lib/aws';
import { tableName } from '../../../lib/env';
import { cellOf, readImports, readManifest, withImports, writeDirectory } from '../pharmacy-areas';
import { batchDelete, batchPut, getItem, queryPartition } from '../store';
import { expandSeed } from './expand';
import { seedDirectory } from './pharmacies';
import { retireSampleData } from './retire-samples';

/**
 * Bump with every regenerated catalog or directory: a newer version rewrites the drug groups and
 * seed costs, and the pharmacy directory when its version (the seed file's, carried here) changed.
 */
export const SEED_VERSION = '2026-11-27.nadac-2026-04-29.pharmacies-nppes-2025-10+2026-02.hhs-2022-04.r1.usual-strength.compound-strengths.catalog-identity';

/**
 * Loads the seed catalog and the pharmacy directory (no competitor observations: those are recorded) into empty
 * tables. A marker item makes it run once: later `npm start`s keep imported NADAC costs and
 * pharmacies. The marker is claimed with a conditional write so two starters can't both load.
 */
export async function loadSeedIfEmpty(): Promise<{ loaded: boolean; items: number }> {
  const marker = await getItem<{ version: string }>('drugs', 'meta', 'seed');
  if (marker?.version === SEED_VERSION) return { loaded: false, items: 0 };
  if (marker) return refreshSeedGroups();
  try {
    await ddb().send(new PutCommand({
      TableName: tableName('drugs'),
      Item: { pk: 'meta', sk: 'seed', version: SEED_VERSION, state: 'loading', at: new Date().toISOString() },
      ConditionExpression: 'attribute_not_exists(pk)',
    }));
  } catch (err) {
    if (isConditionFailure(err)) return { loaded: false, items: 0 };
    throw err;
  }
  const { groups, costs } = expandSeed();
  const [, directory] = await Promise.all([
    batchPut('drugs', [
      ...groups.map((g) => ({ pk: 'group', sk: g.id, ...g })),
      ...costs.map((c) => ({ pk: 'cost', sk: c.ndc, ...c })),
    ]),
    loadDirectory(),
  ]);
  await ddb().send(new PutCommand({ TableName: tableName('drugs'), Item: { pk: 'meta', sk: 'seed', version: SEED_VERSION, state: 'loaded', at: new Date().toISOString() } }));
  return { loaded: true, items: groups.length + costs.length + directory.items };
}

/**
 * The seed's pharmacy directory (pharmacy-areas.ts: about 1,700 items) with the rows imported
 * since laid over it, replacing a directory of an older layout.
 */
async function loadDirectory(): Promise<{ items: number }> {
  const { rows, version } = seedDirectory();
  await removeLegacyDirectory();
  const imports = await readImports();
  return writeDirectory(withImports(rows, imports), imports.length ? `${version}+imports` : version);
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

/**
 * A newer seed over an older one (kept data on disk): the drug groups and their NADAC costs are
 * rewritten (the NDCs changed with the catalog). The pharmacy directory is rewritten when the
 * seed's directory version is not the stored one's, with imported pharmacies laid over it again.
 * Run `npm run import:nadac -- FILE` (or import:pharmacies) again afterwards to apply newer files.
 */
async function refreshSeedGroups(): Promise<{ loaded: boolean; items: number }> {
  const { groups, costs } = expandSeed();
  const keep = new Set([...groups.map((g) => `group#${g.id}`), ...costs.map((c) => `cost#${c.ndc}`)]);
  const stored = [...await queryPartition<{ pk: string; sk: string }>('drugs', 'group'), ...await queryPartition<{ pk: string; sk: string }>('drugs', 'cost')];
  await batchDelete('drugs', stored.filter((s) => !keep.has(`${s.pk}#${s.sk}`)).map(({ pk, sk }) => ({ pk, sk })));
  await batchPut('drugs', [...groups.map((g) => ({ pk: 'group', sk: g.id, ...g })), ...costs.map((c) => ({ pk: 'cost', sk: c.ndc, ...c }))]);
  await retireSampleData(groups.map((g) => g.id));
  const directory = await readManifest();
  const reloaded = directory?.version.startsWith(seedDirectory().version) ? 0 : (await loadDirectory()).items;
  await ddb().send(new PutCommand({ TableName: tableName('drugs'), Item: { pk: 'meta', sk: 'seed', version: SEED_VERSION, state: 'loaded', at: new Date().toISOString() } }));
  return { loaded: true, items: groups.length + costs.length + reloaded };
}
