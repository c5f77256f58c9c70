import { DeleteCommand } from '../../../lib/cjs/lib-dynamodb.cjs';
import { ddb } from '../../../lib/aws';
import { tableName } from '../../../lib/env';
import type { TableKey } from '../../../tables/dynamodb';
import { queryPartition } from '../store';

type Keyed = { pk: string; sk: string; sample?: boolean };

async function deleteAll(table: TableKey, items: readonly Keyed[]): Promise<void> {
  for (let i = 0; i < items.length; i += 20) {
    await Promise.all(items.slice(i, i + 20).map(({ pk, sk }) => ddb().send(new DeleteCommand({ TableName: tableName(table), Key: { pk, sk } }))));
  }
}

/**
 * Data kept on disk from an older seed: the sample competitor observations (computed from our own
 * cost) are deleted; recorded observations stay. Returns how many items changed. (Sample
 * pharmacies of older seeds go with the older directory layout: load-seed.ts replaces it.)
 */
export async function retireSampleData(drugIds: readonly string[]): Promise<number> {
  let changed = 0;
  for (const id of drugIds) {
    const computed = (await queryPartition<Keyed>('competitorPrices', `drug#${id}`)).filter((o) => o.sample === true);
    await deleteAll('competitorPrices', computed);
    changed += computed.length;
  }
  return changed;
}
