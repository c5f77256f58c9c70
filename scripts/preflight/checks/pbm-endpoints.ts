import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { pbmEndpointsParameterName } from '../../../functions/tables/resource-names';
import { PBM_OPTIONS } from '../../../shared/tools/pbm-options';
import { awsError, needsConfig, type PreflightCheck } from '../types';

/**
 * The parameter's text against the shape functions/domain/pricing/pbm-endpoints.ts reads
 * (`{ "<pbm id>" | "*": { "url": "https://…", "auth": "iam" | "none" } }`): the problems, none when
 * it is good. Kept beside the check until the pricing code exports a validator of its own; then
 * that validator replaces this one (the auth kinds grow beyond iam and none).
 */
export function pbmEndpointProblems(text: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return ['not JSON'];
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return ['not a JSON object of PBM id -> endpoint'];
  const problems: string[] = [];
  const known = new Set(PBM_OPTIONS.map((p) => p.id));
  for (const [id, endpoint] of Object.entries(parsed as Record<string, unknown>)) {
    if (id !== '*' && !known.has(id)) problems.push(`${id}: not a PBM id (${[...known].join(', ')} or *)`);
    const e = endpoint as { url?: unknown; auth?: unknown } | null;
    let url: URL | undefined;
    try {
      url = typeof e?.url === 'string' ? new URL(e.url) : undefined;
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol)) problems.push(`${id}: url must be an http(s) URL`);
    if (e?.auth !== undefined && e.auth !== 'iam' && e.auth !== 'none') problems.push(`${id}: auth must be "iam" or "none"`);
  }
  const covered = '*' in (parsed as object) ? [...known] : Object.keys(parsed as object);
  const missing = [...known].filter((id) => !covered.includes(id));
  if (missing.length) problems.push(`no endpoint for ${missing.join(', ')} (add them or "*"): those PBMs are never asked`);
  return problems;
}

/** pbmEndpoints=account: the operator's parameter exists and parses; sandbox: the SandboxPbm stack writes it. */
const pbmEndpoints: PreflightCheck = async (ctx) => {
  const name = 'PBM endpoints';
  if (!ctx.config) return [needsConfig(name)];
  const parameter = pbmEndpointsParameterName(ctx.stage);
  if (ctx.config.pbmEndpoints === 'sandbox') return [{ name, ok: true, detail: `sandbox: the SandboxPbm stack writes ${parameter}`, fix: '' }];
  const example = `aws ssm put-parameter --name ${parameter} --type String --value '{"*":{"url":"https://…","auth":"none"}}'`;
  let text: string;
  try {
    text = (await new SSMClient({ region: ctx.region }).send(new GetParameterCommand({ Name: parameter, WithDecryption: true }))).Parameter?.Value ?? '';
  } catch (error) {
    const missing = (error as Error).name === 'ParameterNotFound';
    return [{ name, ok: false, detail: missing ? `${parameter} does not exist in ${ctx.region}` : `cannot read ${parameter}: ${awsError(error)}`, fix: missing ? example : 'credentials with ssm:GetParameter, then rerun' }];
  }
  const problems = pbmEndpointProblems(text);
  if (problems.length) return [{ name, ok: false, detail: `${parameter}: ${problems.join('; ')}`, fix: `correct the parameter: ${example}` }];
  return [{ name, ok: true, detail: `${parameter}: ${Object.keys(JSON.parse(text) as object).join(', ')}`, fix: '' }];
};

export const checks = [pbmEndpoints];
