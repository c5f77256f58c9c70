import { Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { EventBus, type IEventBus, Rule } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import type { HttpRouteAuthorizerBindOptions, HttpRouteAuthorizerConfig, IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { MARKETPLACE_EVENTS, MARKETPLACE_SESSION_SECRET_ENV } from '../../shared/contracts/marketplace';
import { AUTHORIZER_CACHE_SECONDS } from '../../shared/contracts/coupon-api';
import { jobById } from '../../functions/tables/jobs';
import { runOnSchedule } from '../constructs/scheduled-job';
import { JobFunction, type StageFunctionProps } from '../constructs/rxsavvy-function';
import { JobQueue } from '../constructs/job-queue';
import type { ApiStack } from './api-stack';

export interface MarketplaceStackProps extends StackProps {
  /** What every function of the stage is given (infra/rxsavvy.ts builds it once). */
  functions: StageFunctionProps;
}

/**
 * Context `marketplaceProducts`: JSON map of Marketplace product code -> revenue model
 * ('passThrough' | 'share95'), read by the functions that store customers (MARKETPLACE_PRODUCTS).
 */
export function marketplaceProductsEnv(scope: Construct): Record<string, string> {
  const products = scope.node.tryGetContext('marketplaceProducts') as string | Record<string, string> | undefined;
  if (products === undefined) return {};
  return { MARKETPLACE_PRODUCTS: typeof products === 'string' ? products : JSON.stringify(products) };
}

/**
 * The subscription events the queue takes from EventBridge: AWS Marketplace's license and
 * agreement-ended events. Agreement created/amended carry no license or product (a License Updated
 * follows each), so they are left on the bus.
 */
const MARKETPLACE_EVENT_PATTERN = {
  source: [MARKETPLACE_EVENTS.source],
  detailType: [MARKETPLACE_EVENTS.licenseUpdated, MARKETPLACE_EVENTS.licenseDeprovisioned, ...MARKETPLACE_EVENTS.agreementEnded],
};

/**
 * Context `marketplaceEventBus`: the bus the subscription rule listens on (a name or ARN), default
 * the account's default bus. AWS Marketplace puts its events on the seller account's default bus in
 * us-east-1, so a stage elsewhere names a bus a us-east-1 rule forwards them to (README "AWS Marketplace").
 */
function marketplaceEventBus(scope: Construct): IEventBus | undefined {
  const bus = scope.node.tryGetContext('marketplaceEventBus') as string | undefined;
  if (!bus || bus === 'default') return undefined;
  return bus.startsWith('arn:') ? EventBus.fromEventBusArn(scope, 'MarketplaceEventBus', bus) : EventBus.fromEventBusName(scope, 'MarketplaceEventBus', bus);
}

/**
 * AWS Marketplace SaaS plumbing of the Coupon API: subscription events from both channels AWS
 * delivers them on -> one SQS queue with a dead-letter queue -> the consumer that updates
 * entitlements (idempotent: an event delivered by both, or twice, counts once):
 * - the product's SNS topic (context key `marketplaceTopicArn`, the per-product topic AWS
 *   Marketplace gives the seller), when given;
 * - an EventBridge rule on `aws.agreement-marketplace` license and agreement-ended events (context
 *   `marketplaceEventBus`), always;
 * and an hourly EventBridge rule -> the metering job. Both jobs, their schedule and their batch
 * settings are in functions/tables/jobs.ts.
 */
export class MarketplaceStack extends Stack {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly subscriptionRule: Rule;
  readonly consumer: JobFunction;
  readonly metering: JobFunction;

  constructor(scope: Construct, id: string, props: MarketplaceStackProps) {
    super(scope, id, props);
    const consumerJob = jobById('marketplace-subscription-events');
    const meteringJob = jobById('marketplace-metering');

    this.consumer = new JobFunction(this, consumerJob, { ...props.functions, environment: marketplaceProductsEnv(this) });
    const events = new JobQueue(this, 'SubscriptionEvents', this.consumer);
    this.queue = events.queue;
    this.deadLetterQueue = events.deadLetterQueue;

    const topicArn = this.node.tryGetContext('marketplaceTopicArn') as string | undefined;
    if (topicArn) Topic.fromTopicArn(this, 'MarketplaceTopic', topicArn).addSubscription(new SqsSubscription(this.queue));
    this.subscriptionRule = new Rule(this, 'SubscriptionEventsRule', {
      description: 'AWS Marketplace license and agreement-ended events -> the subscription events queue',
      eventBus: marketplaceEventBus(this),
      eventPattern: MARKETPLACE_EVENT_PATTERN,
      targets: [new SqsQueue(this.queue, { deadLetterQueue: this.deadLetterQueue, retryAttempts: 185, maxEventAge: Duration.hours(24) })],
    });

    this.metering = new JobFunction(this, meteringJob, props.functions);
    runOnSchedule(this.metering, 'Meters the previous hours of Coupon API usage to AWS Marketplace,');
  }
}

/**
 * The Coupon API routes' HTTP API Lambda authorizer. Its function is made in the stack of the first
 * route that binds it (the Api stack), so API Gateway's invoke permission creates no cross-stack
 * cycle. Simple responses; API Gateway caches each answer per `x-api-key` value.
 */
export class ApiKeyAuthorizer implements IHttpRouteAuthorizer {
  private authorizer?: HttpLambdaAuthorizer;

  constructor(private readonly functions: StageFunctionProps) {}

  bind(options: HttpRouteAuthorizerBindOptions): HttpRouteAuthorizerConfig {
    if (!this.authorizer) {
      // The job table's `authorizer` trigger: the routes' API owns it, so it is made and wired here.
      const fn = new JobFunction(Stack.of(options.scope), jobById('api-key-authorizer'), this.functions);
      this.authorizer = new HttpLambdaAuthorizer('CouponApiApiKey', fn, {
        authorizerName: 'coupon-api-key',
        identitySource: ['$request.header.x-api-key'],
        responseTypes: [HttpLambdaResponseType.SIMPLE],
        resultsCacheTtl: Duration.seconds(AUTHORIZER_CACHE_SECONDS),
      });
    }
    return this.authorizer.bind(options);
  }
}

/**
 * The registration-session secret (Secrets Manager, generated by CloudFormation, never in the
 * repository): the routes that sign or read the session get its ARN and read access, and read the
 * value at run time (functions/lib/secrets.ts), so it is in no environment variable; and the
 * product -> revenue model map for the routes that store customers.
 */
export function wireRegistrationSecret(api: ApiStack): Secret | undefined {
  const fns = [...api.functions.values()].filter((fn) => fn.route.resources.marketplaceRegistration);
  if (!fns.length) return undefined;
  const secret = new Secret(api, 'MarketplaceSessionSecret', {
    description: 'HMAC key of the short-lived AWS Marketplace registration session',
    generateSecretString: { passwordLength: 64, excludePunctuation: true },
  });
  Validations.of(secret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason: 'Signs 30-minute registration sessions only; rotating it means replacing it (a redeploy), which just ends sessions in flight.',
  });
  for (const fn of fns) {
    fn.addEnvironment(`${MARKETPLACE_SESSION_SECRET_ENV}_SECRET_ARN`, secret.secretArn);
    secret.grantRead(fn);
    for (const [name, value] of Object.entries(marketplaceProductsEnv(api))) fn.addEnvironment(name, value);
  }
  return secret;
}
