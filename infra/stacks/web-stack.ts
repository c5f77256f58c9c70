import { join } from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Token, Validations } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnDelivery, CfnDeliveryDestination, CfnDeliverySource } from 'aws-cdk-lib/aws-logs';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods, type BehaviorOptions, CachePolicy, Distribution, Function as CloudFrontFunction, FunctionCode,
  FunctionEventType, FunctionRuntime, HttpVersion, OriginProtocolPolicy, OriginRequestPolicy, OriginSslPolicy, PriceClass,
  SecurityPolicyProtocol, ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { edgeWebAcl } from '../constructs/edge-waf';
import type { DeployConfig } from '../config';
import { SiteHeadersPolicy } from '../constructs/site-headers-policy';
import { acknowledgeOwnedWildcards } from '../nag';
import { IDENTITY_REALM } from '../../shared/identity';
import { FORWARD_HOST_CODE, SPA_FALLBACK_CODE } from './edge-functions';
import { IDENTITY_ORIGIN_HEADER } from './identity-stack';

export interface WebStackProps extends StackProps {
  config: DeployConfig;
  /** Host name of the HTTP API (`<id>.execute-api.<region>.amazonaws.com`). */
  apiDomainName: string;
  /** The token CloudFront sends as `x-origin-verify` (a dynamic reference: never in the template). */
  originVerifySecret: ISecret;
  /**
   * With identity=managed, the token CloudFront sends to the Identity stack's load balancer, which
   * forwards only requests carrying it (infra/stacks/identity-stack.ts).
   */
  identityOriginVerifySecret?: ISecret;
}

/** Paths CloudFront sends to the HTTP API; everything else is the SPA from S3. */
export const API_PATH_PATTERNS = ['/api/*', '/config', '/v1/*'] as const;

/**
 * Paths CloudFront sends to the stage's Keycloak, so sign-in is same-origin as it is locally
 * (see functions/domain/config/runtime-config.ts): the CSP allows `connect-src 'self'` only, and keycloak-js calls the token
 * endpoint with credentials: 'include', which cross-origin would need credentialed CORS.
 * /realms/* is the protocol (auth, token, logout, userinfo, certs, broker callbacks, login
 * actions); /resources/* is the CSS and scripts of Keycloak's own login pages, which it links
 * under its frontend URL (the site). The SPA has no page under either prefix.
 */
export const IDENTITY_PATH_PATTERNS = ['/realms/*', '/resources/*'] as const;
const IDENTITY_REALM_PATH = `/realms/${IDENTITY_REALM}`;

/** The Keycloak base URL of the deployed stage (context `identityServers`), if one is configured. */
export function identityServerFor(config: DeployConfig): URL | undefined {
  const base = config.identityServers[config.stage];
  if (!base) return undefined;
  const url = new URL(base);
  if (url.protocol !== 'https:') {
    throw new Error(`identityServers.${config.stage} must be an https:// URL: CloudFront reaches Keycloak over HTTPS only (got ${base}).`);
  }
  return url;
}

/**
 * The token issuer the functions trust in AWS (env IDENTITY_ISSUER, see functions/lib/auth.ts).
 * Keycloak's realm frontend URL is the site's origin, so it issues `https://<site>/realms/pharmacy`.
 * Trade-off: the api stack cannot read the distribution's *.cloudfront.net name (the web stack
 * already depends on the api stack for its origin; the reverse reference would be a cycle), so
 * the issuer is known at synth time only with a custom `domainName`. Without one this returns
 * undefined and the functions fall back to `<identityServers[stage]>/realms/pharmacy`, which
 * matches only a Keycloak whose realm has no frontend URL; that Keycloak's login form and
 * broker callbacks then point at its own host, where the sign-in cookies set on the site are
 * missing. So: sign-in in AWS needs a custom domain (synth warns).
 */
export function identityIssuerFor(config: DeployConfig): string | undefined {
  if (!config.domainName || !identityServerFor(config)) return undefined;
  return `https://${config.domainName}${IDENTITY_REALM_PATH}`;
}

