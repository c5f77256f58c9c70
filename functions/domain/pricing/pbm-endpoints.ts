import type { SignatureV4 } from '@smithy/signature-v4';
import { parameterValue } from '../../lib/secrets';
import * as z from 'zod';

/**
 * Where each PBM answers, and how we prove who we are, per stage. In AWS the function's environment
 * names an SSM parameter (`PBM_ENDPOINTS_PARAMETER`, never the endpoints themselves) holding JSON
 * `{ "<pbm id>" | "*": <endpoint> }`, read through lib/secrets.ts and cached for five minutes.
 * An endpoint is `{ "url": "https://…", "auth": … }` with one of:
 *   - `"none"` (the default; the loopback simulator) or `"iam"` (SigV4, the sandbox's function URL);
 *   - `"api-key"`, with `"header"` (e.g. "x-api-key") and `"secret"`: the key is the secret's value;
 *   - `"oauth2-client-credentials"`, with `"tokenUrl"` and `"secret"` (JSON `{clientId, clientSecret}`)
 *     and an optional `"scope"`: the token is asked once and used until it expires;
 *   - `"mtls"`, with `"secret"` (JSON `{certificate, privateKey, ca?}`, PEM): a client certificate.
 * Secrets live in Secrets Manager under `rxsavvy/<stage>/pbm/*` (the functions with `pbm` may read
 * that prefix and nothing else, infra/constructs/route-grants.ts). A malformed entry is refused
 * with its name (`PbmEndpointsError`): at synth for the sandbox's parameter, at the first price
 * question of a function, and by checkPbmEndpoints (pbm-endpoints-check.ts) in the preflight.
 * dev and staging point "*" at the sandbox simulator's IAM-authorized function URL
 * (infra/stacks/sandbox-pbm-stack.ts); prod names the real PBMs. Locally every PBM is the loopback
 * simulator at PBM_SIMULATOR_URL.
 *
 * The SigV4 signer (and, in lib/secrets.ts, the SSM client) is imported on first use, not at start:
 * the cold import of every price function paid for them even where no parameter is set.
 */
const SECRET_NAME = /^rxsavvy\/[a-z0-9-]+\/pbm\/[\w/+=.@-]+$/;
const secretName = z.string().regex(SECRET_NAME, 'must be a Secrets Manager secret named rxsavvy/<stage>/pbm/<name>');
const anyUrl = z.url({ protocol: /^https?$/ });
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL (a credential never travels in clear)' });

const endpointSchema = z.discriminatedUnion('auth', [
  z.strictObject({ url: anyUrl, auth: z.literal('none') }),
  z.strictObject({ url: anyUrl, auth: z.literal('iam') }),
  z.strictObject({ url: httpsUrl, auth: z.literal('api-key'), header: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name'), secret: secretName }),
  z.strictObject({ url: httpsUrl, auth: z.literal('oauth2-client-credentials'), tokenUrl: httpsUrl, secret: secretName, scope: z.string().max(512).optional() }),
  z.strictObject({ url: httpsUrl, auth: z.literal('mtls'), secret: secretName }),
]);
export type PbmEndpoint = z.infer<typeof endpointSchema>;

/** A malformed endpoints document: the message names the parameter and each bad entry. */
export class PbmEndpointsError extends Error {
  override name = 'PbmEndpointsError';
}

/**
 * Parses an endpoints document. Each entry is checked on its own, so the message names every bad
 * one (`"caremark": secret must be …`); a secret of another stage is refused too, when `stage` is given.
 */
export function parsePbmEndpoints(json: unknown, source: string, stage?: string): Record<string, PbmEndpoint> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new PbmEndpointsError(`${source}: PBM endpoints must be a JSON object { "<pbm id>" | "*": { "url", "auth", … } }`);
  const out: Record<string, PbmEndpoint> = {};
  const problems: string[] = [];
  for (const [id, raw] of Object.entries(json)) {
    const value = typeof raw === 'object' && raw !== null && !('auth' in raw) ? { ...raw, auth: 'none' } : raw;
    const parsed = endpointSchema.safeParse(value);
    if (!parsed.success) {
      problems.push(`"${id}": ${parsed.error.issues.map((i) => `${i.path.join('.') || 'entry'} ${i.message}`).join('; ')}`);
      continue;
    }
    if (stage && 'secret' in parsed.data && !parsed.data.secret.startsWith(`rxsavvy/${stage}/pbm/`)) {
      problems.push(`"${id}": secret ${parsed.data.secret} belongs to another stage (this is ${stage}: rxsavvy/${stage}/pbm/…)`);
      continue;
    }
    out[id] = parsed.data;
  }
  if (problems.length) throw new PbmEndpointsError(`${source}: malformed PBM endpoint ${problems.join(', ')}`);
  return out;
}

const CACHE_SECONDS = 300;

export async function pbmEndpoints(env: NodeJS.ProcessEnv = process.env): Promise<Record<string, PbmEndpoint>> {
  const parameter = env.PBM_ENDPOINTS_PARAMETER;
  if (parameter) {
    const text = await parameterValue(parameter, CACHE_SECONDS);
    if (!text) throw new PbmEndpointsError(`SSM parameter ${parameter} (PBM endpoints) is empty`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PbmEndpointsError(`SSM parameter ${parameter}: PBM endpoints are not JSON`);
    }
    return parsePbmEndpoints(json, `SSM parameter ${parameter}`, env.STAGE);
  }
  return env.PBM_SIMULATOR_URL ? { '*': { url: env.PBM_SIMULATOR_URL, auth: 'none' } } : {};
}

/** `fetch` signed with the function's own credentials (SigV4, service `lambda`): what an IAM-authorized function URL accepts. */
export function iamSignedFetch(region = process.env.AWS_REGION ?? 'us-east-1'): typeof fetch {
  let signer: Promise<SignatureV4> | undefined;
  return async (input, init) => {
    signer ??= Promise.all([import('@smithy/signature-v4'), import('@aws-sdk/credential-provider-env'), import('@smithy/hash-node')])
      .then(([{ SignatureV4 }, { fromEnv }, { Hash }]) => new SignatureV4({ service: 'lambda', region, credentials: fromEnv(), sha256: Hash.bind(null, 'sha256') }));
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const signed = await (await signer).sign({
      method: init?.method ?? 'GET',
      protocol: url.protocol,
      hostname: url.hostname,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: { ...(init?.headers as Record<string, string> | undefined), host: url.hostname },
      body,
    });
    return fetch(url, { ...init, headers: signed.headers });
  };
}
