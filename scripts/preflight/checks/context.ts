import { readDeployConfig } from '../../../infra/config';
import type { PreflightCheck } from '../types';

/** The deploy context parses as infra/config.ts reads it (the same error synth would stop on), and the SPA is built. */
const deployContext: PreflightCheck = async (ctx) => {
  try {
    readDeployConfig({ tryGetContext: (key: string) => ctx.context[key] } as Parameters<typeof readDeployConfig>[0]);
  } catch (error) {
    return [{ name: 'CDK context', ok: false, detail: (error as Error).message, fix: 'correct the key it names (README "Deploying to AWS", the context keys) in -c or cdk.json' }];
  }
  const config = ctx.config!;
  return [
    { name: 'CDK context', ok: true, detail: `stage ${config.stage}, prices from ${config.pbmEndpoints}, ${config.domainName ?? 'the *.cloudfront.net domain'}, sender ${config.sesFromAddress}`, fix: '' },
    config.siteDir
      ? { name: 'Built SPA', ok: true, detail: config.siteDir, fix: '' }
      : { name: 'Built SPA', ok: 'warn', detail: 'no index.html in webDist: the deploy uploads no site', fix: 'npm run build:web' },
  ];
};

export const checks = [deployContext];
