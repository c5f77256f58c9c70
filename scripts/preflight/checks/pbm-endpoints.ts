import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SSMClient } from '@aws-sdk/client-ssm';
import { checkPbmEndpoints } from '../../../functions/domain/pricing/pbm-endpoints-check';
import { pbmEndpointsParameterName } from '../../../functions/tables/resource-names';
import { needsConfig, type PreflightCheck } from '../types';

/**
 * pbmEndpoints=account: the operator's parameter, each entry's auth (iam, api-key, OAuth2 client
 * credentials, mTLS) and its secret, through the pricing code's own validator (checkPbmEndpoints:
 * it reads, never calls a PBM, never prints a secret); sandbox: the SandboxPbm stack writes it.
 */
const pbmEndpoints: PreflightCheck = async (ctx) => {
  const name = 'PBM endpoints';
  if (!ctx.config) return [needsConfig(name)];
  const parameter = pbmEndpointsParameterName(ctx.stage);
  if (ctx.config.pbmEndpoints === 'sandbox') return [{ name, ok: true, detail: `sandbox: the SandboxPbm stack writes ${parameter}`, fix: '' }];
  const results = await checkPbmEndpoints({ stage: ctx.stage, ssm: new SSMClient({ region: ctx.region }), secretsManager: new SecretsManagerClient({ region: ctx.region }) });
  return results.map((r) => ({ name: r.name === 'parameter' ? name : `${name}: ${r.name}`, ok: r.ok, detail: r.detail, fix: r.ok ? '' : r.fix ?? 'correct the parameter (README "Before the first deploy")' }));
};

export const checks = [pbmEndpoints];
