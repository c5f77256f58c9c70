import { describe, expect, it } from 'vitest';
import { SEED_FILES } from '../../functions/domain/catalog/seed/seed-source';
import { functionName } from '../../functions/tables/resource-names';
import { REFERENCE_SEED_VERSION, SEED_VERSION } from '../../functions/tables/seed-version';
import { REFERENCE_SEED_FILE } from '../../functions/domain/reference/seed/reference-seed';
import { REFERENCE_SEED_ASSET, SEED_ASSET_FILES } from '../../infra/stacks/data-load-stack';
import { type CfnJson, perAction, synth } from './support';

/** The stack's template, and a job's function with its role's policy statements (one per action). */
function dataLoad(context: Record<string, unknown> = {}) {
  const built = synth({ stage: 'staging', ...context });
  const resources = built.template(built.dataLoad).toJSON().Resources as Record<string, CfnJson>;
  const fn = (id: string) => {
    const [logicalId, f] = Object.entries(resources).find(([, r]) => r.Type === 'AWS::Lambda::Function' && r.Properties.FunctionName === functionName('staging', id))!;
    const roleId = f.Properties.Role['Fn::GetAtt'][0] as string;
    const policies = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((ref: CfnJson) => ref.Ref === roleId));
    const statements = perAction(policies.flatMap(([, p]) => p.Properties.PolicyDocument.Statement));
    return { logicalId, props: f.Properties, policyIds: policies.map(([pid]) => pid), statements };
  };
  return { built, resources, fn };
}

const actions = <S extends { Action: string; Resource?: unknown }>(statements: S[], prefix: string) => statements.filter((s) => s.Action.startsWith(prefix));
/** The table a grant names (a Data stack output, e.g. `PublishOutputFnGetAttdrugsD2DD4D7EArn…`). */
const tableOf = (resource: unknown) => JSON.stringify(resource).match(/FnGetAtt([A-Za-z]+?)[0-9A-F]{8}Arn/)?.[1];

