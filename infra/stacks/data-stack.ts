import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { type TableDef, type TableKey, tableKeys, tables } from '../../functions/tables/dynamodb';
import type { DeployStage } from '../config';

export interface DataStackProps extends StackProps {
  stage: DeployStage;
}

/** Attribute that carries an item's expiry (epoch seconds) on every `ttl: true` table. */
export const TTL_ATTRIBUTE = 'expiresAt';

/** Every table of functions/tables/dynamodb.ts, created from that one list: nothing is declared twice. */
export class DataStack extends Stack {
  readonly tables: Record<TableKey, Table>;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const isProd = props.stage === 'prod';
    this.tables = Object.fromEntries(tableKeys.map((key) => [key, this.createTable(key, tables[key], isProd)])) as Record<TableKey, Table>;
  }

  private createTable(key: TableKey, def: TableDef, isProd: boolean): Table {
    const table = new Table(this, key, {
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      sortKey: def.sortKey ? { name: 'sk', type: AttributeType.STRING } : undefined,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: def.ttl ? TTL_ATTRIBUTE : undefined,
      // Production data outlives the stack: a deleted stack or a replaced table must never drop it.
      deletionProtection: isProd,
      removalPolicy: isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    for (const index of def.indexes ?? []) {
      table.addGlobalSecondaryIndex({
        indexName: index,
        partitionKey: { name: `${index}pk`, type: AttributeType.STRING },
        sortKey: { name: `${index}sk`, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
    new CfnOutput(this, `${key}TableName`, { value: table.tableName, description: def.purpose });
    return table;
  }
}
