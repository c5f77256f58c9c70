import { traced } from './tracer';

/**
 * A secret's value. In AWS the function's environment names the secret (`<NAME>_SECRET_ARN`, an
 * ARN, never the value) and the value is read from Secrets Manager through Powertools Parameters,
 * cached in the container for five minutes (so a rotation reaches every container within that).
 * Outside AWS the local runtime sets `<NAME>` itself (a value it generates at start). No secret is
 * ever in a Lambda environment variable or in the repository.
 *
 * Powertools Parameters is imported on the first read, not when a function starts: its providers
 * import their SDK clients at the top, and it comes from the Powertools layer (infra/bundling.ts
 * LAYER_MODULES), so this `import()` stays a real one in the bundle and Node loads it, and the
 * Secrets Manager and SSM clients under it, only when a secret or a parameter is first read. Were
 * it bundled, esbuild would inline the module behind the `import()` and hoist its imports of the
 * (external) SDK clients to the top of the bundle, into every cold start (README "Lambda bundles").
 */
export const SECRET_CACHE_SECONDS = 300;

/** A provider, made once per container on first use (a failed import is tried again next time). */
function lazily<P extends { client: unknown; clearCache(): void }>(make: () => Promise<P>): { get(): Promise<P>; loaded?: P } {
  let pending: Promise<P> | undefined;
  const holder: { get(): Promise<P>; loaded?: P } = {
    get: () => (pending ??= make().then((provider) => {
      traced(provider.client);
      holder.loaded = provider;
      return provider;
    }, (err: unknown) => {
      pending = undefined;
      throw err;
    })),
  };
  return holder;
}

const secrets = lazily(async () => new (await import('@aws-lambda-powertools/parameters/secrets')).SecretsProvider());
const ssm = lazily(async () => new (await import('@aws-lambda-powertools/parameters/ssm')).SSMProvider());

/** Forgets every cached secret and parameter (tests; a container never needs to). */
export function clearSecretCache(): void {
  secrets.loaded?.clearCache();
  ssm.loaded?.clearCache();
}

/** A Secrets Manager secret's string value by its ARN (or name), cached `SECRET_CACHE_SECONDS` in the container. */
export async function secretById(id: string): Promise<string | undefined> {
  const value = await (await secrets.get()).get(id, { maxAge: SECRET_CACHE_SECONDS });
  return typeof value === 'string' ? value : undefined;
}

export async function secretValue(name: string, env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const arn = env[`${name}_SECRET_ARN`];
  return arn ? secretById(arn) : env[name] || undefined;
}

/** An SSM parameter's (String) value, cached `maxAgeSeconds` in the container. */
export async function parameterValue(name: string, maxAgeSeconds: number): Promise<string | undefined> {
  return (await ssm.get()).get(name, { maxAge: maxAgeSeconds });
}

export async function requireSecret(name: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const value = await secretValue(name, env);
  if (!value) throw new Error(`Secret ${name} is not configured: set ${name}_SECRET_ARN (AWS) or ${name} (local runtime)`);
  return value;
}
