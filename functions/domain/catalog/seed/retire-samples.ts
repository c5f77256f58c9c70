import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../../lib/aws';
import { tableName } from '../../../lib/env';
import type { TableKey } from '../../../tables/dynamodb';
import { directoryItems } from '../pharmacy-areas';
import { batchPut, queryPartition } from '../store';
import { seedPharmacies } from './pharmacies';

type Keyed = { pk: string; sk: string; sample?: boolean; mailOrder?: boolean };

async function deleteAll(table: TableKey, items: readonly Keyed[]): Promise<void> {
  for (let i = 0; i < items.length; i += 20) {
    await Promise.all(items.slice(i, i + 20).map(({ pk, sk }) => ddb().send(new DeleteCommand({ TableName: tableName(table), Key: { pk, sk } }))));
  }
}

/**
 * Data kept on disk from an older seed: the generated sample pharmacies (invented addresses) give
 * way to the HHS directory, and the sample competitor observations (computed from our own cost)
 * are deleted. Imported pharmacies and recorded observations stay. Returns how many items changed.
 */
export async function retireSampleData(drugIds: readonly string[]): Promise<number> {
  const pharmacies = await queryPartition<Keyed>('pharmacies', 'pharmacy');
  const samplePharmacies = pharmacies.filter((p) => p.sample && !p.mailOrder && p.sk.startsWith('sample-'));
  let changed = 0;
  if (samplePharmacies.length) {
    await deleteAll('pharmacies', samplePharmacies);
    const directory = seedPharmacies();
    await batchPut('pharmacies', directory.flatMap(directoryItems));
    changed += samplePharmacies.length + directory.length;
  }
  for (const id of drugIds) {
    const computed = (await queryPartition<Keyed>('competitorPrices', `drug#${id}`)).filter((o) => o.sample === true);
    await deleteAll('competitorPrices', computed);
    changed += computed.length;
  }
  return changed;
}
