import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runtimeConfigFor } from '../../functions/domain/config/runtime-config';
import { trustedIssuer } from '../../functions/lib/auth';
import { IDENTITY_CLIENT_ID } from '../../shared/identity';
import { IDENTITY_ORIGIN_HEADER, KEYCLOAK_IMAGE } from '../../infra/stacks/identity-stack';
import { type CfnJson, type Synthesized, isRouteFunction, synth } from './support';

/** A stage with its own Keycloak: the site on rxsavvy.com, Keycloak's load balancer on auth.rxsavvy.com. */
const MANAGED = {
  domainName: 'rxsavvy.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/site',
  identity: 'managed', identityDomainName: 'auth.rxsavvy.com', identityCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/auth',
};
const PROD = { ...MANAGED, stage: 'prod', pbmEndpoints: 'account', identityAdminCidrs: '["203.0.113.0/24"]' };

/** Whole-app synths without bundling: seconds each, minutes on a loaded machine. */
const SYNTHS_MS = 600_000;
const resources = (t: Template, type: string) => Object.values(t.findResources(type)) as CfnJson[];

describe('the Identity stack (identity=managed)', () => {
  let prod: Synthesized;
  let dev: Synthesized;
  let identity: Template;
  let devIdentity: Template;
  beforeAll(() => {
    // The load balancer's access logs need the region at synth (the CLI sets it from the profile).
    vi.stubEnv('CDK_DEFAULT_REGION', 'us-east-1');
    prod = synth(PROD);
    dev = synth({ ...MANAGED, stage: 'dev' });
    identity = prod.template(prod.identity!);
    devIdentity = dev.template(dev.identity!);
  }, SYNTHS_MS);
  afterAll(() => vi.unstubAllEnvs());

  it('exists only when the stage asks for it', () => {
    expect(prod.identity?.stackName).toBe('RxSavvy-prod-Identity');
    vi.stubEnv('CDK_DEFAULT_REGION', 'us-east-1');
    expect(synth({ stage: 'dev' }).identity).toBeUndefined();
  }, SYNTHS_MS);

  it('runs two Keycloak tasks of the pinned official image, in private subnets of two availability zones', () => {
    identity.hasResourceProperties('AWS::ECS::Service', {
      DesiredCount: 2,
      LaunchType: 'FARGATE',
      DeploymentConfiguration: Match.objectLike({ MinimumHealthyPercent: 100, DeploymentCircuitBreaker: { Enable: true, Rollback: true } }),
      NetworkConfiguration: { AwsvpcConfiguration: Match.objectLike({ AssignPublicIp: 'DISABLED' }) },
    });
    const [service] = resources(identity, 'AWS::ECS::Service');
    const subnetIds = service!.Properties.NetworkConfiguration.AwsvpcConfiguration.Subnets.map((s: CfnJson) => s.Ref);
    const subnets = identity.findResources('AWS::EC2::Subnet');
    const zones = new Set(subnetIds.map((id: string) => JSON.stringify(subnets[id]!.Properties.AvailabilityZone)));
    expect(zones.size, 'the tasks\' subnets span two zones').toBe(2);
    const [task] = resources(identity, 'AWS::ECS::TaskDefinition');
    const container = task!.Properties.ContainerDefinitions[0];
    expect(container.Image).toBe(`quay.io/keycloak/keycloak@${KEYCLOAK_IMAGE.digest}`);
    expect(KEYCLOAK_IMAGE.version).toMatch(/^26\./);
    expect(KEYCLOAK_IMAGE.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('issues tokens for the site: Keycloak\'s hostname is the site, so the issuer is the one the functions trust', () => {
    const [task] = resources(identity, 'AWS::ECS::TaskDefinition');
    const env = Object.fromEntries((task!.Properties.ContainerDefinitions[0].Environment as { Name: string; Value: string }[]).map((e) => [e.Name, e.Value]));
    expect(env.KC_HOSTNAME).toBe('https://rxsavvy.com');
    expect(env.KC_HOSTNAME_ADMIN).toBe('https://auth.rxsavvy.com');
    expect(env.KC_HEALTH_ENABLED).toBe('true');
    expect(JSON.parse(env.RXSAVVY_REALM_JSON!)).toMatchObject({ realm: 'pharmacy' });
  });

  it('keeps every credential in Secrets Manager, handed to the task as ECS secrets, none in the environment or the realm', () => {
    const [task] = resources(identity, 'AWS::ECS::TaskDefinition');
    const container = task!.Properties.ContainerDefinitions[0];
    const secretNames = (container.Secrets as { Name: string }[]).map((s) => s.Name);
    expect(secretNames).toEqual(expect.arrayContaining(['KC_DB_PASSWORD', 'KC_BOOTSTRAP_ADMIN_USERNAME', 'KC_BOOTSTRAP_ADMIN_PASSWORD']));
    expect(secretNames.filter((n) => /GOOGLE|MICROSOFT/i.test(n))).toHaveLength(4);
    const env = container.Environment as { Name: string; Value: string }[];
    expect(env.map((e) => e.Name).filter((n) => /PASSWORD|SECRET/.test(n)), 'no credential in the environment').toEqual([]);
    // The realm file names its credentials by Keycloak's import placeholders only.
    const realm = env.find((e) => e.Name === 'RXSAVVY_REALM_JSON')!.Value;
    const secrets = [...realm.matchAll(/"(clientSecret|password)"\s*:\s*"([^"]*)"/g)].map((m) => m[2]);
    expect(secrets.length).toBeGreaterThan(0);
    for (const value of secrets) expect(value).toMatch(/^\$\{[A-Z0-9_]+\}$/);
    // The admin, Google, Microsoft, SMTP, origin token and the database's own.
    identity.resourceCountIs('AWS::SecretsManager::Secret', 6);
    identity.resourceCountIs('AWS::SecretsManager::SecretTargetAttachment', 1);
  });

  it('stores the realm in an encrypted, backed-up Aurora PostgreSQL that prod protects from deletion and keeps', () => {
    identity.hasResourceProperties('AWS::RDS::DBCluster', { Engine: 'aurora-postgresql', StorageEncrypted: true, BackupRetentionPeriod: 30, DeletionProtection: true });
    identity.hasResource('AWS::RDS::DBCluster', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    identity.resourceCountIs('AWS::RDS::DBInstance', 2);
    devIdentity.hasResourceProperties('AWS::RDS::DBCluster', { StorageEncrypted: true, BackupRetentionPeriod: 7, DeletionProtection: false });
    devIdentity.hasResource('AWS::RDS::DBCluster', { DeletionPolicy: 'Snapshot' });
    // Reachable from the Keycloak tasks only.
    const ingress = resources(identity, 'AWS::EC2::SecurityGroupIngress').filter((r) => r.Properties.Description === 'PostgreSQL from the Keycloak tasks');
    expect(ingress).toHaveLength(1);
  });

  it('answers on its own HTTPS load balancer with the ACM certificate, forwarding the site\'s paths only with CloudFront\'s header', () => {
    identity.hasResourceProperties('AWS::ElasticLoadBalancingV2::Listener', {
      Port: 443, Protocol: 'HTTPS', Certificates: [{ CertificateArn: MANAGED.identityCertificateArn }],
      DefaultActions: [Match.objectLike({ Type: 'fixed-response', FixedResponseConfig: Match.objectLike({ StatusCode: '403' }) })],
    });
    identity.hasResourceProperties('AWS::ElasticLoadBalancingV2::TargetGroup', {
      Protocol: 'HTTPS', HealthCheckPath: '/health/ready', HealthCheckPort: '9000', TargetType: 'ip',
    });
    const rules = resources(identity, 'AWS::ElasticLoadBalancingV2::ListenerRule');
    const fromCloudFront = rules.find((r) => r.Properties.Conditions.some((c: CfnJson) => c.Field === 'http-header'))!;
    expect(fromCloudFront.Properties.Conditions).toEqual(expect.arrayContaining([
      expect.objectContaining({ Field: 'http-header', HttpHeaderConfig: expect.objectContaining({ HttpHeaderName: IDENTITY_ORIGIN_HEADER }) }),
      expect.objectContaining({ Field: 'path-pattern', PathPatternConfig: { Values: ['/realms/*', '/resources/*'] } }),
    ]));
    expect(rules.filter((r) => JSON.stringify(r.Properties.Conditions).includes('203.0.113.0/24')), 'the admin console from the admin network').toHaveLength(1);
  });

  it('keeps logs for the stage\'s retention and raises the Identity alarms of README "Runbook" on the alarm topic', () => {
    identity.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: Match.anyValue() });
    const alarms = resources(identity, 'AWS::CloudWatch::Alarm');
    const names = alarms.map((a) => String(a.Properties.AlarmName).replace('rxsavvy-prod-', '')).sort();
    expect(names).toEqual(['IdentityAlb5xx', 'IdentityDatabaseConnections', 'IdentityDatabaseCpu', 'IdentityRunningTasks', 'IdentityUnhealthyTargets']);
    for (const a of alarms) {
      expect(a.Properties.AlarmActions, a.Properties.AlarmName).toHaveLength(1);
      // The Monitoring stack's topic, by its name (a reference would be a cycle: Monitoring -> Web -> Identity).
      expect(JSON.stringify(a.Properties.AlarmActions)).toContain(':rxsavvy-prod-alarms');
    }
  });

  it('stays well under CloudFormation\'s 500 resources', () => {
    expect(Object.keys(identity.toJSON().Resources).length).toBeLessThan(200);
  });

  it('wires sign-in end to end: CloudFront forwards /realms/* to the load balancer with the header, GET /config and the functions agree on the issuer', () => {
    const web = prod.template(prod.web).toJSON();
    const distribution = Object.values(web.Resources as Record<string, CfnJson>).find((r) => r.Type === 'AWS::CloudFront::Distribution')!.Properties.DistributionConfig;
    const realms = (distribution.CacheBehaviors as CfnJson[]).find((b) => b.PathPattern === '/realms/*')!;
    const origin = (distribution.Origins as CfnJson[]).find((o) => o.Id === realms.TargetOriginId)!;
    expect(origin.DomainName).toBe('auth.rxsavvy.com');
    expect((origin.OriginCustomHeaders as CfnJson[]).map((h) => h.HeaderName)).toContain(IDENTITY_ORIGIN_HEADER);
    expect(JSON.stringify(origin.OriginCustomHeaders), 'the token as a dynamic reference, never its value').toContain('resolve:secretsmanager');
    expect(Annotations.fromStack(prod.web).findWarning('*', Match.stringLikeRegexp('identity|Keycloak'))).toEqual([]);

    const envs = Object.values(prod.template(prod.api).findResources('AWS::Lambda::Function')).filter((fn) => isRouteFunction(fn))
      .map((fn) => (fn as CfnJson).Properties.Environment.Variables as Record<string, string>);
    expect(envs.length).toBeGreaterThan(0);
    for (const env of envs) {
      expect(env.IDENTITY_ISSUER).toBe('https://rxsavvy.com/realms/pharmacy');
      expect(JSON.parse(env.IDENTITY_SERVERS!)).toMatchObject({ prod: 'https://auth.rxsavvy.com' });
    }
    const env = { ...envs[0]!, STAGE: 'prod' };
    const config = runtimeConfigFor('rxsavvy.com', 'https://rxsavvy.com', env);
    expect(config.identity).toEqual({ url: 'https://rxsavvy.com', realm: 'pharmacy', clientId: IDENTITY_CLIENT_ID });
    expect(`${config.identity.url}/realms/${config.identity.realm}`).toBe(trustedIssuer(env));
  });

  it('refuses a certificate of another region than the stack\'s', () => {
    vi.stubEnv('CDK_DEFAULT_REGION', 'eu-west-1');
    expect(() => synth({ ...PROD, identityCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/auth' })).toThrow(/certificate of its own region/);
    vi.stubEnv('CDK_DEFAULT_REGION', 'us-east-1');
  }, SYNTHS_MS);
});
