import { Arn, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import type { Access, Resources } from '../../functions/routes';
import { type TableDef, type TableKey, tables } from '../../functions/tables';

/**
 * Least privilege from the route table: a function gets exactly the access its entry lists.
 * Statements are written out (rather than `table.grantReadData`) so that index ARNs are the
 * GSIs named in functions/tables.ts instead of `index/*`, and no action is granted that the
 * code never calls (no Transact*: dynalite cannot run them, so the code does not use them).
 */
const READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:Scan'];
const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

export const DYNAMODB_ACTIONS: Record<Access, readonly string[]> = {
  read: READ_ACTIONS,
  write: WRITE_ACTIONS,
  readwrite: [...READ_ACTIONS, ...WRITE_ACTIONS],
};

export const SES_ACTIONS = ['ses:SendEmail', 'ses:SendRawEmail'];

export interface GrantTargets {
  tables: Record<TableKey, ITable>;
  sesFromAddress: string;
}

export function grantRouteResources(grantee: Construct & IGrantable, resources: Resources, targets: GrantTargets): void {
  const policy = (statement: PolicyStatement) => grantee.grantPrincipal.addToPrincipalPolicy(statement);
  for (const [key, access] of listedTables(resources)) {
    const table = targets.tables[key];
    // Queries on an index are authorised on the index ARN; writes only ever touch the table.
    const indexArns = access === 'write' ? [] : ((tables[key] as TableDef).indexes ?? []).map((index) => `${table.tableArn}/index/${index}`);
    policy(new PolicyStatement({ actions: [...DYNAMODB_ACTIONS[access]], resources: [table.tableArn, ...indexArns] }));
  }
  if (resources.ses) policy(sesSendStatement(Stack.of(grantee), targets.sesFromAddress));
  if (resources.sns) policy(smsOnlyPublishStatement());
}

export function listedTables(resources: Resources): [TableKey, Access][] {
  return Object.entries(resources.tables ?? {}) as [TableKey, Access][];
}

/** SES authorises on the verified identity (the address or its domain); sending is pinned to one From address. */
function sesSendStatement(stack: Stack, fromAddress: string): PolicyStatement {
  const domain = fromAddress.slice(fromAddress.lastIndexOf('@') + 1);
  const identity = (name: string) => Arn.format({ service: 'ses', resource: 'identity', resourceName: name }, stack);
  return new PolicyStatement({
    actions: SES_ACTIONS,
    resources: [identity(fromAddress), identity(domain)],
    conditions: { StringEquals: { 'ses:FromAddress': fromAddress } },
  });
}

/**
 * An SMS sent straight to a phone number has no resource ARN, so IAM can only allow it with a
 * NotResource that excludes every topic: the function can text a number but publish to no topic.
 */
function smsOnlyPublishStatement(): PolicyStatement {
  return new PolicyStatement({ actions: ['sns:Publish'], notResources: ['arn:*:sns:*:*:*'] });
}
