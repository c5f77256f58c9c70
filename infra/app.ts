/**
 * The CDK app: `npx cdk synth|deploy [-c key=value ...]` (cdk.json runs `npx tsx infra/app.ts`).
 *
 * Context keys (`-c key=value` or the "context" block of cdk.json):
 *   stage           dev | staging | prod (default dev). Stacks are RxSavvy-<stage>-Data, -Api, -Web,
 *                   -Marketplace, -Signups, -Messaging, -Monitoring and, with pbmEndpoints=sandbox,
 *                   -SandboxPbm (infra/rxsavvy.ts). prod: tables get deletion protection and RETAIN,
 *                   logs kept 3 months.
 *   domainName      optional custom host name of the site, e.g. rxsavvy.com or dev.rxsavvy.com.
 *                   Without it the site is served on the distribution's *.cloudfront.net name.
 *   certificateArn  ACM certificate ARN in us-east-1 covering domainName; required with domainName.
 *   identityServers JSON map stage -> Keycloak base URL, e.g.
 *                   '{"dev":"https://auth.dev.rxsavvy.com","prod":"https://auth.rxsavvy.com"}';
 *                   given to every function as IDENTITY_SERVERS (GET /config, token checks).
 *   sesFromAddress  sender of coupon e-mails (default support@rxsavvy.com); SES routes may send
 *                   only From this address, on its SES identity (the address or its domain).
 *   webDist         built SPA folder (default web/dist). If it has no index.html, nothing is
 *                   uploaded and synth warns: run `npm run build:web` before deploying.
 *   pbmEndpoints    sandbox | account: where prices come from. sandbox (the default) deploys the
 *                   twelve-PBM simulator; account reads the real PBMs from the SSM parameter
 *                   /rxsavvy/<stage>/pbm-endpoints, which the operator creates. prod requires account.
 *   alarmEmail      optional address the Monitoring stack's alarm topic e-mails (it confirms a link
 *                   first); without it alarms go to the topic only.
 *   smsOriginationNumber  optional registered SMS number of the stage (US, E.164, e.g. +18335550100),
 *                   sent with every SMS; without it SNS picks one of the account's numbers.
 * infra/config.ts reads and validates these keys (CONTEXT_KEYS); a bad value fails synth with its key named.
 *
 * cdk-nag (AwsSolutions) runs at every synth; an unacknowledged finding fails it.
 *
 * RXSAVVY_SYNTH_BUNDLING=off skips esbuild (the CLI refuses `aws:` context keys): `npm run test:synth`
 * bundles once, with the default context, and checks the other contexts' templates without it.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildRxSavvy } from './rxsavvy';

const app = new App();
// After construction: the CLI's own context (CDK_CONTEXT_JSON, read by the constructor) sets
// bundling-stacks to every stack and would override a value passed to the constructor.
if (process.env.RXSAVVY_SYNTH_BUNDLING === 'off') app.node.setContext('aws:cdk:bundling-stacks', []);
buildRxSavvy(app);
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
