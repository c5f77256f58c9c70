import { Arn, ArnFormat, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { type IGrantable, Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { functionName, pbmEndpointsParameterName, pbmSecretsPrefix, queueName, queueUrlEnvVar, SANDBOX_PBM_FUNCTION_ID } from '../../functions/tables/resource-names';
import type { Access, Resources } from '../../functions/tables/routes';
import { type TableDef, type TableKey, tables } from '../../functions/tables/dynamodb';
import { acknowledgeOwnedWildcards } from '../nag';
import type { IStringParameter } from 'aws-cdk-lib/aws-ssm';

/**
 * Least privilege from the route table: a function gets exactly the access its entry lists.
 * Statements are written out (rather than `table.grantReadData`) so that index ARNs are the
 * GSIs named in functions/tables/dynamodb.ts instead of `index/*`, and no action is granted that the
 * code never calls: no BatchGetItem (nothing batches reads), no Scan but where an entry asks for
 * '+scan' (functions/tables/routes.ts `Access`), no Transact* (dynalite cannot run them, so the
 * code does not use them).
 */
const READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:Query'];
const SCAN_ACTIONS = ['dynamodb:Scan'];
const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

export const DYNAMODB_ACTIONS: Record<Access, readonly string[]> = {
  read: READ_ACTIONS,
  write: WRITE_ACTIONS,
  readwrite: [...READ_ACTIONS, ...WRITE_ACTIONS],
  'read+scan': [...READ_ACTIONS, ...SCAN_ACTIONS],
  'readwrite+scan': [...READ_ACTIONS, ...SCAN_ACTIONS, ...WRITE_ACTIONS],
};

export const SES_ACTIONS = ['ses:SendEmail', 'ses:SendRawEmail'];

export interface GrantTargets {
  tables: Record<TableKey, ITable>;
  sesFromAddress: string;
  /** The stage's SMS origination number (context `smsOriginationNumber`), when it has one. */
  smsOriginationNumber?: string;
  stage: string;
}

export function grantRouteResources(grantee: Construct & IGrantable, resources: Resources, targets: GrantTargets): void {
  const policy = (statement: PolicyStatement) => grantee.grantPrincipal.addToPrincipalPolicy(statement);
  for (const [key, access] of listedTables(resources)) {
    const table = targets.tables[key];
    // Queries on an index are authorised on the index ARN; writes only ever touch the table.
    const indexArns = access === 'write' ? [] : ((tables[key] as TableDef).indexes ?? []).map((index) => `${table.tableArn}/index/${index}`);
    policy(new PolicyStatement({ actions: [...DYNAMODB_ACTIONS[access]], resources: [table.tableArn, ...indexArns] }));
  }
  if (resources.ses) policy(sesSendStatement(Stack.of(grantee), targets.sesFromAddress, targets.stage));
  if (resources.sns) policy(smsOnlyPublishStatement());
  if (resources.sns) grantSmsOptOutCheck(grantee);
  if (resources.cloudwatchRead) grantMetricReads(grantee);
  if (resources.marketplaceRegistration) grantMarketplaceAction(grantee, 'aws-marketplace:ResolveCustomer');
  if (resources.marketplaceMetering) grantMarketplaceAction(grantee, 'aws-marketplace:BatchMeterUsage');
  if (resources.pbm) grantPbmAccess(grantee, targets.stage);
  if (resources.sendsTo?.length) grantQueueSends(grantee, resources.sendsTo, targets.stage);
}

/** `sendsTo`: SendMessage on exactly those jobs' queues, by name (infra/constructs/job-queue.ts names them). */
function grantQueueSends(grantee: Construct & IGrantable, jobIds: readonly string[], stage: string): void {
  const stack = Stack.of(grantee);
  const arns = jobIds.map((id) => Arn.format({ service: 'sqs', resource: queueName(stage, id), arnFormat: ArnFormat.NO_RESOURCE_NAME }, stack));
  grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: arns }));
}

/** The URL of each queue the function sends to, in `queueUrlEnvVar(<job id>)`: built from the queue's name, as SQS forms it. */
export function queueEnvironment(scope: Construct, resources: Resources, stage: string): Record<string, string> {
  const stack = Stack.of(scope);
  return Object.fromEntries((resources.sendsTo ?? []).map((id) => [queueUrlEnvVar(id), `https://sqs.${stack.region}.${stack.urlSuffix}/${stack.account}/${queueName(stage, id)}`]));
}

/** What a sending function needs to know: the e-mail sender and, when the stage has one, its SMS origination number. */
export function messagingEnvironment(resources: Resources, targets: Pick<GrantTargets, 'sesFromAddress' | 'smsOriginationNumber' | 'stage'>): Record<string, string> {
  if (!resources.ses) return {};
  return {
    SES_FROM_ADDRESS: targets.sesFromAddress,
    // The stage's own configuration set: the identity's default is the set of whichever stage created it.
    SES_CONFIGURATION_SET: sesConfigurationSetName(targets.stage),
    ...(targets.smsOriginationNumber ? { SMS_ORIGINATION_NUMBER: targets.smsOriginationNumber } : {}),
  };
}

