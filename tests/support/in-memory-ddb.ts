import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';

/**
 * The document client mocked over one in-memory table keyed by `pk`, as the price cache uses it:
 * get, put, delete, a scan of every key, and an update that raises an item's `generation` (the
 * cache's clear). Unit tests of the price cache and of what reads it share it.
 */
export function inMemoryDdb() {
  const table = new Map<string, Record<string, unknown>>();
  const ddb = mockClient(DynamoDBDocumentClient);
  const install = () => {
    ddb.on(GetCommand).callsFake(async (input: { Key: { pk: string } }) => ({ Item: table.get(input.Key.pk) }));
    ddb.on(PutCommand).callsFake(async (input: { Item: { pk: string } }) => (table.set(input.Item.pk, input.Item), {}));
    ddb.on(UpdateCommand).callsFake(async (input: { Key: { pk: string } }) => {
      const next = Number(table.get(input.Key.pk)?.generation ?? 0) + 1;
      table.set(input.Key.pk, { pk: input.Key.pk, generation: next });
      return { Attributes: { generation: next } };
    });
    ddb.on(ScanCommand).callsFake(async () => ({ Items: [...table.keys()].map((pk) => ({ pk })) }));
    ddb.on(DeleteCommand).callsFake(async (input: { Key: { pk: string } }) => (table.delete(input.Key.pk), {}));
  };
  return { ddb, install };
}
