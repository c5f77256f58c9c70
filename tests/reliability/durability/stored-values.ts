import { DynamoDBClient, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { startDynalite } from '../../../functions/local/dynamodb';
import { localTableName, type TableKey } from '../../../functions/tables/dynamodb';

/**
 * Every string value of `attribute` in each table, read straight from the data directory with the
 * runtime stopped (dynalite as the runtime opens it): what survived, whatever the API would say.
 */
export async function storedValues(dataDir: string, wanted: readonly { table: TableKey; attribute: string }[]): Promise<Set<string>> {
  const dynamo = await startDynalite(dataDir);
  const client = new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const found = new Set<string>();
  try {
    for (const { table, attribute } of wanted) {
      let start: Record<string, AttributeValue> | undefined;
      do {
        const page = await client.send(new ScanCommand({ TableName: localTableName(table), ExclusiveStartKey: start }));
        for (const item of page.Items ?? []) if (item[attribute]?.S) found.add(`${table}:${item[attribute].S}`);
        start = page.LastEvaluatedKey;
      } while (start);
    }
  } finally {
    client.destroy();
    await dynamo.close();
  }
  return found;
}