/** Vite's content-hashed build output: safe to cache for a year. */
const HASHED_ASSETS_DIR = 'assets';
/** Source maps are build output for us, not for the public (web/vite.config.ts). */
const NOT_DEPLOYED = ['*.map', '**/*.map'];

/** The SPA in a private bucket behind CloudFront (OAC), with the API on the same origin. */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  /** The WAF web ACL in front of the distribution (absent when the stack is not in us-east-1: see edge-waf.ts). */
  readonly webAcl?: CfnWebACL;
  readonly siteBucket: Bucket;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;
    const logBucket = this.createLogBucket();
    this.siteBucket = new Bucket(this, 'SiteBucket', {
      ...privateBucketDefaults,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 's3-site/',
    });

    const siteHeaders = new SiteHeadersPolicy(this, 'SiteHeaders', { override: true });
    const apiHeaders = new SiteHeadersPolicy(this, 'ApiHeaders', { override: false });
    const apiBehavior: BehaviorOptions = {
      origin: new HttpOrigin(props.apiDomainName, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        customHeaders: { 'x-origin-verify': props.originVerifySecret.secretValue.unsafeUnwrap() },
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      // Never cached, so no visitor's answer is ever shared: a cache policy that caches would have to key on
      // Authorization and x-api-key, and CloudFront caches 4xx/5xx answers of GET requests for 10 s whatever
      // their Cache-Control says. The price answers are compressed by the function instead (functions/lib/compress.ts):
      // with caching off CloudFront compresses nothing, and forwards Accept-Encoding like any viewer header.
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // All viewer headers (Accept-Encoding and Authorization included) and query strings except Host, which must be
      // the API's own. AWS documents this managed policy as also adding CloudFront's device and
      // viewer-location headers (CloudFront-Viewer-Postal-Code, -Latitude, -Longitude, -Country,
      // -Country-Region) that the zip guess reads. A custom policy cannot do both: "allExcept host"
      // adds no CloudFront headers, and "allViewerAndWhitelistCloudFront" forwards Host.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: apiHeaders,
      functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: this.edgeFunction('ForwardHost', FORWARD_HOST_CODE) }],
    };

    const customDomain = config.domainName && config.certificateArn
      ? {
          domainNames: [config.domainName],
          certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
          minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
        }
      : {};
    this.webAcl = edgeWebAcl(this, config.stage);
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `RxSavvy ${config.stage}`,
      ...(this.webAcl ? { webAclId: this.webAcl.attrArn } : {}),
      ...customDomain,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultRootObject: 'index.html',
      // No standard logging (legacy): it writes every request's query string, and the GET routes of
      // the spec carry e-mail addresses, contact text, drug + location and link tokens there.
      // Logging v2 below keeps the fields we chose instead (accessLogs).
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: siteHeaders,
        functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: this.edgeFunction('SpaFallback', SPA_FALLBACK_CODE) }],
      },
      additionalBehaviors: {
        ...Object.fromEntries(API_PATH_PATTERNS.map((pattern) => [pattern, apiBehavior])),
        ...this.identityBehaviors(config, props.identityOriginVerifySecret),
      },
    });
    this.accessLogs(logBucket);
    this.acknowledgeDistributionFindings(config);

    if (config.siteDir) this.deploySite(config.siteDir);
    else {
      Annotations.of(this).addWarningV2(
        'rxsavvy:web-dist-missing',
        'web/dist/index.html not found: the site bucket gets no files. Run `npm run build:web` before `cdk deploy`.',
      );
    }
    new CfnOutput(this, 'SiteUrl', { value: `https://${config.domainName ?? this.distribution.distributionDomainName}` });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
  }

  /**
   * /realms/* and /resources/* to the stage's Keycloak, or none (with a warning) when it has none.
   * A managed Keycloak (identity=managed) is the Identity stack's load balancer, on its own host name
   * (config.ts lists it in identityServers), and wants the origin header only CloudFront sends.
   */
  private identityBehaviors(config: DeployConfig, originVerifySecret?: ISecret): Record<string, BehaviorOptions> {
    const server = identityServerFor(config);
    if (!server) {
      Annotations.of(this).addWarningV2(
        'rxsavvy:identity-server-missing',
        `No identityServers.${config.stage} in the CDK context: ${IDENTITY_PATH_PATTERNS.join(' and ')} are not routed to Keycloak and sign-in (admin, pharmacy portal, marketplace admin) does not work in this stage.`,
      );
      return {};
    }
    const originPath = server.pathname.replace(/\/+$/, '');
    if (!config.domainName) {
      Annotations.of(this).addWarningV2(
        'rxsavvy:identity-issuer-fallback',
        `No domainName: the functions cannot learn the distribution's host name at synth time and trust the issuer ${server.origin}${originPath}${IDENTITY_REALM_PATH}, while Keycloak (frontend URL = the site) issues https://<distribution>${IDENTITY_REALM_PATH}. Give domainName + certificateArn for working sign-in.`,
      );
    }
    const behavior: BehaviorOptions = {
      origin: new HttpOrigin(server.hostname, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
        ...(server.port ? { httpsPort: Number(server.port) } : {}),
        ...(originPath ? { originPath } : {}),
        ...(originVerifySecret ? { customHeaders: { [IDENTITY_ORIGIN_HEADER]: originVerifySecret.secretValue.unsafeUnwrap() } } : {}),
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Cookies (Keycloak's session), query strings (the OAuth parameters) and every viewer header
      // but Host: Keycloak's TLS certificate and virtual host are its own name.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      // No response-headers policy: Keycloak sends its own CSP and frame options for its login
      // pages (inline scripts, its iframes); the SPA's policy would break them.
    };
    return Object.fromEntries(IDENTITY_PATH_PATTERNS.map((pattern) => [pattern, behavior]));
  }

  /**
   * CloudFront access logs through CloudWatch Logs vended delivery (standard logging v2), to the
   * log bucket, with ACCESS_LOG_FIELDS only: never the query string, cookies or referrer (a
   * referrer is the page's own URL, with its query). CloudFront delivery sources exist only in
   * us-east-1, like its web ACLs: elsewhere the distribution is not logged, and synth says so.
   */
  private accessLogs(logBucket: Bucket): void {
    const region = Stack.of(this).region;
    if (!Token.isUnresolved(region) && region !== 'us-east-1') {
      Annotations.of(this).addWarningV2('rxsavvy:access-logs-need-us-east-1', `The web stack is in ${region}: CloudFront access-log delivery (logging v2) is made in us-east-1 only, so this distribution is not logged. Deploy the web stack with CDK_DEFAULT_REGION=us-east-1.`);
      return;
    }
    const source = new CfnDeliverySource(this, 'AccessLogSource', {
      name: `${this.stackName}-cloudfront`.slice(0, 60),
      logType: 'ACCESS_LOGS',
      resourceArn: this.distribution.distributionArn,
    });
    const destination = new CfnDeliveryDestination(this, 'AccessLogDestination', {
      name: `${this.stackName}-cloudfront-s3`.slice(0, 60),
      destinationResourceArn: logBucket.bucketArn,
      outputFormat: 'json',
    });
    // The log delivery service writes the files (AWS's documented policy for vended logs to S3).
    logBucket.addToResourcePolicy(new PolicyStatement({
      principals: [new ServicePrincipal('delivery.logs.amazonaws.com')],
      actions: ['s3:PutObject'],
      resources: [logBucket.arnForObjects('cloudfront/*')],
      conditions: { StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control', 'aws:SourceAccount': this.account } },
    }));
    const delivery = new CfnDelivery(this, 'AccessLogDelivery', {
      deliverySourceName: source.name,
      deliveryDestinationArn: destination.attrArn,
      recordFields: [...ACCESS_LOG_FIELDS],
      s3SuffixPath: 'cloudfront/{DistributionId}/{yyyy}/{MM}/{dd}',
    });
    delivery.addDependency(source);
    delivery.addDependency(destination);
  }

  private edgeFunction(id: string, code: string): CloudFrontFunction {
    return new CloudFrontFunction(this, id, { code: FunctionCode.fromInline(code), runtime: FunctionRuntime.JS_2_0 });
  }

  /** CloudFront access logs (v2, chosen fields) and the site bucket's access logs; it keeps 90 days. */
  private createLogBucket(): Bucket {
    const bucket = new Bucket(this, 'LogBucket', {
      ...privateBucketDefaults,
      // Log deliveries write with the bucket-owner-full-control ACL; the bucket owner owns every file.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    Validations.of(bucket).acknowledge({ id: 'AwsSolutions-S1', reason: 'This is the access-log bucket itself; logging it into itself would loop.' });
    return bucket;
  }

  /**
   * Two uploads: hashed assets cached for a year (and never pruned, so an open tab whose
   * index.html predates a deploy can still load its lazy chunks), the rest revalidated on
   * every visit so a deploy shows at once.
   */
  private deploySite(siteDir: string): void {
    new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(join(siteDir, HASHED_ASSETS_DIR), { exclude: NOT_DEPLOYED })],
      destinationBucket: this.siteBucket,
      destinationKeyPrefix: `${HASHED_ASSETS_DIR}/`,
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
    });
    new BucketDeployment(this, 'DeployPages', {
      sources: [Source.asset(siteDir, { exclude: [HASHED_ASSETS_DIR, `${HASHED_ASSETS_DIR}/**`, ...NOT_DEPLOYED] })],
      destinationBucket: this.siteBucket,
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
    });
    this.acknowledgeDeploymentHandler();
  }

  /** BucketDeployment's upload function (one per stack) is CDK's: its runtime, role and grants are not ours to set. */
  private acknowledgeDeploymentHandler(): void {
    const handler = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) throw new Error('BucketDeployment handler not found: did aws-cdk-lib rename it?');
    const reason = 'CDK BucketDeployment upload function: copies the site from the CDK asset bucket into the site bucket; CDK fixes its runtime, role and S3 grants.';
    Validations.of(handler).acknowledge(
      { id: 'AwsSolutions-L1', reason },
      { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason },
    );
    acknowledgeOwnedWildcards(handler, (finding) => /^Action::s3:|^Resource::.*(:s3:::|SiteBucket)/.test(finding), reason);
  }

  private acknowledgeDistributionFindings(config: DeployConfig): void {
    const ack = (id: string, reason: string) => Validations.of(this.distribution).acknowledge({ id, reason });
    ack('AwsSolutions-CFR3', 'Access logging is standard logging v2 (AWS::Logs::Delivery from the distribution to the log bucket, with chosen fields and no query strings), which this rule does not read; legacy logging would store every query string.');
    ack('AwsSolutions-CFR1', 'No geo restriction: US visitors abroad and in US territories must reach their coupons; nothing served is export-restricted.');
    if (!this.webAcl) ack('AwsSolutions-CFR2', 'This web stack is outside us-east-1, where CloudFront web ACLs cannot be made (synth warns rxsavvy:waf-needs-us-east-1); API Gateway stage throttling and per-caller rate limits in the functions limit abuse meanwhile.');
    if (!config.domainName) {
      ack('AwsSolutions-CFR4', 'Without a custom domain the distribution uses the *.cloudfront.net certificate, whose minimum TLS version CloudFront fixes; with domainName + certificateArn the policy is TLSv1.2_2021.');
    }
  }
}

/**
 * The fields a CloudFront access-log line keeps: what happened, to which path, from where and how
 * fast, for abuse and error work. Left out on purpose: `cs-uri-query` (e-mails, contact text,
 * drug + location, link tokens and the Marketplace `?session=` of GET routes), `cs(Cookie)`, and
 * `cs(Referer)` (the referring page's URL, query included).
 */
const ACCESS_LOG_FIELDS = [
  'date', 'time', 'x-edge-location', 'sc-bytes', 'c-ip', 'cs-method', 'cs(Host)', 'cs-uri-stem', 'sc-status',
  'cs(User-Agent)', 'x-edge-result-type', 'x-edge-request-id', 'x-host-header', 'cs-protocol', 'cs-bytes',
  'time-taken', 'ssl-protocol', 'x-edge-response-result-type', 'cs-protocol-version', 'time-to-first-byte',
  'x-edge-detailed-result-type', 'sc-content-type',
] as const;

const privateBucketDefaults = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  // Buckets outlive the stack in every stage: deleting site files or logs is a manual decision.
  removalPolicy: RemovalPolicy.RETAIN,
} as const;
