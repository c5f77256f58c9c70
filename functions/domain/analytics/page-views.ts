import { UpdateCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import { ddb } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { randomShard } from '../../lib/shards';

/** Daily counts hold no personal data; two years is enough to compare a season with last year's. */
export const PAGE_VIEW_RETENTION_DAYS = 730;

/**
 * One counter per path per day and write shard (pk `day#YYYY-MM-DD#<shard>`, sk the path; lib/shards.ts),
 * so a day's views are eight Queries and no partition takes every view of a busy day.
 * Only the path, the day and the count are stored: no IP, cookie, user agent or referrer.
 */
export async function countPageView(path: string, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const expiresAt = Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + PAGE_VIEW_RETENTION_DAYS * 86_400;
  await ddb().send(
    new UpdateCommand({
      TableName: tableName('pageViews'),
      Key: { pk: randomShard(`day#${day}`), sk: path },
      UpdateExpression: 'ADD #views :one SET expiresAt = if_not_exists(expiresAt, :exp)',
      ExpressionAttributeNames: { '#views': 'views' },
      ExpressionAttributeValues: { ':one': 1, ':exp': expiresAt },
    }),
  );
}
