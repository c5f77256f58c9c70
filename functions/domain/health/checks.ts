import { GetCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import { ddb } from '../../lib/aws';
import { tableName } from '../../lib/env';

export interface CheckResult {
  name: string;
  ok: boolean;
  ms: number;
}

async function timed(name: string, probe: () => Promise<unknown>): Promise<CheckResult> {
  const started = performance.now();
  try {
    await probe();
    return { name, ok: true, ms: Math.round(performance.now() - started) };
  } catch {
    return { name, ok: false, ms: Math.round(performance.now() - started) };
  }
}

/** A read of a key that never exists: proves the table is reachable without touching data. */
export async function runHealthChecks(): Promise<CheckResult[]> {
  return Promise.all([
    timed('dynamodb', () => ddb().send(new GetCommand({ TableName: tableName('rateLimits'), Key: { pk: 'health#probe' } }))),
  ]);
}
