import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { type TableDef, tableKeys, tables } from '../../functions/tables/dynamodb';
import { logicalId, synth } from './support';

describe.each(['dev', 'prod'] as const)('data stack (%s)', (stage) => {
  const built = synth({ stage, ...(stage === 'prod' ? { pbmEndpoints: 'account' } : {}) });
  const template = built.template(built.data);
  const tableResource = (key: (typeof tableKeys)[number]) =>
    template.toJSON().Resources[logicalId(built.data, built.data.tables[key])] as { Properties: Record<string, unknown>; DeletionPolicy?: string };

  it('creates exactly the tables of functions/tables/dynamodb.ts', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', tableKeys.length);
  });

  it.each(tableKeys)('%s: on demand, point-in-time recovery, string keys pk [+ sk]', (key) => {
    const def: TableDef = tables[key];
    const { Properties } = tableResource(key);
    expect(Properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    const keys = [{ AttributeName: 'pk', KeyType: 'HASH' }, ...(def.sortKey ? [{ AttributeName: 'sk', KeyType: 'RANGE' }] : [])];
    expect(Properties.KeySchema).toEqual(keys);
  });

  it.each(tableKeys)('%s: TTL on expiresAt exactly when the table declares ttl', (key) => {
    const ttl = tableResource(key).Properties.TimeToLiveSpecification;
    if (tables[key].ttl) expect(ttl).toEqual({ AttributeName: 'expiresAt', Enabled: true });
    else expect(ttl).toBeUndefined();
  });

  it.each(tableKeys)('%s: one GSI per declared index, keyed <name>pk / <name>sk', (key) => {
    const def: TableDef = tables[key];
    const indexes = (tableResource(key).Properties.GlobalSecondaryIndexes ?? []) as { IndexName: string; KeySchema: unknown }[];
    expect(indexes.map((i) => i.IndexName)).toEqual([...(def.indexes ?? [])]);
    for (const index of indexes) {
      expect(index.KeySchema).toEqual([
        { AttributeName: `${index.IndexName}pk`, KeyType: 'HASH' },
        { AttributeName: `${index.IndexName}sk`, KeyType: 'RANGE' },
      ]);
    }
  });

  it(stage === 'prod' ? 'protects every table from deletion and retains it' : 'lets dev tables be deleted with the stack', () => {
    for (const key of tableKeys) {
      const resource = tableResource(key);
      expect(resource.Properties.DeletionProtectionEnabled ?? false, key).toBe(stage === 'prod');
      expect(resource.DeletionPolicy, key).toBe(stage === 'prod' ? 'Retain' : 'Delete');
    }
    template.allResourcesProperties('AWS::DynamoDB::Table', { PointInTimeRecoverySpecification: Match.objectLike({ PointInTimeRecoveryEnabled: true }) });
  });
});