describe('the DataLoad stack: the seed loaded at deploy, NADAC refreshed weekly', () => {
  const { built, resources, fn } = dataLoad();
  const seedLoad = fn('seed-load');
  const refresh = fn('nadac-refresh');
  const [resourceId, resource] = Object.entries(resources).find(([, r]) => r.Type === 'Custom::RxSavvySeedLoad')!;

  it('uploads the committed seed files the loader reads (the same names as functions/domain/catalog/seed/seed-source.ts)', () => {
    expect(SEED_ASSET_FILES).toEqual(SEED_FILES);
    expect(REFERENCE_SEED_ASSET.endsWith(`/functions/domain/reference/seed/${REFERENCE_SEED_FILE}`), REFERENCE_SEED_ASSET).toBe(true);
  });

  it('loads the seed by a custom resource whose service token is the seed-load job, naming the three S3 assets and the two seed versions', () => {
    expect(resource.Properties).toEqual({
      ServiceToken: { 'Fn::GetAtt': [seedLoad.logicalId, 'Arn'] },
      Bucket: expect.anything(),
      CatalogKey: expect.stringMatching(/^[0-9a-f]{64}\.json$/),
      DirectoryKey: expect.stringMatching(/^[0-9a-f]{64}\.gz$/),
      SeedVersion: SEED_VERSION,
      ReferenceKey: expect.stringMatching(/^[0-9a-f]{64}\.gz$/),
      ReferenceVersion: REFERENCE_SEED_VERSION,
    });
    // The asset keys are content hashes: regenerated seed files change them, so the next deploy is an Update and loads them.
    expect(JSON.stringify(resource.Properties.Bucket)).toContain('assets');
  });

  it('calls the loader only once its grants exist, and keeps the data when the resource goes', () => {
    expect(seedLoad.policyIds.length).toBeGreaterThan(0);
    expect([resource.DependsOn].flat(), resourceId).toEqual(expect.arrayContaining(seedLoad.policyIds));
    expect(resource.DeletionPolicy ?? 'Delete').toBe('Delete'); // a Delete event loads nothing and removes nothing (deploy-event.ts)
  });

  it('lets the seed-load job read exactly the three seed objects and write only the drugs, pharmacies and toolReference tables', () => {
    const gets = actions(seedLoad.statements, 's3:');
    expect(gets.map((s) => s.Action)).toEqual(['s3:GetObject']);
    const objects = [gets[0]!.Resource].flat().map((r) => JSON.stringify(r));
    expect(objects).toHaveLength(3);
    expect(objects.find((o) => o.includes(resource.Properties.CatalogKey)), 'the catalog asset').toBeDefined();
    expect(objects.find((o) => o.includes(resource.Properties.DirectoryKey)), 'the directory asset').toBeDefined();
    expect(objects.find((o) => o.includes(resource.Properties.ReferenceKey)), 'the reference asset').toBeDefined();
    expect(objects.join(' ')).not.toContain('/*');
    const tables = new Set(actions(seedLoad.statements, 'dynamodb:').flatMap((s) => [s.Resource].flat().map(tableOf)));
    expect([...tables].sort()).toEqual(['drugs', 'pharmacies', 'toolReference']);
    expect(seedLoad.props).toMatchObject({ Timeout: 900, MemorySize: 2048 });
  });

  it('refreshes NADAC weekly (Thursdays 15:00 UTC, two retries) from the drop bucket it may list and read, writing the drugs table only', () => {
    const rules = Object.values(resources).filter((r) => r.Type === 'AWS::Events::Rule');
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties).toMatchObject({
      ScheduleExpression: 'cron(0 15 ? * THU *)',
      Targets: [{ Arn: { 'Fn::GetAtt': [refresh.logicalId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 2 } }],
    });
    const [bucketId] = Object.entries(resources).find(([, r]) => r.Type === 'AWS::S3::Bucket')!;
    expect(refresh.props.Environment.Variables.NADAC_DROP_BUCKET).toEqual({ Ref: bucketId });
    expect(refresh.props.Environment.Variables).not.toHaveProperty('NADAC_SOURCE_URL');
    const s3 = actions(refresh.statements, 's3:');
    expect(s3.map((s) => [s.Action, JSON.stringify(s.Resource)]).sort()).toEqual([
      ['s3:GetObject', JSON.stringify({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, '/*']] })],
      ['s3:ListBucket', JSON.stringify({ 'Fn::GetAtt': [bucketId, 'Arn'] })],
    ]);
    const writes = actions(refresh.statements, 'dynamodb:').filter((s) => /Put|Write|Update|Delete/.test(s.Action));
    expect(writes.length).toBeGreaterThan(0);
    expect([...new Set(writes.flatMap((s) => [s.Resource].flat().map(tableOf)))]).toEqual(['drugs']);
    expect(refresh.props.ReservedConcurrentExecutions, 'one refresh at a time').toBe(1);
  });

  it('makes the drop bucket private, encrypted, TLS-only, and keeps it (and the operators\' files) on stack deletion', () => {
    const bucket = Object.values(resources).find((r) => r.Type === 'AWS::S3::Bucket')!;
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
    });
    expect(bucket.DeletionPolicy).toBe('Retain');
    const policy = Object.values(resources).find((r) => r.Type === 'AWS::S3::BucketPolicy')!;
    expect(policy.Properties.PolicyDocument.Statement).toContainEqual(expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
  });

  it('alarms when the refresh refuses a file, and when either job fails', () => {
    const alarms = Object.values(built.template(built.monitoring).findResources('AWS::CloudWatch::Alarm')) as CfnJson[];
    const refused = alarms.find((a) => a.Properties.AlarmName === 'rxsavvy-staging-NadacFileRefused');
    expect(refused?.Properties).toMatchObject({
      Namespace: 'RxSavvy', MetricName: 'NadacFileRefused', Statistic: 'Sum', Threshold: 0, ComparisonOperator: 'GreaterThanThreshold',
      Dimensions: expect.arrayContaining([{ Name: 'route', Value: 'nadac-refresh' }]),
    });
    for (const id of ['seed-load', 'nadac-refresh']) expect(alarms.some((a) => a.Properties.AlarmName === `rxsavvy-staging-Job-${id}`), id).toBe(true);
  });
});

describe('the DataLoad stack\'s context', () => {
  it('nadacSourceUrl makes the refresh download the CMS file instead of reading the drop bucket', () => {
    const url = 'https://download.medicaid.gov/data/nadac-national-average-drug-acquisition-cost-05-06-2026.csv';
    expect(dataLoad({ nadacSourceUrl: url }).fn('nadac-refresh').props.Environment.Variables.NADAC_SOURCE_URL).toBe(url);
  });

  it('refuses a nadacSourceUrl that is not an https URL, naming the key', () => {
    expect(() => dataLoad({ nadacSourceUrl: 'http://download.medicaid.gov/nadac.csv' })).toThrow(/nadacSourceUrl must be an https URL/);
  });

  it('seedLoadRun re-runs the load on the next deploy without new seed files (the loader still never overwrites a newer version)', () => {
    const props = (run?: string) => Object.values(dataLoad(run ? { seedLoadRun: run } : {}).resources).find((r) => r.Type === 'Custom::RxSavvySeedLoad')!.Properties;
    expect(props()).not.toHaveProperty('Run');
    expect(props('2026-11-28')).toMatchObject({ Run: '2026-11-28', SeedVersion: SEED_VERSION });
  });
});
