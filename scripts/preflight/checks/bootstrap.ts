import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { awsError, type PreflightCheck } from '../types';

/** aws-cdk-lib's DefaultStackSynthesizer refuses to deploy into an older bootstrap stack. */
export const MIN_BOOTSTRAP_VERSION = 6;
const DEFAULT_QUALIFIER = 'hnb659fds';

/** `cdk bootstrap` ran in the region: its version parameter exists and is recent enough. */
const cdkBootstrap: PreflightCheck = async (ctx) => {
  const qualifier = String(ctx.context['@aws-cdk/core:bootstrapQualifier'] ?? DEFAULT_QUALIFIER);
  const name = `/cdk-bootstrap/${qualifier}/version`;
  const fix = `npx cdk bootstrap aws://<account id>/${ctx.region}`;
  try {
    const out = await new SSMClient({ region: ctx.region }).send(new GetParameterCommand({ Name: name }));
    const version = Number(out.Parameter?.Value);
    if (!(version >= MIN_BOOTSTRAP_VERSION)) return [{ name: 'CDK bootstrap', ok: false, detail: `${name} is ${out.Parameter?.Value}; deploying needs ${MIN_BOOTSTRAP_VERSION} or later`, fix: `${fix} (updates the CDKToolkit stack)` }];
    return [{ name: 'CDK bootstrap', ok: true, detail: `${name} = ${version} in ${ctx.region}`, fix: '' }];
  } catch (error) {
    if ((error as Error).name === 'ParameterNotFound') return [{ name: 'CDK bootstrap', ok: false, detail: `${name} not found: the region is not bootstrapped`, fix }];
    return [{ name: 'CDK bootstrap', ok: false, detail: `cannot read ${name}: ${awsError(error)}`, fix: 'credentials with ssm:GetParameter, then rerun' }];
  }
};

export const checks = [cdkBootstrap];
