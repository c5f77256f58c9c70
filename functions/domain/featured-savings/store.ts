import { GetCommand, PutCommand, UpdateCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import type { FeaturedSaving } from '../../../shared/contracts/featured';
import { ddb } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { batchDelete, queryPartition } from '../catalog/store';

/**
 * The featuredSavings table. Two partitions:
 * - `zips` / <zip>: a zip whose cards are kept (asked for by a visitor, or the default zip), with
 *   when it was last asked for and when its cards were last computed;
 * - `cards` / <zip>: its six cards (each keeps its own checkedAt and the zip it was priced near).
 * Cards are computed off the request path by the featured-savings-refresh job; the route only reads.
 */
export interface KeptZip {
  zip: string;
  requestedAt: string;
  computedAt?: string;
}

export interface StoredCards {
  zip: string;
  /** One slot per FEATURED_DRUGS entry, in its order; null where the drug has never been priced. */
  cards: (FeaturedSaving | null)[];
  computedAt: string;
}

const ZIPS = 'zips';
const CARDS = 'cards';

export async function getCards(zip: string): Promise<StoredCards | undefined> {
  const out = await ddb().send(new GetCommand({ TableName: tableName('featuredSavings'), Key: { pk: CARDS, sk: zip } }));
  return out.Item as (StoredCards & { pk: string; sk: string }) | undefined;
}

export async function putCards(stored: StoredCards): Promise<void> {
  await ddb().send(new PutCommand({ TableName: tableName('featuredSavings'), Item: { pk: CARDS, sk: stored.zip, ...stored } }));
  await ddb().send(new UpdateCommand({
    TableName: tableName('featuredSavings'), Key: { pk: ZIPS, sk: stored.zip },
    UpdateExpression: 'SET computedAt = :at, requestedAt = if_not_exists(requestedAt, :at)', ExpressionAttributeValues: { ':at': stored.computedAt },
  }));
}

/** Which zips have cards (sort keys only: the route finds the nearest of them for a zip without its own). */
export async function zipsWithCards(): Promise<string[]> {
  const items = await queryPartition<{ sk: string }>('featuredSavings', CARDS);
  return items.map((i) => i.sk);
}

/** Records that a visitor asked for this zip: the refresh job computes it next, then keeps it fresh. */
export async function markRequested(zip: string, at: string): Promise<void> {
  await ddb().send(new UpdateCommand({
    TableName: tableName('featuredSavings'), Key: { pk: ZIPS, sk: zip }, UpdateExpression: 'SET requestedAt = :at', ExpressionAttributeValues: { ':at': at },
  }));
}

export async function getKeptZip(zip: string): Promise<KeptZip | undefined> {
  const out = await ddb().send(new GetCommand({ TableName: tableName('featuredSavings'), Key: { pk: ZIPS, sk: zip } }));
  return out.Item ? { zip, requestedAt: out.Item.requestedAt as string, ...(out.Item.computedAt ? { computedAt: out.Item.computedAt as string } : {}) } : undefined;
}

export async function keptZips(): Promise<KeptZip[]> {
  const items = await queryPartition<KeptZip & { sk: string }>('featuredSavings', ZIPS);
  return items.map(({ sk, requestedAt, computedAt }) => ({ zip: sk, requestedAt, ...(computedAt ? { computedAt } : {}) }));
}

/** Forgets zips nobody asked for in a long while (their cards and their entry). */
export async function forgetZips(zips: readonly string[]): Promise<void> {
  await batchDelete('featuredSavings', zips.flatMap((zip) => [{ pk: ZIPS, sk: zip }, { pk: CARDS, sk: zip }]));
}
