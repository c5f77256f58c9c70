import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure } from '../../../lib/aws';
import { tableName } from '../../../lib/env';
import { directoryItems, rebuildAreas } from '../pharmacy-areas';
import { batchDelete, batchPut, getItem, queryPartition } from '../store';
import { expandSeed } from './expand';
import { seedPharmacies } from './pharmacies';
import { retireSampleData } from './retire-samples';

/** Bump with every regenerated catalog or directory: a newer version rewrites the drug groups and seed costs. */
export const SEED_VERSION = '2026-11-27.nadac-2026-04-29.hhs-2022.usual-strength.areas.compound-strengths.catalog-identity';

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
  const pharmacies = seedPharmacies();
  await Promise.all([
    batchPut('drugs', [
      ...groups.map((g) => ({ pk: 'group', sk: g.id, ...g })),
      ...costs.map((c) => ({ pk: 'cost', sk: c.ndc, ...c })),
    ]),
    batchPut('pharmacies', pharmacies.flatMap(directoryItems)),
  ]);
  await ddb().send(new PutCommand({ TableName: tableName('drugs'), Item: { pk: 'meta', sk: 'seed', version: SEED_VERSION, state: 'loaded', at: new Date().toISOString() } }));
  return { loaded: true, items: groups.length + costs.length + pharmacies.length };
}

/**
 * A newer seed over an older one (kept data on disk): the drug groups and their NADAC costs are
 * rewritten (the NDCs changed with the catalog); pharmacies the importer may have updated are left.
 * Run `npm run import:nadac -- FILE` again afterwards to apply a newer NADAC week.
 */
async function refreshSeedGroups(): Promise<{ loaded: boolean; items: number }> {
  const { groups, costs } = expandSeed();
  const keep = new Set([...groups.map((g) => `group#${g.id}`), ...costs.map((c) => `cost#${c.ndc}`)]);
  const stored = [...await queryPartition<{ pk: string; sk: string }>('drugs', 'group'), ...await queryPartition<{ pk: string; sk: string }>('drugs', 'cost')];
  await batchDelete('drugs', stored.filter((s) => !keep.has(`${s.pk}#${s.sk}`)).map(({ pk, sk }) => ({ pk, sk })));
  await batchPut('drugs', [...groups.map((g) => ({ pk: 'group', sk: g.id, ...g })), ...costs.map((c) => ({ pk: 'cost', sk: c.ndc, ...c }))]);
  await retireSampleData(groups.map((g) => g.id));
  await rebuildAreas();
  await ddb().send(new PutCommand({ TableName: tableName('drugs'), Item: { pk: 'meta', sk: 'seed', version: SEED_VERSION, state: 'loaded', at: new Date().toISOString() } }));
  return { loaded: true, items: groups.length + costs.length };
}
