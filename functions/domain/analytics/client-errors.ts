import { randomUUID } from 'node:crypto';
import { PutCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import { ddb } from '../../lib/aws';
import { tableName } from '../../lib/env';

const RETENTION_DAYS = 90;

export interface ClientErrorReport {
  errorText: string;
  userAgent?: string;
}

/** Reports are grouped by day so the admin pages can read one day with a single query. */
export async function storeClientError(report: ClientErrorReport, now = new Date()): Promise<string> {
  const id = randomUUID();
  const iso = now.toISOString();
  await ddb().send(
    new PutCommand({
      TableName: tableName('clientErrors'),
      Item: {
        pk: `day#${iso.slice(0, 10)}`,
        sk: `${iso}#${id}`,
        id,
        errorText: report.errorText,
        userAgent: report.userAgent?.slice(0, 300),
        receivedAt: iso,
        expiresAt: Math.floor(now.getTime() / 1000) + RETENTION_DAYS * 86_400,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return id;
}
