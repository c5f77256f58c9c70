import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/** Lints `code` as if it were the file at `path` (relative to the repository) and returns the boundary errors. */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/functions-boundaries').map((m) => m.message);
}

describe('the floors of functions/ are enforced by lint', () => {
  // The first lint loads the config, its plugins and the TypeScript parser: seconds on a loaded machine, more than a test's 5 s limit.
  beforeAll(() => boundaryErrors('functions/domain/health/checks.ts', ''), 60_000);

  it.each([
    ['a route importing another route', 'functions/routes/health/handler.ts', "import '../config/handler';"],
    ['a route importing a job', 'functions/routes/health/handler.ts', "import '../../jobs/ses-events/handler';"],
    ['a job importing a route', 'functions/jobs/ses-events/handler.ts', "import '../../routes/health/handler';"],
    ['domain importing a route', 'functions/domain/health/checks.ts', "import '../../routes/health/handler';"],
    ['lib importing a job', 'functions/lib/http.ts', "import '../jobs/ses-events/handler';"],
    ['domain importing local', 'functions/domain/health/checks.ts', "import '../../local/outbox/store';"],
    ['a route importing local', 'functions/routes/dev-outbox/handler.ts', "import '../../local/outbox/store';"],
    ['domain importing the route table', 'functions/domain/admin/function-health.ts', "import { routes } from '../../tables/routes';"],
    ['domain importing a type of the route table', 'functions/domain/coupon-api/openapi.ts', "import type { RouteDef } from '../../tables/routes';"],
    ['domain importing the job table', 'functions/domain/price-alerts/scan.ts', "import { jobById } from '../../tables/jobs';"],
    ['domain importing the job table dynamically', 'functions/domain/price-alerts/scan.ts', "await import('../../tables/jobs');"],
    ['lib importing a value of the job table', 'functions/lib/job.ts', "import { jobById } from '../tables/jobs';"],
    ['lib importing the route table for a value and a type', 'functions/lib/http.ts', "import { routes, type RouteDef } from '../tables/routes';"],
  ])('refuses %s', async (_name, path, code) => {
    expect(await boundaryErrors(path, code)).toHaveLength(1);
  });

  it.each([
    ['a route importing domain, lib, shared and the route table', 'functions/routes/health/handler.ts', "import '../../domain/health/checks';\nimport '../../lib/http';\nimport '../../../shared/contract';\nimport '../../tables/routes';"],
    ['a job importing the job table', 'functions/jobs/ses-events/handler.ts', "import { jobById } from '../../tables/jobs';"],
    ['domain importing the other tables', 'functions/domain/health/checks.ts', "import { tables } from '../../tables/dynamodb';\nimport { functionName } from '../../tables/resource-names';\nimport '../../tables/metric-names';\nimport '../../tables/tracer-environment';"],
    ['lib importing types of the job and route tables', 'functions/lib/job.ts', "import type { JobId } from '../tables/jobs';\nimport { type Resources } from '../tables/routes';\nexport type { JobDef } from '../tables/jobs';"],
    ['local importing the route table', 'functions/local/route-matcher.ts', "import { routes } from '../tables/routes';"],
    ['a route importing its own sibling file', 'functions/routes/health/handler.ts', "import './other';"],
    ['local importing domain', 'functions/local/runtime.ts', "import '../domain/admin/function-health';"],
    ['a test importing local', 'tests/integration/example.int.test.ts', "import '../../functions/local/runtime';"],
  ])('allows %s', async (_name, path, code) => {
    expect(await boundaryErrors(path, code)).toEqual([]);
  });
});
