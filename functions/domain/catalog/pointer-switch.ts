import { PutCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import { ddb, isConditionFailure } from '../../lib/aws';
import { tableName } from '../../lib/env';
import type { TableKey } from '../../tables/dynamodb';
import { batchDelete, queryPartition } from './store';

/**
 * How a load replaces a whole data set without a reader ever seeing half of it: the new version's
 * items are written into partitions of their own, then one pointer item (the marker) is switched to
 * them with a conditional write, then the partitions of the version before the one replaced are
 * deleted (the one replaced stays as `previous`, for containers still reading it). A load that is
 * interrupted before the switch leaves readers on the version they had; partition names derived
 * from the version make a re-run rewrite the same items and switch. Used by the catalog
 * (catalog-version.ts) and the reference seed (reference/seed/reference-version.ts); the pharmacy
 * directory does the same with generations in its blocks' sort keys (pharmacy-areas.ts).
 */
export interface SwitchCondition {
  ConditionExpression: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/**
 * Writes `pointer` if `condition` holds, then deletes the `retired` partitions. Returns false, and
 * changes nothing, when the condition fails (another load switched the pointer first).
 */
export async function switchPointer(table: TableKey, pointer: Record<string, unknown>, condition: SwitchCondition, retired: Iterable<string>): Promise<boolean> {
  try {
    await ddb().send(new PutCommand({ TableName: tableName(table), Item: pointer, ...condition }));
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
  await deletePartitions(table, retired);
  return true;
}

/** Deletes every item of these partitions (a retired version, or a load that lost its switch), a few partitions at a time. */
export async function deletePartitions(table: TableKey, partitions: Iterable<string>, parallel = 4): Promise<void> {
  const queue = [...new Set(partitions)];
  const worker = async () => {
    for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
      const keys = await queryPartition<{ pk: string; sk: string }>(table, p);
      await batchDelete(table, keys.map(({ pk, sk }) => ({ pk, sk })));
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, queue.length) }, worker));
}
