import { readFileSync } from 'node:fs';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Token, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { Alarm, ComparisonOperator, MathExpression, Metric, type IAlarm, type IMetric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { FlowLogDestination, FlowLogTrafficType, Port, SecurityGroup, SubnetType, Vpc } from 'aws-cdk-lib/aws-ec2';
import {
  Cluster, ContainerImage, ContainerInsights, CpuArchitecture, FargateService, FargateTaskDefinition, LogDrivers, OperatingSystemFamily,
  Secret as EcsSecret,
} from 'aws-cdk-lib/aws-ecs';
import {
  ApplicationLoadBalancer, ApplicationProtocol, ApplicationTargetGroup, HttpCodeElb, HttpCodeTarget, ListenerAction, ListenerCondition, Protocol, SslPolicy, TargetType,
} from 'aws-cdk-lib/aws-elasticloadbalancingv2';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { AuroraPostgresEngineVersion, ClusterInstance, Credentials, DatabaseCluster, DatabaseClusterEngine } from 'aws-cdk-lib/aws-rds';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct, IConstruct } from 'constructs';
import { IDENTITY_REALM } from '../../shared/identity';
import type { DeployConfig, ManagedIdentity } from '../config';
import { LOG_RETENTION } from '../constructs/rxsavvy-function';
import { REALM_FILE, REALM_PLACEHOLDERS } from '../identity/realm';

/**
 * The official Keycloak image, current major, pinned by digest (a multi-architecture index: the
 * task runs it on arm64). The tag is documentation: ECS pulls the digest.
 */
export const KEYCLOAK_IMAGE = {
  repository: 'quay.io/keycloak/keycloak',
  version: '26.8.0',
  digest: 'sha256:b0f60d489d51c5d113390bdf5461d4c06e6051be026c05549f2e1e10ec352bcc',
} as const;

/** The header CloudFront adds to requests for Keycloak; the load balancer forwards only those. */
export const IDENTITY_ORIGIN_HEADER = 'x-origin-verify';
const HTTPS_PORT = 8443;
const MANAGEMENT_PORT = 9000;
/** JGroups (Keycloak's cluster: jdbc-ping discovery, node-to-node mTLS) and its failure detection. */
const CLUSTER_PORTS = [7800, 57800];
const DB_NAME = 'keycloak';
const DB_POOL_MAX = 40;
/** Paths the site forwards (web-stack.ts IDENTITY_PATH_PATTERNS); the master realm is never among them. */
const SITE_PATHS = ['/realms/*', '/resources/*'];
const ADMIN_PATHS = ['/admin/*', '/realms/master/*', '/resources/*'];
const PERIOD = Duration.minutes(5);

/**
 * The start command: the official image has bash and coreutils but no curl or openssl. It writes
 * the realm file from the environment into Keycloak's import folder (`--import-realm` imports it
 * once, when the realm does not exist yet), makes a self-signed key pair with the JDK's keytool so
 * the load balancer reaches Keycloak over TLS (ALBs do not verify target certificates; viewers see
 * the ACM certificate), and starts Keycloak, which builds its optimized form on the way (db, health).
 */
export const START_SCRIPT = [
  'set -euo pipefail',
  'mkdir -p /opt/keycloak/data/import',
  `printf '%s' "$RXSAVVY_REALM_JSON" > /opt/keycloak/data/import/realm-${IDENTITY_REALM}.json`,
  'unset RXSAVVY_REALM_JSON',
  'keytool="$(dirname "$(readlink -f "$(command -v java)")")/keytool"',
  'read -r store_password < /proc/sys/kernel/random/uuid',
  '"$keytool" -genkeypair -noprompt -alias keycloak -keyalg RSA -keysize 3072 -validity 3650 -dname CN=keycloak -storetype PKCS12 -keystore /tmp/keycloak-tls.p12 -storepass "$store_password" -keypass "$store_password"',
  'export KC_HTTPS_KEY_STORE_FILE=/tmp/keycloak-tls.p12 KC_HTTPS_KEY_STORE_PASSWORD="$store_password"',
  'exec /opt/keycloak/bin/kc.sh start --import-realm',
].join('\n');

export interface IdentityStackProps extends StackProps {
  config: DeployConfig & { identity: ManagedIdentity; domainName: string };
}

