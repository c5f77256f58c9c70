import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { CreateTableCommand, DynamoDBClient, ListTablesCommand, type CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { tables, tableKeys, tableEnvVar, localTableName, type TableDef, type TableKey } from '../tables/dynamodb';

export interface LocalDynamo {
  endpoint: string;
  close(): Promise<void>;
}

/** dynalite on a free loopback port; with `dataDir` the data is kept on disk across restarts. */
export async function startDynalite(dataDir?: string): Promise<LocalDynamo> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const server = dynalite({ ...(dataDir ? { path: dataDir } : {}), createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What CDK declares, minus TTL (dynalite has no UpdateTimeToLive; readers check expiry). */
export function createTableInput(key: TableKey, name: string): CreateTableCommandInput {
  const def: TableDef = tables[key];
  const attributes = new Set(['pk', ...(def.sortKey ? ['sk'] : [])]);
  for (const index of def.indexes ?? []) {
    attributes.add(`${index}pk`);
    attributes.add(`${index}sk`);
  }
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, ...(def.sortKey ? [{ AttributeName: 'sk', KeyType: 'RANGE' as const }] : [])],
    ...(def.indexes?.length
      ? {
          GlobalSecondaryIndexes: def.indexes.map((index) => ({
            IndexName: index,
            KeySchema: [
              { AttributeName: `${index}pk`, KeyType: 'HASH' as const },
              { AttributeName: `${index}sk`, KeyType: 'RANGE' as const },
            ],
            Projection: { ProjectionType: 'ALL' as const },
          })),
        }
      : {}),
  };
}

/** Creates the tables that are missing and points `TABLE_*` at them. Returns the names created. */
export async function ensureTables(endpoint: string, prefix = 'rxsavvy'): Promise<string[]> {
  const client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const existing = new Set((await client.send(new ListTablesCommand({}))).TableNames ?? []);
  const created: string[] = [];
  for (const key of tableKeys) {
    const name = localTableName(key, prefix);
    process.env[tableEnvVar(key)] = name;
    if (existing.has(name)) continue;
    await client.send(new CreateTableCommand(createTableInput(key, name)));
    created.push(name);
  }
  client.destroy();
  return created;
}