/** The environment of a function that asks the PBMs: the name (never the content) of its stage's endpoint parameter. */
export function pbmEnvironment(resources: Resources, stage: string): Record<string, string> {
  return resources.pbm ? { PBM_ENDPOINTS_PARAMETER: pbmEndpointsParameterName(stage) } : {};
}

/**
 * `pbm`: read the stage's PBM endpoint parameter and PBM secrets, and invoke the sandbox simulator's function URL
 * (only with IAM auth). Both by name, so the api stack needs no reference to the sandbox stack.
 * A function URL created since October 2025 checks both `lambda:InvokeFunctionUrl` and
 * `lambda:InvokeFunction` (the latter only through the URL, `lambda:InvokedViaFunctionUrl`): with
 * the first alone the URL answers 403. These are the two statements `grantInvokeUrl` writes.
 */
function grantPbmAccess(grantee: Construct & IGrantable, stage: string): void {
  const stack = Stack.of(grantee);
  const parameter = Arn.format({ service: 'ssm', resource: 'parameter', resourceName: pbmEndpointsParameterName(stage).slice(1) }, stack);
  grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: ['ssm:GetParameter'], resources: [parameter] }));
  // The credentials of PBMs with api-key, oauth2-client-credentials or mtls auth (functions/domain/pricing/pbm-auth.ts):
  // only the stage's PBM secrets (a secret ARN ends in -<6 random characters>, hence the wildcard).
  const secrets = Arn.format({ service: 'secretsmanager', resource: 'secret', resourceName: `${pbmSecretsPrefix(stage)}*`, arnFormat: ArnFormat.COLON_RESOURCE_NAME }, stack);
  grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secrets] }));
  acknowledgeOwnedWildcards(
    Construct.isConstruct(grantee.grantPrincipal) ? grantee.grantPrincipal : grantee,
    (finding) => finding.endsWith(`:secret:${pbmSecretsPrefix(stage)}*`),
    'Secrets Manager appends 6 random characters to a secret\'s ARN: the wildcard covers only the stage\'s PBM credentials (rxsavvy/<stage>/pbm/<pbm id>).',
  );
  const sandbox = Arn.format({ service: 'lambda', resource: 'function', resourceName: functionName(stage, SANDBOX_PBM_FUNCTION_ID), arnFormat: ArnFormat.COLON_RESOURCE_NAME }, stack);
  for (const statement of sandboxInvokeStatements(sandbox)) grantee.grantPrincipal.addToPrincipalPolicy(statement);
}

/** What a caller of an IAM-authorized function URL needs: both actions, each only through the URL. */
function sandboxInvokeStatements(functionArn: string): PolicyStatement[] {
  return [
    new PolicyStatement({ actions: ['lambda:InvokeFunctionUrl'], resources: [functionArn], conditions: { StringEquals: { 'lambda:FunctionUrlAuthType': 'AWS_IAM' } } }),
    new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [functionArn], conditions: { Bool: { 'lambda:InvokedViaFunctionUrl': true } } }),
  ];
}

export function listedTables(resources: Resources): [TableKey, Access][] {
  return Object.entries(resources.tables ?? {}) as [TableKey, Access][];
}

/**
 * SES authorises on the verified identity (the address or its domain) and, for SES v2, on the
 * configuration set the identity applies by default; sending is pinned to one From address.
 */
function sesSendStatement(stack: Stack, fromAddress: string, stage: string): PolicyStatement {
  const domain = fromAddress.slice(fromAddress.lastIndexOf('@') + 1);
  const identity = (name: string) => Arn.format({ service: 'ses', resource: 'identity', resourceName: name }, stack);
  const configurationSet = Arn.format({ service: 'ses', resource: 'configuration-set', resourceName: sesConfigurationSetName(stage) }, stack);
  return new PolicyStatement({
    actions: SES_ACTIONS,
    resources: [identity(fromAddress), identity(domain), configurationSet],
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

// ── admin: function health and cache invalidation ──

export const CLOUDWATCH_READ_ACTIONS = ['cloudwatch:GetMetricData'];
export const LAMBDA_READ_ACTIONS = ['lambda:GetFunctionConfiguration'];
export const CLOUDFRONT_INVALIDATE_ACTIONS = ['cloudfront:CreateInvalidation'];

/** GetMetricData cannot be limited to resources (IAM has none for it): the one wildcard, acknowledged here. */
function grantMetricReads(grantee: Construct & IGrantable): void {
  grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: CLOUDWATCH_READ_ACTIONS, resources: ['*'] }));
  acknowledgeWildcard(
    grantee,
    'Resource::*',
    'cloudwatch:GetMetricData has no resource-level permissions (IAM service authorization reference); the statement allows only that read action, for the function-health pages.',
  );
}

