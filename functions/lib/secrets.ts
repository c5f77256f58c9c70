import { getSecret } from '@aws-lambda-powertools/parameters/secrets';

/**
 * A secret's value. In AWS the function's environment names the secret (`<NAME>_SECRET_ARN`, an
 * ARN, never the value) and the value is read from Secrets Manager through Powertools Parameters,
 * cached in the container for five minutes (so a rotation reaches every container within that).
 * Outside AWS the local runtime sets `<NAME>` itself (a value it generates at start). No secret is
 * ever in a Lambda environment variable or in the repository.
 */
export const SECRET_CACHE_SECONDS = 300;

export async function secretValue(name: string, env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const arn = env[`${name}_SECRET_ARN`];
  if (arn) return (await getSecret(arn, { maxAge: SECRET_CACHE_SECONDS })) as string | undefined;
  return env[name] || undefined;
}

export async function requireSecret(name: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const value = await secretValue(name, env);
  if (!value) throw new Error(`Secret ${name} is not configured: set ${name}_SECRET_ARN (AWS) or ${name} (local runtime)`);
  return value;
}