/**
 * The stage's own Keycloak (context identity=managed): two Fargate tasks in two availability zones
 * behind an ALB of its own (HTTPS with the ACM certificate of identityDomainName; HTTP redirects),
 * Aurora Serverless v2 PostgreSQL in isolated subnets (encrypted, backed up, deletion-protected
 * and kept in prod), the bootstrap admin and the brokers' credentials in Secrets Manager, handed
 * to the task as ECS secrets. CloudFront forwards the site's /realms/* and /resources/* here with
 * a header only it knows; Keycloak's hostname is the site, so it issues
 * https://<domainName>/realms/pharmacy, the issuer the functions trust. README "Identity server
 * (Keycloak)" and "Runbook".
 */
export class IdentityStack extends Stack {
  /** The token CloudFront sends as IDENTITY_ORIGIN_HEADER (the web stack reads it as a dynamic reference). */
  readonly originVerifySecret: Secret;
  readonly loadBalancer: ApplicationLoadBalancer;
  readonly service: FargateService;
  readonly database: DatabaseCluster;
  readonly targetGroup: ApplicationTargetGroup;
  readonly alarms: IAlarm[] = [];
  private readonly stage: DeployConfig['stage'];

  constructor(scope: Construct, id: string, props: IdentityStackProps) {
    super(scope, id, props);
    const { config } = props;
    const { identity } = config;
    this.stage = config.stage;
    const prod = config.stage === 'prod';
    this.checkCertificateRegion(identity.certificateArn);

    const vpc = new Vpc(this, 'Vpc', {
      maxAzs: 2,
      // One NAT gateway per zone in prod (a zone's outage keeps the other's egress), one outside it.
      natGateways: prod ? 2 : 1,
      subnetConfiguration: [
        { name: 'public', subnetType: SubnetType.PUBLIC, cidrMask: 24 },
        { name: 'app', subnetType: SubnetType.PRIVATE_WITH_EGRESS, cidrMask: 24 },
        { name: 'db', subnetType: SubnetType.PRIVATE_ISOLATED, cidrMask: 24 },
      ],
    });
    const flowLogs = new LogGroup(this, 'FlowLogs', { retention: LOG_RETENTION[config.stage], removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY });
    vpc.addFlowLog('RejectedTraffic', { destination: FlowLogDestination.toCloudWatchLogs(flowLogs), trafficType: FlowLogTrafficType.REJECT });

    // ── secrets ──
    const secret = (secretId: string, description: string, fields: Record<string, string>, generated: string) => {
      const s = new Secret(this, secretId, {
        description,
        generateSecretString: { secretStringTemplate: JSON.stringify(fields), generateStringKey: generated, passwordLength: 40, excludePunctuation: true },
        removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      });
      return s;
    };
    const admin = secret('BootstrapAdmin', 'Keycloak\'s first (temporary) admin of the master realm: username and generated password (README "Identity server")', { username: 'rxsavvy-bootstrap-admin' }, 'password');
    const google = secret('GoogleBroker', 'Google OAuth client of the pharmacy realm\'s "google" broker: put clientId and clientSecret (README "Identity server")', { clientId: 'replace-with-the-google-client-id' }, 'clientSecret');
    const microsoft = secret('MicrosoftBroker', 'Microsoft Entra app of the pharmacy realm\'s "microsoft" broker: put clientId and clientSecret (README "Identity server")', { clientId: 'replace-with-the-microsoft-client-id' }, 'clientSecret');
    const smtp = secret('Smtp', 'SES SMTP credentials Keycloak sends verification and password e-mails with: put username and password (README "Identity server")', { username: 'replace-with-the-ses-smtp-username' }, 'password');
    this.originVerifySecret = new Secret(this, 'OriginVerify', {
      description: `The ${IDENTITY_ORIGIN_HEADER} token CloudFront sends to Keycloak's load balancer; requests without it get 403`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    acknowledge(admin, 'AwsSolutions-SMG4', 'Keycloak reads the bootstrap admin only when the master realm has no admin; the operator replaces it by a permanent admin (README), so there is nothing to rotate.');
    for (const s of [google, microsoft, smtp]) {
      acknowledge(s, 'AwsSolutions-SMG4', 'Issued by Google, Microsoft or SES, not by us: rotated where they are issued, then put here and the service redeployed (README "Identity server").');
    }
    acknowledge(this.originVerifySecret, 'AwsSolutions-SMG4', 'Rotation is a manual two-step change (new value, then deploys of this stack and the web stack); an automatic rotation would refuse CloudFront\'s requests between the two.');

    // ── database ──
    const dbSecurityGroup = new SecurityGroup(this, 'DatabaseSecurityGroup', { vpc, description: 'Keycloak database: PostgreSQL from the Keycloak tasks only', allowAllOutbound: false });
    this.database = new DatabaseCluster(this, 'Database', {
      engine: DatabaseClusterEngine.auroraPostgres({ version: AuroraPostgresEngineVersion.VER_17_5 }),
      credentials: Credentials.fromGeneratedSecret('keycloak'),
      defaultDatabaseName: DB_NAME,
      writer: ClusterInstance.serverlessV2('Writer', { autoMinorVersionUpgrade: true }),
      // prod: a reader in the other zone that Aurora promotes if the writer's zone fails.
      readers: prod ? [ClusterInstance.serverlessV2('Reader', { scaleWithWriter: true, autoMinorVersionUpgrade: true })] : [],
      serverlessV2MinCapacity: 0.5,
      serverlessV2MaxCapacity: prod ? 8 : 2,
      vpc,
      vpcSubnets: { subnetType: SubnetType.PRIVATE_ISOLATED },
      securityGroups: [dbSecurityGroup],
      storageEncrypted: true,
      parameters: { 'rds.force_ssl': '1' },
      backup: { retention: Duration.days(prod ? 30 : 7), preferredWindow: '07:00-08:00' },
      preferredMaintenanceWindow: 'Sun:08:30-Sun:09:30',
      copyTagsToSnapshot: true,
      deletionProtection: prod,
      removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.SNAPSHOT,
    });
    const dbSecret = this.database.secret!;
    acknowledge(this.database.node.findChild('Secret'), 'AwsSolutions-SMG4', 'Keycloak reads the database password once, at start: a rotation would cut it off until the tasks restart. Rotate by hand (new password, then a forced new deployment of the service).');
    acknowledge(this.database, 'AwsSolutions-RDS6', 'Keycloak connects with a username and password (its JDBC driver has no IAM token login); the password is a generated secret and the cluster accepts the Keycloak tasks only, over TLS (rds.force_ssl).');
    acknowledge(this.database, 'AwsSolutions-RDS11', 'The default port is reachable from the Keycloak tasks\' security group only, in isolated subnets; another port would hide nothing.');
    if (!prod) acknowledge(this.database, 'AwsSolutions-RDS10', 'Deletion protection is on in prod; a dev or staging stage is deleted with a final snapshot (RemovalPolicy.SNAPSHOT).');

    // ── the load balancer ──
    const albSecurityGroup = new SecurityGroup(this, 'LoadBalancerSecurityGroup', { vpc, description: 'Keycloak load balancer: HTTPS (and HTTP, redirected) from CloudFront and the admin networks', allowAllOutbound: false });
    acknowledge(albSecurityGroup, 'AwsSolutions-EC23', 'CloudFront reaches the load balancer from its whole address range; the listener forwards only requests carrying CloudFront\'s secret header (and the admin console to identityAdminCidrs), everything else gets 403.');
    const logBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(logBucket, 'AwsSolutions-S1', 'This is the access-log bucket itself; logging it into itself would loop.');
    this.loadBalancer = new ApplicationLoadBalancer(this, 'LoadBalancer', {
      vpc,
      internetFacing: true,
      vpcSubnets: { subnetType: SubnetType.PUBLIC },
      securityGroup: albSecurityGroup,
      dropInvalidHeaderFields: true,
      deletionProtection: prod,
    });
    this.loadBalancer.logAccessLogs(logBucket, 'alb');
    const https = this.loadBalancer.addListener('Https', {
      port: 443,
      protocol: ApplicationProtocol.HTTPS,
      certificates: [Certificate.fromCertificateArn(this, 'Certificate', identity.certificateArn)],
      sslPolicy: SslPolicy.RECOMMENDED_TLS,
      defaultAction: ListenerAction.fixedResponse(403, { contentType: 'text/plain', messageBody: 'Forbidden' }),
    });
    this.loadBalancer.addRedirect({ sourcePort: 80, sourceProtocol: ApplicationProtocol.HTTP, targetPort: 443, targetProtocol: ApplicationProtocol.HTTPS });

    // ── Keycloak on Fargate ──
    const cluster = new Cluster(this, 'Cluster', { vpc, containerInsightsV2: ContainerInsights.ENABLED });
    const logGroup = new LogGroup(this, 'KeycloakLogs', { retention: LOG_RETENTION[config.stage], removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY });
    const task = new FargateTaskDefinition(this, 'Task', {
      cpu: 1024,
      memoryLimitMiB: 2048,
      runtimePlatform: { cpuArchitecture: CpuArchitecture.ARM64, operatingSystemFamily: OperatingSystemFamily.LINUX },
    });
    const siteOrigin = `https://${config.domainName}`;
    const env = (key: keyof typeof REALM_PLACEHOLDERS) => REALM_PLACEHOLDERS[key].name;
    const container = task.addContainer('keycloak', {
      image: ContainerImage.fromRegistry(`${KEYCLOAK_IMAGE.repository}@${KEYCLOAK_IMAGE.digest}`),
      dockerLabels: { 'org.keycloak.version': KEYCLOAK_IMAGE.version },
      entryPoint: ['/bin/bash', '-c'],
      command: [START_SCRIPT],
      logging: LogDrivers.awsLogs({ logGroup, streamPrefix: 'keycloak' }),
      portMappings: [{ containerPort: HTTPS_PORT, name: 'https' }, { containerPort: MANAGEMENT_PORT, name: 'management' }, ...CLUSTER_PORTS.map((containerPort) => ({ containerPort }))],
      environment: {
        KC_DB: 'postgres',
        KC_DB_URL_HOST: this.database.clusterEndpoint.hostname,
        KC_DB_URL_PORT: Token.asString(this.database.clusterEndpoint.port),
        KC_DB_URL_DATABASE: DB_NAME,
        KC_DB_URL_PROPERTIES: '?sslmode=require',
        KC_DB_POOL_MAX_SIZE: String(DB_POOL_MAX),
        // The site is Keycloak's frontend: tokens say https://<site>/realms/pharmacy, the login pages
        // and broker callbacks are on the site; the admin console is on the load balancer's own name.
        KC_HOSTNAME: siteOrigin,
        KC_HOSTNAME_ADMIN: `https://${identity.domainName}`,
        KC_PROXY_HEADERS: 'xforwarded',
        KC_HTTP_ENABLED: 'false',
        KC_HTTPS_PORT: String(HTTPS_PORT),
        KC_HEALTH_ENABLED: 'true',
        KC_METRICS_ENABLED: 'true',
        KC_LOG_CONSOLE_OUTPUT: 'json',
        RXSAVVY_REALM_JSON: readFileSync(REALM_FILE, 'utf8'),
        [env('siteOrigin')]: siteOrigin,
        [env('smtpHost')]: `email-smtp.${this.region}.amazonaws.com`,
        [env('smtpFrom')]: config.sesFromAddress,
      },
      secrets: {
        KC_DB_USERNAME: EcsSecret.fromSecretsManager(dbSecret, 'username'),
        KC_DB_PASSWORD: EcsSecret.fromSecretsManager(dbSecret, 'password'),
        KC_BOOTSTRAP_ADMIN_USERNAME: EcsSecret.fromSecretsManager(admin, 'username'),
        KC_BOOTSTRAP_ADMIN_PASSWORD: EcsSecret.fromSecretsManager(admin, 'password'),
        [env('googleClientId')]: EcsSecret.fromSecretsManager(google, 'clientId'),
        [env('googleClientSecret')]: EcsSecret.fromSecretsManager(google, 'clientSecret'),
        [env('microsoftClientId')]: EcsSecret.fromSecretsManager(microsoft, 'clientId'),
        [env('microsoftClientSecret')]: EcsSecret.fromSecretsManager(microsoft, 'clientSecret'),
        [env('smtpUser')]: EcsSecret.fromSecretsManager(smtp, 'username'),
        [env('smtpPassword')]: EcsSecret.fromSecretsManager(smtp, 'password'),
      },
    });
    acknowledge(task, 'CloudFormation-Validate::E1029', 'The ${NAME} strings in RXSAVVY_REALM_JSON are Keycloak\'s import placeholders, meant literally: CloudFormation substitutes only inside Fn::Sub, which the task definition does not use.');
    acknowledge(task, 'AwsSolutions-ECS2', 'The environment holds configuration only (host names, ports, the realm file, which has placeholders instead of credentials); every credential is an ECS secret from Secrets Manager.');

    const taskSecurityGroup = new SecurityGroup(this, 'TaskSecurityGroup', { vpc, description: 'Keycloak tasks: HTTPS and health from the load balancer, the cluster ports from each other', allowAllOutbound: true });
    for (const port of CLUSTER_PORTS) taskSecurityGroup.addIngressRule(taskSecurityGroup, Port.tcp(port), 'Keycloak cluster (JGroups) between the tasks');
    dbSecurityGroup.addIngressRule(taskSecurityGroup, Port.tcp(this.database.clusterEndpoint.port), 'PostgreSQL from the Keycloak tasks');
    this.service = new FargateService(this, 'Service', {
      cluster,
      taskDefinition: task,
      desiredCount: 2,
      minHealthyPercent: 100,
      maxHealthyPercent: 200,
      circuitBreaker: { rollback: true },
      vpcSubnets: { subnetType: SubnetType.PRIVATE_WITH_EGRESS },
      securityGroups: [taskSecurityGroup],
      assignPublicIp: false,
      // The first start migrates the database and imports the realm: give it time before health counts.
      healthCheckGracePeriod: Duration.minutes(5),
    });
    this.service.node.addDependency(this.database);
    this.targetGroup = new ApplicationTargetGroup(this, 'Keycloak', {
      vpc,
      targetType: TargetType.IP,
      port: HTTPS_PORT,
      protocol: ApplicationProtocol.HTTPS,
      deregistrationDelay: Duration.seconds(30),
      healthCheck: {
        protocol: Protocol.HTTPS,
        port: String(MANAGEMENT_PORT),
        path: '/health/ready',
        healthyHttpCodes: '200',
        interval: Duration.seconds(15),
        timeout: Duration.seconds(5),
        healthyThresholdCount: 2,
        unhealthyThresholdCount: 3,
      },
      targets: [this.service.loadBalancerTarget({ containerName: container.containerName, containerPort: HTTPS_PORT })],
    });
    this.service.connections.allowFrom(this.loadBalancer, Port.tcp(MANAGEMENT_PORT), 'Keycloak health (management port) from the load balancer');

    // Admin networks reach the admin console on the load balancer's own name; the site's paths come
    // only through CloudFront; the master realm never through the site.
    identity.adminCidrs.forEach((cidr, i) => {
      https.addTargetGroups(`Admin${i}`, {
        priority: 1 + i,
        conditions: [ListenerCondition.sourceIps([cidr]), ListenerCondition.pathPatterns(ADMIN_PATHS)],
        targetGroups: [this.targetGroup],
      });
    });
    https.addAction('NoMasterRealmFromTheSite', {
      priority: 10,
      conditions: [ListenerCondition.pathPatterns(['/realms/master/*'])],
      action: ListenerAction.fixedResponse(404, { contentType: 'text/plain', messageBody: 'Not found' }),
    });
    https.addTargetGroups('FromCloudFront', {
      priority: 20,
      conditions: [ListenerCondition.httpHeader(IDENTITY_ORIGIN_HEADER, [this.originVerifySecret.secretValue.unsafeUnwrap()]), ListenerCondition.pathPatterns(SITE_PATHS)],
      targetGroups: [this.targetGroup],
    });

    this.acknowledgeCdkOwned();

    new CfnOutput(this, 'LoadBalancerDnsName', { value: this.loadBalancer.loadBalancerDnsName, description: `Point ${identity.domainName} here (a CNAME)` });
    new CfnOutput(this, 'BootstrapAdminSecret', { value: admin.secretName, description: 'The first admin of the master realm (temporary: replace it, README)' });
    new CfnOutput(this, 'BrokerSecrets', { value: [google.secretName, microsoft.secretName, smtp.secretName].join(' '), description: 'Fill these in, then force a new deployment of the service' });
  }

  /**
   * The alarms of README "Runbook" (Identity*), on the Monitoring stack's topic: unhealthy targets,
   * fewer running tasks than wanted, the load balancer's 5xx, database CPU and connections.
   */
  alarmTo(topic: ITopic): void {
    const alarm = (alarmId: string, metric: IMetric, threshold: number, description: string, options: { operator?: ComparisonOperator; evaluationPeriods?: number; treatMissingData?: TreatMissingData } = {}) => {
      const a = new Alarm(this, alarmId, {
        alarmName: `rxsavvy-${this.stage}-${alarmId}`,
        alarmDescription: `${description} Runbook: README "Runbook", ${alarmId}.`,
        metric,
        threshold,
        evaluationPeriods: options.evaluationPeriods ?? 1,
        comparisonOperator: options.operator ?? ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: options.treatMissingData ?? TreatMissingData.NOT_BREACHING,
      });
      a.addAlarmAction(new SnsAction(topic));
      this.alarms.push(a);
    };
    const minute = Duration.minutes(1);
    alarm('IdentityUnhealthyTargets', this.targetGroup.metrics.unhealthyHostCount({ period: minute, statistic: 'Maximum' }), 0, 'A Keycloak task has failed its /health/ready check for 3 minutes.', { evaluationPeriods: 3 });
    const running = new Metric({
      namespace: 'ECS/ContainerInsights',
      metricName: 'RunningTaskCount',
      dimensionsMap: { ClusterName: this.service.cluster.clusterName, ServiceName: this.service.serviceName },
      statistic: 'Minimum',
      period: minute,
    });
    alarm('IdentityRunningTasks', running, 2, 'Fewer than 2 Keycloak tasks have run for 5 minutes: sign-in has lost its second zone, or is down.', {
      operator: ComparisonOperator.LESS_THAN_THRESHOLD,
      evaluationPeriods: 5,
      treatMissingData: TreatMissingData.BREACHING,
    });
    const lb = this.loadBalancer.metrics;
    const fiveXx = new MathExpression({
      expression: 'FILL(elb, 0) + FILL(target, 0)',
      usingMetrics: { elb: lb.httpCodeElb(HttpCodeElb.ELB_5XX_COUNT, { period: PERIOD }), target: lb.httpCodeTarget(HttpCodeTarget.TARGET_5XX_COUNT, { period: PERIOD }) },
      period: PERIOD,
      label: 'Keycloak 5xx',
    });
    alarm('IdentityAlb5xx', fiveXx, 10, 'The Keycloak load balancer answered more than 10 5xx in 5 minutes (its own: no healthy target; or Keycloak\'s).');
    alarm('IdentityDatabaseCpu', this.database.metricCPUUtilization({ period: PERIOD }), 80, 'The Keycloak database used more than 80% CPU for 15 minutes.', { evaluationPeriods: 3 });
    alarm('IdentityDatabaseConnections', this.database.metricDatabaseConnections({ period: PERIOD, statistic: 'Maximum' }), 4 * DB_POOL_MAX + 20, `The Keycloak database had more than ${4 * DB_POOL_MAX + 20} connections (each task pools at most ${DB_POOL_MAX}; four run during a deployment).`, { evaluationPeriods: 2 });
  }

  /**
   * The region must be known at synth (the load balancer's access logs name its region's log
   * delivery account), and the certificate must be in it.
   */
  private checkCertificateRegion(arn: string): void {
    const region = arn.split(':')[3];
    if (Token.isUnresolved(this.region)) {
      throw new Error(`identity=managed needs the region at synth: set CDK_DEFAULT_REGION (${region}, identityCertificateArn's region) or an AWS profile with one. The load balancer's access logs are granted to that region's log delivery.`);
    }
    if (region !== this.region) {
      throw new Error(`identityCertificateArn is in ${region}, the Identity stack in ${this.region}: the load balancer needs a certificate of its own region.`);
    }
  }

  /** What the CDK writes for us (the VPC's default-security-group restriction, the flow-log role). */
  private acknowledgeCdkOwned(): void {
    const restrict = this.node.tryFindChild('Custom::VpcRestrictDefaultSGCustomResourceProvider');
    if (restrict) {
      Validations.of(restrict).acknowledge(
        { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: 'CDK\'s provider that strips the VPC\'s default security group of its rules; CDK fixes its role.' },
        { id: 'AwsSolutions-L1', reason: 'CDK\'s provider that strips the VPC\'s default security group of its rules; CDK fixes its runtime.' },
      );
    }
  }
}

function acknowledge(construct: IConstruct, id: string, reason: string): void {
  Validations.of(construct).acknowledge({ id, reason });
}
