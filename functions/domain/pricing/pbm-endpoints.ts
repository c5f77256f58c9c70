import { getParameter } from '@aws-lambda-powertools/parameters/ssm';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';
import * as z from 'zod';

/**
 * Where each PBM answers, per stage. In AWS the function's environment names an SSM parameter
 * (`PBM_ENDPOINTS_PARAMETER`, never the endpoints themselves) holding JSON
 * `{ "<pbm id>" | "*": { "url": "https://…", "auth": "iam" | "none" } }`, read through Powertools
 * Parameters and cached for five minutes. dev and staging point "*" at the sandbox simulator's
 * IAM-authorized function URL (infra/stacks/sandbox-pbm-stack.ts); prod names the real PBMs.
 * Locally every PBM is the loopback simulator at PBM_SIMULATOR_URL.
 */
const endpointSchema = z.object({ url: z.url({ protocol: /^https?$/ }), auth: z.enum(['iam', 'none']).default('none') });
const endpointsSchema = z.record(z.string(), endpointSchema);
export type PbmEndpoint = z.infer<typeof endpointSchema>;

const CACHE_SECONDS = 300;

export async function pbmEndpoints(env: NodeJS.ProcessEnv = process.env): Promise<Record<string, PbmEndpoint>> {
  const parameter = env.PBM_ENDPOINTS_PARAMETER;
  if (parameter) {
    const text = await getParameter(parameter, { maxAge: CACHE_SECONDS });
    if (!text) throw new Error(`SSM parameter ${parameter} (PBM endpoints) is empty`);
    return endpointsSchema.parse(JSON.parse(text));
  }
  return env.PBM_SIMULATOR_URL ? { '*': { url: env.PBM_SIMULATOR_URL, auth: 'none' } } : {};
}

/** `fetch` signed with the function's own credentials (SigV4, service `lambda`): what an IAM-authorized function URL accepts. */
export function iamSignedFetch(region = process.env.AWS_REGION ?? 'us-east-1'): typeof fetch {
  const signer = new SignatureV4({ service: 'lambda', region, credentials: fromEnv(), sha256: Hash.bind(null, 'sha256') });
  return async (input, init) => {
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const signed = await signer.sign({
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
