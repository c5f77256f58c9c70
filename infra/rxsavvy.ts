import { type App, Arn, type Stack, Tags } from 'aws-cdk-lib';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import type { RouteDef } from '../functions/tables/routes';
import { alarmTopicName, distributionIdParameterName } from '../functions/tables/resource-names';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { type DeployConfig, readDeployConfig } from './config';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { DataLoadStack } from './stacks/data-load-stack';
import { WebStack } from './stacks/web-stack';
import { SandboxPbmStack } from './stacks/sandbox-pbm-stack';
import { MonitoringStack } from './stacks/monitoring-stack';
import { JobFunction, stageFunctionProps } from './constructs/rxsavvy-function';
import { SignupsStack } from './stacks/signups-stack';
import { PricingJobsStack } from './stacks/pricing-jobs-stack';
import { CanaryStack } from './stacks/canary-stack';
import { MessagingStack } from './stacks/messaging-stack';
import { ApiKeyAuthorizer, MarketplaceStack, wireRegistrationSecret } from './stacks/marketplace-stack';
import { grantDistributionInvalidation } from './constructs/route-grants';
import { IdentityStack } from './stacks/identity-stack';

export interface RxSavvyStacks {
  config: DeployConfig;
  data: DataStack;
  dataLoad: DataLoadStack;
  api: ApiStack;
  web: WebStack;
  marketplace: MarketplaceStack;
  signups: SignupsStack;
  pricingJobs: PricingJobsStack;
  canary: CanaryStack;
  messaging: MessagingStack;
  sandboxPbm?: SandboxPbmStack;
  monitoring: MonitoringStack;
  /** The stage's own Keycloak (context identity=managed), else none: identityServers names it. */
  identity?: IdentityStack;
}

export interface RxSavvyOptions {
  /** The route table by default; tests may pass their own entries. */
  routes?: readonly RouteDef[];
  /** The Coupon API routes' authorizer; by default the Coupon API's key authorizer. */
  apiKeyAuthorizer?: IHttpRouteAuthorizer;
}

