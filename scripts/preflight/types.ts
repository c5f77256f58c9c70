import type { DeployConfig, DeployStage } from '../../infra/config';

/**
 * The contract of a preflight check (scripts/preflight/run.ts runs them).
 *
 * A check module in scripts/preflight/checks/ exports `checks: PreflightCheck[]`. Each check reads
 * the account with the AWS SDK v3 (a client made inside the check, `new XClient({ region: ctx.region })`,
 * so tests replace it with aws-sdk-client-mock) or the web with `ctx.fetch`, changes nothing, and
 * returns one row per thing it checked. A check that throws is reported as a failed row with the
 * error; it never stops the others.
 */
export interface PreflightContext {
  stage: DeployStage;
  /** The region the stage deploys to (the Web stack too: CloudFront's WAF needs us-east-1). */
  region: string;
  /** The raw CDK context: cdk.json's, then cdk.context.json's, then `-c key=value` (later wins), with `stage`. */
  context: Readonly<Record<string, unknown>>;
  /** The deploy config infra/config.ts reads from that context; undefined when it does not parse (the "CDK context" row says why). */
  config?: DeployConfig;
  /** `fetch`, replaced in tests. */
  fetch: typeof fetch;
}

export interface CheckResult {
  /** What was checked, short: "Lambda concurrency", "SES production access". */
  name: string;
  /** true: fine; 'warn': the deploy works but something is missing or worth a look; false: fix before deploying (exit code 1). */
  ok: boolean | 'warn';
  /** What was found, with the numbers or names. */
  detail: string;
  /** What to do when not ok (a command, a console page, a context key); '' when ok. */
  fix: string;
}

export type PreflightCheck = (ctx: PreflightContext) => Promise<CheckResult[]>;

/** A row for a check that needs the deploy config when the context did not parse. */
export function needsConfig(name: string): CheckResult {
  return { name, ok: 'warn', detail: 'not checked: the CDK context does not parse (see "CDK context")', fix: 'fix the context first' };
}

/** An AWS SDK error's name and message, for a detail. */
export function awsError(error: unknown): string {
  const e = error as { name?: string; message?: string };
  return `${e.name ?? 'Error'}: ${e.message ?? String(error)}`;
}

/**
 * A validator that returns its problems (none when all is well) as a check with one row: how checks
 * exported by other code plug into the runner in one line, e.g.
 * `fromProblems('PBM endpoints', (ctx) => checkPbmEndpoints(...), 'correct the parameter')`.
 * `problems` answering undefined means "not applicable here" (a pass with `skipped` as its detail).
 */
export function fromProblems(
  name: string,
  problems: (ctx: PreflightContext) => Promise<readonly string[] | undefined> | readonly string[] | undefined,
  fix: string,
  { passed = 'no problems', skipped = 'not used by this stage' }: { passed?: string; skipped?: string } = {},
): PreflightCheck {
  const check: PreflightCheck = async (ctx) => {
    const found = await problems(ctx);
    if (!found) return [{ name, ok: true, detail: skipped, fix: '' }];
    if (found.length === 0) return [{ name, ok: true, detail: passed, fix: '' }];
    return [{ name, ok: false, detail: found.join('; '), fix }];
  };
  return Object.defineProperty(check, 'name', { value: name });
}
