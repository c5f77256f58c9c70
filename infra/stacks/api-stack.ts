import { CfnOutput, NestedStack, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage, type IHttpRouteAuthorizer, LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { functionName } from '../../functions/resource-names';
import { type RouteDef, routes as routeTable } from '../../functions/routes';
import type { TableKey } from '../../functions/tables';
import type { DeployConfig } from '../config';
import { LOG_RETENTION, RouteFunction } from '../constructs/route-function';
import { grantFunctionReads } from '../constructs/route-grants';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { identityIssuerFor } from './web-stack';
import { apiAreaOf, type ApiArea } from './api-areas';

export interface ApiStackProps extends StackProps {
  config: DeployConfig;
  tables: Record<TableKey, ITable>;
  /** The route table; tests may pass their own entries. */
  routes?: readonly RouteDef[];
  /**
   * Extension point for `auth: 'api-key'` routes (partner Coupon API): the Lambda authorizer a
   * later issue builds. Until it exists, an apiKey route fails synth rather than go out open.
   */
  apiKeyAuthorizer?: IHttpRouteAuthorizer;
}

/**
 * The role check stays in the function (functions/lib/auth.ts) rather than in an API Gateway JWT
 * authorizer so that the local runtime and AWS run exactly the same check, including the role.
 */
const inFunctionRoleCheck = (role: string) =>
  `The function verifies the bearer token with jose against the JWKS of its stage's identity server (signature, issuer, audience, expiry, not-before, ${role} role) before any work, answering 401 without a valid token and 403 without the role; the same code runs locally and in AWS.`;

/** Why a route has no API Gateway authorizer, per auth kind (each becomes a cdk-nag acknowledgement). */
const PUBLIC_BY_DESIGN = 'Public route by design (spec): anonymous visitors search prices; abuse is limited by stage throttling and per-caller rate limits in the function.';
const IN_FUNCTION_AUTH: Record<Exclude<RouteDef['auth'], 'api-key'>, string> = {
  public: PUBLIC_BY_DESIGN,
  'optional-sign-in': `${PUBLIC_BY_DESIGN} A bearer token, when sent, is verified in the function like a role route's.`,
  admin: inFunctionRoleCheck('admin'),
  pharmacist: inFunctionRoleCheck('pharmacist'),
  'marketplace-admin': inFunctionRoleCheck('marketplace-admin'),
};

/** Steady-state and burst request limits for the whole API, per stage. */
const THROTTLE = { dev: { rateLimit: 20, burstLimit: 40 }, staging: { rateLimit: 50, burstLimit: 100 }, prod: { rateLimit: 500, burstLimit: 1000 } };

/**
 * One HTTP API route and one Lambda per route-table entry, nothing written by hand. A route costs
 * about seven resources (function, role, policy, log group, permission, integration, route) and a
 * stack may hold 500, so the routes live in one nested stack per area of the API (api-areas.ts,
 * derived from each route's path and auth): this stack keeps the HTTP API and its stage, and counts
 * each area as one resource.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly functions = new Map<string, RouteFunction>();
  readonly areas = new Map<ApiArea, NestedStack>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `rxsavvy-${config.stage}`,
      description: `RxSavvy ${config.stage} API, served to browsers through the CloudFront distribution`,
      createDefaultStage: false,
    });
    this.createDefaultStage(config);
    // Same-origin sign-in: the issuer Keycloak uses behind the site's /realms/* (see identityIssuerFor).
    const identityIssuer = identityIssuerFor(config);
    const identityIssuerEnv: Record<string, string> = identityIssuer ? { IDENTITY_ISSUER: identityIssuer } : {};

    // Links in e-mails and texts point at the site; without a custom domain the distribution's own
    // name cannot reach this stack (the web stack depends on it), so they use the brand's domain.
    const siteUrlEnv: Record<string, string> = config.domainName ? { SITE_URL: `https://${config.domainName}` } : {};
    for (const route of props.routes ?? routeTable) {
      const area = this.areaStack(apiAreaOf(route));
      const fn = new RouteFunction(area, route.id, {
        route,
        stage: config.stage,
        grants: { tables: props.tables, sesFromAddress: config.sesFromAddress },
        environment: { IDENTITY_SERVERS: JSON.stringify(config.identityServers), ORIGIN_VERIFY_TOKEN: config.originVerifyToken, ...identityIssuerEnv, ...siteUrlEnv },
      });
      this.functions.set(route.id, fn);
      // Admin (#6): conventional names let the lambda-status function find every function (see functionName in functions/resource-names.ts).
      (fn.node.defaultChild as CfnFunction).functionName = functionName(config.stage, route.id);
      if (fn.route.resources.lambdaRead) grantFunctionReads(fn, config.stage);
      const httpRoute = new HttpRoute(area, `${route.id}Route`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.contract.path, HttpMethod[route.contract.method]),
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn),
        authorizer: this.authorizerFor(route, props.apiKeyAuthorizer),
      });
      if (route.auth !== 'api-key') Validations.of(httpRoute).acknowledge({ id: 'AwsSolutions-APIG4', reason: IN_FUNCTION_AUTH[route.auth] });
    }
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint, description: 'Direct API endpoint (browsers use the CloudFront URL)' });
  }

  private areaStack(area: ApiArea): NestedStack {
    let stack = this.areas.get(area);
    if (!stack) {
      stack = new NestedStack(this, `${area}Routes`, { description: `RxSavvy ${area} routes: one Lambda and one HTTP API route each` });
      this.areas.set(area, stack);
    }
    return stack;
  }

  /** The API's own domain, used as the CloudFront origin. */
  get apiDomainName(): string {
    return `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
  }

  private authorizerFor(route: RouteDef, apiKeyAuthorizer: IHttpRouteAuthorizer | undefined): IHttpRouteAuthorizer | undefined {
    if (route.auth !== 'api-key') return undefined;
    if (!apiKeyAuthorizer) {
      throw new Error(`Route ${route.id} is 'api-key' but no API key authorizer exists yet: pass ApiStackProps.apiKeyAuthorizer (it would otherwise deploy unauthenticated).`);
    }
    return apiKeyAuthorizer;
  }

  private createDefaultStage(config: DeployConfig): void {
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: LOG_RETENTION[config.stage],
      removalPolicy: config.stage === 'prod' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: THROTTLE[config.stage],
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        // The route key, never the raw path or query: queries carry drug names and zip codes.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLatency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            time: '$context.requestTimeEpoch',
          }),
        ),
      },
    });
  }
}