/**
 * An ARN as cdk-nag prints it in a finding: pseudo parameters that synth leaves unresolved as
 * `<AWS::Region>`, and the values it resolves (the CLI's CDK_DEFAULT_REGION, the partition that
 * follows from it) as themselves, so an acknowledgement matches in every region and partition.
 */
export function nagResourceText(stack: Stack, value: string): string {
  const part = (p: unknown): string => {
    if (typeof p === 'string') return p;
    const ref = (p as { Ref?: string }).Ref;
    if (ref) return `<${ref}>`;
    throw new Error(`Cannot print ${JSON.stringify(p)} as a cdk-nag finding`);
  };
  const resolved: unknown = stack.resolve(value);
  if (typeof resolved === 'string') return resolved;
  const join = (resolved as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (!join) return part(resolved);
  return join[1].map(part).join(join[0]);
}

/** X-Ray's PutTraceSegments and PutTelemetryRecords have no resource-level permissions: `*` is the only resource. */
export function acknowledgeTracing(fn: IGrantable): void {
  acknowledgeWildcard(fn, 'Resource::*', 'Active X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions.');
}

/** Acknowledges one cdk-nag IAM5 finding on the grantee role's default policy (and no other finding). */
function acknowledgeWildcard(grantee: IGrantable, finding: string, reason: string): void {
  const principal = grantee.grantPrincipal;
  const policy = Construct.isConstruct(principal) ? principal.node.tryFindChild('DefaultPolicy')?.node.defaultChild : undefined;
  if (policy) Validations.of(policy).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
}

/**
 * `lambdaRead`: read the configuration of this stage's route functions, found by their
 * conventional names (`functionName`), and nothing else of them. A name pattern rather than
 * each ARN: a function naming its own ARN in its own policy is a CloudFormation cycle.
 */
export function grantFunctionReads(reader: Construct & IGrantable, stage: string): void {
  const stack = Stack.of(reader);
  const pattern = Arn.format({ service: 'lambda', resource: 'function', resourceName: `${functionName(stage, '')}*`, arnFormat: ArnFormat.COLON_RESOURCE_NAME }, stack);
  reader.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: LAMBDA_READ_ACTIONS, resources: [pattern] }));
  acknowledgeWildcard(
    reader,
    `Resource::${nagResourceText(stack, pattern)}`,
    `GetFunctionConfiguration only, on this stage's route functions (named ${functionName(stage, '<routeId>')}), for the function-health pages.`,
  );
}

/**
 * `cloudfrontInvalidate`: the distribution lives in the web stack, which depends on the api
 * stack, so the grant is a policy made in the web stack and attached to the function's role
 * (a reference from web to api, never back). CreateInvalidation on this distribution only.
 */
export function grantDistributionInvalidation(scope: Construct, fn: LambdaFunction, distribution: IDistribution, distributionIdParameter: IStringParameter): Policy {
  return new Policy(scope, `${fn.node.id}Invalidate`, {
    roles: [fn.role!],
    statements: [
      new PolicyStatement({ actions: CLOUDFRONT_INVALIDATE_ACTIONS, resources: [distribution.distributionArn] }),
      // The function learns the distribution's id from this one parameter (no env: that would be a cycle).
      new PolicyStatement({ actions: ['ssm:GetParameter'], resources: [distributionIdParameter.parameterArn] }),
    ],
  });
}

// ── coupon API and marketplace ──

/** ResolveCustomer and BatchMeterUsage have no resource-level permissions: one action on `*`, acknowledged here. */
function grantMarketplaceAction(grantee: Construct & IGrantable, action: string): void {
  grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: [action], resources: ['*'] }));
  // The role (and its policy) may be a sibling of the function, not inside it.
  acknowledgeOwnedWildcards(
    Construct.isConstruct(grantee.grantPrincipal) ? grantee.grantPrincipal : grantee,
    (finding) => finding === 'Resource::*',
    `${action} has no resource-level permissions (IAM service authorization reference); the statement allows only that action.`,
  );
}

// ── messaging ──

/** The SES configuration set of a stage: the sender identity's default (bounce and complaint events). */
export const sesConfigurationSetName = (stage: string): string => `rxsavvy-${stage}-messages`;

/**
 * sendSms first asks SNS whether the number replied STOP. CheckIfPhoneNumberIsOptedOut has no
 * resource-level permissions: the one wildcard, a read, acknowledged here.
 */
function grantSmsOptOutCheck(grantee: Construct & IGrantable): void {
  grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: ['sns:CheckIfPhoneNumberIsOptedOut'], resources: ['*'] }));
  acknowledgeWildcard(grantee, 'Resource::*', 'sns:CheckIfPhoneNumberIsOptedOut has no resource-level permissions (IAM service authorization reference); it is a read of the STOP list, checked before every SMS.');
}
