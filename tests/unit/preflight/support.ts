import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preflightContext } from '../../../scripts/preflight/run';
import type { CheckResult, PreflightContext } from '../../../scripts/preflight/types';

/** A repository root with no cdk.json or cdk.context.json: the context is exactly what a test gives. */
export const EMPTY_ROOT = mkdtempSync(join(tmpdir(), 'rxsavvy-preflight-'));

/** The context `npm run preflight -- --stage <stage> --region us-east-1 -c ...` builds, with a fetch of the test's own. */
export function contextFor(stage: string, context: Record<string, string> = {}, fetchImpl?: typeof fetch): PreflightContext {
  const argv = ['--stage', stage, '--region', 'us-east-1', ...Object.entries(context).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  const ctx = preflightContext(argv, {}, EMPTY_ROOT);
  return fetchImpl ? { ...ctx, fetch: fetchImpl } : ctx;
}

/** A root with a cdk.json (and optionally a cdk.context.json), for the context-merging tests. */
export function rootWith(cdkJsonContext: Record<string, unknown>, cdkContextJson?: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'rxsavvy-preflight-root-'));
  writeFileSync(join(dir, 'cdk.json'), JSON.stringify({ app: 'x', context: cdkJsonContext }));
  if (cdkContextJson) writeFileSync(join(dir, 'cdk.context.json'), JSON.stringify(cdkContextJson));
  return dir;
}

/** The one row a check returned under `name`. */
export function row(results: CheckResult[], name: string): CheckResult {
  const found = results.filter((r) => r.name === name);
  if (found.length !== 1) throw new Error(`expected one row "${name}", got ${JSON.stringify(results)}`);
  return found[0]!;
}

export const PROD = { pbmEndpoints: 'account', domainName: 'rxsavvy.com', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123' };
