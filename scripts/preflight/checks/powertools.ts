import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { POWERTOOLS_LAYER_PARAMETER } from '../../../infra/constructs/powertools-layer';
import { awsError, type PreflightCheck } from '../types';

/** AWS publishes the Powertools layer of the pinned version in the region (every function resolves its ARN from this parameter at deploy). */
const powertoolsLayer: PreflightCheck = async (ctx) => {
  try {
    const out = await new SSMClient({ region: ctx.region }).send(new GetParameterCommand({ Name: POWERTOOLS_LAYER_PARAMETER }));
    return [{ name: 'Powertools layer', ok: true, detail: `${POWERTOOLS_LAYER_PARAMETER} = ${out.Parameter?.Value}`, fix: '' }];
  } catch (error) {
    const missing = (error as Error).name === 'ParameterNotFound';
    return [{
      name: 'Powertools layer',
      ok: false,
      detail: missing ? `${POWERTOOLS_LAYER_PARAMETER} does not exist in ${ctx.region}: every function's deploy would fail` : `cannot read ${POWERTOOLS_LAYER_PARAMETER}: ${awsError(error)}`,
      fix: missing ? 'deploy to a commercial region where AWS publishes the layer (GovCloud and China are not), or check the pinned version in infra/constructs/powertools-layer.ts' : 'credentials with ssm:GetParameter, then rerun',
    }];
  }
};

export const checks = [powertoolsLayer];
