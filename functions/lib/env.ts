import { type TableKey, tableEnvVar } from '../tables/dynamodb';

/** Reads a required environment variable; a missing one is a deployment bug, so fail loudly. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`Missing required environment variable ${name}`);
  }
  return value;
}

export function optionalEnv(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : value;
}

/** Physical name of a table, injected by CDK (or the local runtime) for the tables a route lists. */
export function tableName(key: TableKey): string {
  return requireEnv(tableEnvVar(key));
}

export function stageName(): string {
  return optionalEnv('STAGE', 'local');
}
