import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { SSMClient } from '@aws-sdk/client-ssm';
import { traced } from './tracer';

/**
 * A secret's value. In AWS the function's environment names the secret (`<NAME>_SECRET_ARN`, an
 * ARN, never the value) and the value is read from Secrets Manager, cached in the container for five
 * minutes (so a rotation reaches every container within that). Outside AWS the local runtime sets
 * `<NAME>` itself (a value it generates at start). No secret is ever in a Lambda environment
 * variable or in the repository.
 *
 * The Secrets Manager and SSM clients are imported on the first read, not when a function starts:
 * Powertools Parameters imported both SDK clients at the top of every bundle that read a secret or
 * a parameter, a large share of the price routes' cold import (README "Lambda bundles").
 */
export const SECRET_CACHE_SECONDS = 300;

const cache = new Map<string, { value: Promise<string | undefined>; until: number }>();

/** `read()` once per `maxAgeSeconds` per key in this container; a failed read is not kept. */
function cachedRead(key: string, maxAgeSeconds: number, read: () => Promise<string | undefined>): Promise<string | undefined> {
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return hit.value;
  const value = read();
  value.catch(() => cache.delete(key));
  cache.set(key, { value, until: Date.now() + maxAgeSeconds * 1000 });
  return value;
}

/** Forgets every cached secret and parameter (tests; a container never needs to). */
export function clearSecretCache(): void {
  cache.clear();
}

let secrets: SecretsManagerClient | undefined;
let ssm: SSMClient | undefined;

export async function secretValue(name: string, env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const arn = env[`${name}_SECRET_ARN`];
  if (arn) {
    return cachedRead(`secret ${arn}`, SECRET_CACHE_SECONDS, async () => {
      const sdk = await import('@aws-sdk/client-secrets-manager');
      secrets ??= traced(new sdk.SecretsManagerClient({}));
      return (await secrets.send(new sdk.GetSecretValueCommand({ SecretId: arn }))).SecretString;
    });
  }
  return env[name] || undefined;
}

/** An SSM parameter's (String) value, cached `maxAgeSeconds` in the container. */
export function parameterValue(name: string, maxAgeSeconds: number): Promise<string | undefined> {
  return cachedRead(`parameter ${name}`, maxAgeSeconds, async () => {
    const sdk = await import('@aws-sdk/client-ssm');
    ssm ??= traced(new sdk.SSMClient({}));
    return (await ssm.send(new sdk.GetParameterCommand({ Name: name }))).Parameter?.Value;
  });
}

export async function requireSecret(name: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const value = await secretValue(name, env);
  if (!value) throw new Error(`Secret ${name} is not configured: set ${name}_SECRET_ARN (AWS) or ${name} (local runtime)`);
  return value;
}
