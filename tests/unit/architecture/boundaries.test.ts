import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/** Lints `code` as if it were the file at `path` (relative to the repository) and returns the boundary errors. */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'local/functions-boundaries').map((m) => m.message);
}

describe('the floors of functions/ are enforced by lint', () => {
  it.each([
    ['a route importing another route', 'functions/routes/health/handler.ts', "import '../config/handler';"],
    ['a route importing a job', 'functions/routes/health/handler.ts', "import '../../jobs/ses-events/handler';"],
    ['a job importing a route', 'functions/jobs/ses-events/handler.ts', "import '../../routes/health/handler';"],
    ['domain importing a route', 'functions/domain/health/checks.ts', "import '../../routes/health/handler';"],
    ['lib importing a job', 'functions/lib/http.ts', "import '../jobs/ses-events/handler';"],
    ['domain importing local', 'functions/domain/health/checks.ts', "import '../../local/outbox/store';"],
    ['a route importing local', 'functions/routes/dev-outbox/handler.ts', "import '../../local/outbox/store';"],
  ])('refuses %s', async (_name, path, code) => {
    expect(await boundaryErrors(path, code)).toHaveLength(1);
  });

  it.each([
    ['a route importing domain, lib, shared and the route table', 'functions/routes/health/handler.ts', "import '../../domain/health/checks';\nimport '../../lib/http';\nimport '../../../shared/contract';\nimport '../../routes';"],
    ['a route importing its own sibling file', 'functions/routes/health/handler.ts', "import './other';"],
    ['local importing domain', 'functions/local/runtime.ts', "import '../domain/admin/function-health';"],
    ['a test importing local', 'tests/integration/example.int.test.ts', "import '../../functions/local/runtime';"],
  ])('allows %s', async (_name, path, code) => {
    expect(await boundaryErrors(path, code)).toEqual([]);
  });
});
