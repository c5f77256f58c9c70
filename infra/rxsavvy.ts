import { type App, type Stack, Tags } from 'aws-cdk-lib';
import type { IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import type { RouteDef } from '../functions/routes';
import { type DeployConfig, readDeployConfig } from './config';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { WebStack } from './stacks/web-stack';

export interface RxSavvyStacks {
  config: DeployConfig;
  data: DataStack;
  api: ApiStack;
  web: WebStack;
}

export interface RxSavvyOptions {
  /** The route table by default; tests may pass their own entries. */
  routes?: readonly RouteDef[];
  apiKeyAuthorizer?: IHttpRouteAuthorizer;
}

/** Builds the stacks of one stage (context `stage`) into `app`: RxSavvy-<stage>-Data, -Api and -Web. */
export function buildRxSavvy(app: App, options: RxSavvyOptions = {}): RxSavvyStacks {
  const config = readDeployConfig(app.node);
  const prefix = `RxSavvy-${config.stage}`;
  // Unset (env-agnostic) unless the CLI knows an account: `cdk synth` works with no AWS account.
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };

  const data = new DataStack(app, `${prefix}-Data`, { env, stage: config.stage, description: 'RxSavvy DynamoDB tables' });
  const api = new ApiStack(app, `${prefix}-Api`, {
    env,
    description: 'RxSavvy HTTP API and one Lambda per route',
    config,
    tables: data.tables,
    routes: options.routes,
    apiKeyAuthorizer: options.apiKeyAuthorizer,
  });
  const web = new WebStack(app, `${prefix}-Web`, {
    env,
    description: 'RxSavvy web site: S3 + CloudFront in front of the SPA and the API',
    config,
    apiDomainName: api.apiDomainName,
  });
  for (const stack of [data, api, web] as Stack[]) {
    Tags.of(stack).add('project', 'rxsavvy');
    Tags.of(stack).add('stage', config.stage);
  }
  return { config, data, api, web };
}