/** Builds the stacks of one stage (context `stage`) into `app`: RxSavvy-<stage>-Data, -DataLoad, -Api, -Web, -Marketplace, -Signups, -PricingJobs, -Messaging, -Canary, -Monitoring, in dev and staging -SandboxPbm, and with identity=managed -Identity. */
export function buildRxSavvy(app: App, options: RxSavvyOptions = {}): RxSavvyStacks {
  const config = readDeployConfig(app.node);
  const prefix = `RxSavvy-${config.stage}`;
  // Unset (env-agnostic) unless the CLI knows an account: `cdk synth` works with no AWS account.
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };

  const data = new DataStack(app, `${prefix}-Data`, { env, stage: config.stage, description: 'RxSavvy DynamoDB tables' });
  // What every function gets, whichever stack makes it: the stage, its tables, the messaging identity.
  const functions = stageFunctionProps(config, data.tables);
  // The data a fresh stage serves: the seed catalog and directory loaded at deploy, NADAC refreshed weekly.
  const dataLoad = new DataLoadStack(app, `${prefix}-DataLoad`, { env, description: 'RxSavvy data: the seed catalog and pharmacy directory loaded at deploy, the weekly NADAC refresh', functions });
  const api = new ApiStack(app, `${prefix}-Api`, {
    env,
    description: 'RxSavvy HTTP API and one Lambda per route',
    config,
    functions,
    routes: options.routes,
    apiKeyAuthorizer: options.apiKeyAuthorizer ?? new ApiKeyAuthorizer(functions),
  });
  // Sign-in: with identity=managed the stage's own Keycloak (config.ts then lists it in identityServers).
  const { identity: identityConfig, domainName } = config;
  const identity = identityConfig.mode === 'managed' && domainName
    ? new IdentityStack(app, `${prefix}-Identity`, { env, description: 'RxSavvy sign-in: Keycloak on Fargate behind its own ALB, Aurora PostgreSQL, the realm pharmacy imported on start', config: { ...config, identity: identityConfig, domainName } })
    : undefined;
  const web = new WebStack(app, `${prefix}-Web`, {
    env,
    description: 'RxSavvy web site: S3 + CloudFront in front of the SPA and the API',
    config,
    apiDomainName: api.apiDomainName,
    originVerifySecret: api.originVerifySecret,
    identityOriginVerifySecret: identity?.originVerifySecret,
  });
  // Admin clear-cache: may invalidate this distribution only (granted from the web stack: no cycle).
  const distributionIdParameter = new StringParameter(web, 'DistributionIdParameter', {
    parameterName: distributionIdParameterName(config.stage),
    stringValue: web.distribution.distributionId,
    description: 'The CloudFront distribution id, read by the admin clear-cache function',
  });
  for (const fn of api.functions.values()) if (fn.route.resources.cloudfrontInvalidate) grantDistributionInvalidation(web, fn, web.distribution, distributionIdParameter);
  // Coupon API and marketplace: subscription events and hourly metering; the session secret of the registration routes.
  const marketplace = new MarketplaceStack(app, `${prefix}-Marketplace`, { env, description: 'RxSavvy Coupon API: AWS Marketplace subscription events and metering', functions });
  wireRegistrationSecret(api);
  // iRxSavvy sign-ups: the dispatcher of reminders and the other sign-up messages.
  const signups = new SignupsStack(app, `${prefix}-Signups`, {
    env,
    description: 'RxSavvy sign-up dispatcher',
    functions,
    siteUrl: `https://${config.domainName ?? web.distribution.distributionDomainName}`,
  });
  // Pricing ahead of requests: the Featured Savings cards.
  const pricingJobs = new PricingJobsStack(app, `${prefix}-PricingJobs`, { env, description: 'RxSavvy pricing off the request path: Featured Savings cards, completion of price answers', functions });
  // Messaging: SES configuration set -> bounce/complaint suppression, SMS defaults, the daily price-drop scan.
  const messaging = new MessagingStack(app, `${prefix}-Messaging`, {
    env,
    description: 'RxSavvy e-mail and SMS: SES configuration set, suppression of bounces and complaints, SMS defaults, price-drop alerts',
    config,
    functions,
    siteUrl: `https://${config.domainName ?? web.distribution.distributionDomainName}`,
  });
  // Prices: the sandbox PBMs in dev and staging; prod reads the real PBMs' endpoint parameter (config.ts refuses prod without it).
  const sandboxPbm = config.pbmEndpoints === 'sandbox'
    ? new SandboxPbmStack(app, `${prefix}-SandboxPbm`, { env, description: 'RxSavvy sandbox: twelve simulated PBMs behind an IAM-authorized function URL', config, drugs: data.tables.drugs })
    : undefined;
  // The canary: the visitor journey against the site every 5 minutes (its alarm is the Monitoring stack's).
  const canary = new CanaryStack(app, `${prefix}-Canary`, {
    env,
    description: 'RxSavvy canary: typeahead, price and coupon page against the stage every 5 minutes',
    functions,
    siteUrl: `https://${config.domainName ?? web.distribution.distributionDomainName}`,
  });
  const jobFunctions = app.node.findAll().filter((c): c is JobFunction => c instanceof JobFunction);
  // Operable: the alarm topic, the alarms of README "Runbook" and the dashboard.
  const monitoring = new MonitoringStack(app, `${prefix}-Monitoring`, {
    env,
    description: 'RxSavvy alarms (SNS topic), and the operations dashboard',
    config,
    apiId: api.httpApi.apiId,
    routeFunctions: api.functions,
    jobFunctions,
    deadLetterQueues: [marketplace.deadLetterQueue, messaging.priceAlertCheckQueue.deadLetterQueue, ...jobFunctions.flatMap((fn) => (fn.failedInvocations ? [fn.failedInvocations] : []))],
    webAcl: web.webAcl,
    distributionId: web.distribution.distributionId,
    tables: data.tables,
    smsMonthlySpendLimitUsd: messaging.smsMonthlySpendLimitUsd,
  });
  // The identity stack's alarms go to the one alarm topic (README "Runbook", Identity*), by its name:
  // Monitoring depends on Web (the distribution's metrics) and Web on Identity (its origin), so a
  // reference from Identity to Monitoring would be a cycle.
  if (identity) identity.alarmTo(Topic.fromTopicArn(identity, 'AlarmTopic', Arn.format({ service: 'sns', resource: alarmTopicName(config.stage) }, identity)));
  for (const stack of [data, dataLoad, api, web, marketplace, signups, pricingJobs, messaging, canary, monitoring, ...(sandboxPbm ? [sandboxPbm] : []), ...(identity ? [identity] : [])] as Stack[]) {
    Tags.of(stack).add('project', 'rxsavvy');
    Tags.of(stack).add('stage', config.stage);
  }
  return { config, data, dataLoad, api, web, marketplace, signups, pricingJobs, messaging, canary, sandboxPbm, monitoring, identity };
}
