import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { pbmEndpointsParameterName } from '../../tables/resource-names';
import { secretProblem } from './pbm-auth';
import { parsePbmEndpoints, PbmEndpointsError, type PbmEndpoint } from './pbm-endpoints';
import { pbmDirectory } from './pbm-directory';

/** One line of the preflight's table about the PBMs. */
export interface PbmEndpointCheck {
  /** What was checked: `parameter`, an entry id ("*" or a PBM id) or `coverage`. */
  name: string;
  ok: boolean;
  detail: string;
  /** What to do when it fails. */
  fix?: string;
}

export interface CheckPbmEndpointsOptions {
  stage: string;
  /** Defaults to the stage's parameter (/rxsavvy/<stage>/pbm-endpoints). */
  parameterName?: string;
  ssm?: SSMClient;
  secretsManager?: SecretsManagerClient;
}

/**
 * The PBM part of `npm run preflight`: reads the stage's endpoint parameter as the functions will,
 * refuses a malformed entry by name, checks that every secret an entry names exists in this
 * account and holds what its auth mode needs (never printing it), and that every PBM of the
 * registry has an endpoint (its own or "*"). It asks no PBM. For a sandbox stage (dev, staging) the
 * parameter is written by the deploy: a missing one is reported as such, not as a failure to fix by hand.
 */
export async function checkPbmEndpoints(options: CheckPbmEndpointsOptions): Promise<PbmEndpointCheck[]> {
  const parameterName = options.parameterName ?? pbmEndpointsParameterName(options.stage);
  const ssm = options.ssm ?? new SSMClient({});
  const secretsManager = options.secretsManager ?? new SecretsManagerClient({});
  const example = `{"<pbm id>": {"url": "https://…", "auth": "api-key", "header": "x-api-key", "secret": "rxsavvy/${options.stage}/pbm/<pbm id>"}}`;

  let text: string | undefined;
  try {
    text = (await ssm.send(new GetParameterCommand({ Name: parameterName }))).Parameter?.Value;
  } catch (err) {
    const missing = (err as Error).name === 'ParameterNotFound';
    return [{
      name: 'parameter', ok: false,
      detail: missing ? `SSM parameter ${parameterName} does not exist` : `SSM parameter ${parameterName} could not be read (${(err as Error).name})`,
      fix: missing ? `create it: aws ssm put-parameter --name ${parameterName} --type String --value '${example}' (dev and staging: deploy with -c pbmEndpoints=sandbox, which writes it)` : 'run the preflight with credentials that may call ssm:GetParameter',
    }];
  }
  let endpoints: Record<string, PbmEndpoint>;
  try {
    let json: unknown;
    try {
      json = JSON.parse(text ?? '');
    } catch {
      throw new PbmEndpointsError(`SSM parameter ${parameterName}: PBM endpoints are not JSON`);
    }
    endpoints = parsePbmEndpoints(json, `SSM parameter ${parameterName}`, options.stage);
  } catch (err) {
    return [{ name: 'parameter', ok: false, detail: (err as Error).message, fix: `rewrite it as ${example} (auth: none | iam | api-key | oauth2-client-credentials | mtls; README "Before the first deploy")` }];
  }
  const checks: PbmEndpointCheck[] = [{ name: 'parameter', ok: true, detail: `SSM parameter ${parameterName}: ${Object.keys(endpoints).length} entries` }];

  const known = new Set(pbmDirectory.list().map((p) => p.id));
  for (const [id, endpoint] of Object.entries(endpoints)) {
    if (id !== '*' && !known.has(id)) {
      checks.push({ name: id, ok: false, detail: `"${id}" is no PBM of the registry`, fix: `use one of ${[...known].join(', ')} or "*"` });
      continue;
    }
    if (!('secret' in endpoint)) {
      checks.push({ name: id, ok: true, detail: `${endpoint.auth} at ${new URL(endpoint.url).host}` });
      continue;
    }
    try {
      const value = (await secretsManager.send(new GetSecretValueCommand({ SecretId: endpoint.secret }))).SecretString;
      const problem = value === undefined ? 'has no string value' : secretProblem(endpoint.auth, value);
      checks.push(problem
        ? { name: id, ok: false, detail: `secret ${endpoint.secret} ${problem}`, fix: `aws secretsmanager put-secret-value --secret-id ${endpoint.secret} --secret-string <value>` }
        : { name: id, ok: true, detail: `${endpoint.auth} at ${new URL(endpoint.url).host}, secret ${endpoint.secret} present` });
    } catch (err) {
      const missing = (err as Error).name === 'ResourceNotFoundException';
      checks.push({
        name: id, ok: false,
        detail: missing ? `secret ${endpoint.secret} does not exist` : `secret ${endpoint.secret} could not be read (${(err as Error).name})`,
        fix: missing ? `aws secretsmanager create-secret --name ${endpoint.secret} --secret-string <value>` : 'run the preflight with credentials that may call secretsmanager:GetSecretValue on rxsavvy/<stage>/pbm/*',
      });
    }
  }
  const uncovered = endpoints['*'] ? [] : [...known].filter((id) => !endpoints[id]);
  checks.push(uncovered.length
    ? { name: 'coverage', ok: false, detail: `no endpoint for ${uncovered.join(', ')}: their prices are missing`, fix: 'add an entry for each, or a "*" entry' }
    : { name: 'coverage', ok: true, detail: 'every PBM of the registry has an endpoint' });
  return checks;
}
