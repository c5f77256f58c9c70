import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailure } from '../../../lib/aws';
import { tableName } from '../../../lib/env';
import { batchPut, getItem } from '../store';
import { sampleCompetitorObservations } from './competitor-observations';
import { expandSeed } from './expand';
import { seedPharmacies } from './pharmacies';

export const SEED_VERSION = '2026-11-18.2';

/**
 * Loads the seed catalog, sample pharmacies and sample competitor observations into empty
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
  const observations = sampleCompetitorObservations(groups, new Map(costs.map((c) => [c.ndc, c])));
  await Promise.all([
    batchPut('drugs', [
      ...groups.map((g) => ({ pk: 'group', sk: g.id, ...g })),
      ...costs.map((c) => ({ pk: 'cost', sk: c.ndc, ...c })),
    ]),
    batchPut('pharmacies', pharmacies.map((p) => ({ pk: 'pharmacy', sk: p.id, ...p }))),
    batchPut('competitorPrices', observations.map((o) => ({ pk: `drug#${o.drugId}`, sk: `${o.competitor}#${o.chain}#${o.observedAt}`, ...o }))),
  ]);
  await ddb().send(new PutCommand({ TableName: tableName('drugs'), Item: { pk: 'meta', sk: 'seed', version: SEED_VERSION, state: 'loaded', at: new Date().toISOString() } }));
  return { loaded: true, items: groups.length + costs.length + pharmacies.length + observations.length };
}

/**
 * A newer seed over an older one (kept data on disk): the drug groups are rewritten, while
 * reference costs and pharmacies, which the importers may have updated, are left alone.
 */
async function refreshSeedGroups(): Promise<{ loaded: boolean; items: number }> {
  const { groups } = expandSeed();
  await batchPut('drugs', groups.map((g) => ({ pk: 'group', sk: g.id, ...g })));
  await ddb().send(new PutCommand({ TableName: tableName('drugs'), Item: { pk: 'meta', sk: 'seed', version: SEED_VERSION, state: 'loaded', at: new Date().toISOString() } }));
  return { loaded: true, items: groups.length };
}
