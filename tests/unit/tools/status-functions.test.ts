import { describe, expect, it } from 'vitest';
import { isReported } from '../../../functions/domain/tools/status';
import { routes } from '../../../functions/tables/routes';

/**
 * The tools-status route reads the functions it reports from a small zod-free file, so its bundle
 * does not carry the route table (every contract and zod schema). That file is derived here from
 * the route table; a change to the table (or to the page's areas) makes this test fail until the
 * file is written again with `npx vitest run --project unit tests/unit/tools/status-functions.test.ts -u`.
 */
const FILE = '../../../functions/routes/tools-status/reported-functions.ts';

function reportedFunctionsSource(): string {
  const reported = routes.filter((route) => isReported(route.id));
  return [
    '// Derived from functions/tables/routes.ts by tests/unit/tools/status-functions.test.ts: do not edit by hand.',
    '// To write it again: npx vitest run --project unit tests/unit/tools/status-functions.test.ts -u',
    "import type { RouteId } from '../../../shared/api-routes';",
    "import type { FunctionLimits } from '../../domain/admin/function-health';",
    '',
    '/** The functions the public status page reports on (domain/tools/status.ts isReported), with the limits the route table deploys them with. */',
    'export const REPORTED_FUNCTION_LIMITS = {',
    ...reported.map((route) => `  '${route.id}': { memoryMb: ${route.memoryMb}, timeoutSeconds: ${route.timeoutSeconds} },`),
    '} as const satisfies Partial<Record<RouteId, FunctionLimits>>;',
    '',
  ].join('\n');
}

describe('the functions the public status page reports on', () => {
  it('are the route table\'s functions of its areas, with their memory and timeout, in a file derived from the table', async () => {
    expect(routes.filter((route) => isReported(route.id)).length).toBeGreaterThan(0);
    await expect(reportedFunctionsSource()).toMatchFileSnapshot(FILE);
  });
});
