/**
 * `npm run smoke -- --url <site>`: the canary's journey (typeahead -> price -> coupon page) against a
 * site, from a terminal: a deployed stage (`https://rxsavvy.com`, the Web stack's SiteUrl) or the
 * local runtime (`http://127.0.0.1:<port>`). The same code as the scheduled `canary` job
 * (functions/domain/canary/journey.ts). Prints one line per step; exit code 1 when a step fails.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { journeyReport, runJourney } from '../functions/domain/canary/journey';

const USAGE = 'usage: npm run smoke -- --url <site> [--timeout-ms 10000]';

export async function smoke(argv: readonly string[], out: (text: string) => void = console.log, fetchImpl: typeof fetch = globalThis.fetch): Promise<number> {
  let url: URL;
  let timeoutMs: number;
  try {
    const { values } = parseArgs({ args: [...argv], options: { url: { type: 'string' }, 'timeout-ms': { type: 'string' } } });
    if (!values.url) throw new Error('--url is required');
    url = new URL(values.url);
    if (!/^https?:$/.test(url.protocol)) throw new Error('--url must be http(s)');
    timeoutMs = Number(values['timeout-ms'] ?? 10_000);
    if (!(timeoutMs > 0)) throw new Error('--timeout-ms must be a positive number');
  } catch (error) {
    out(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const site = url.origin;
  const result = await runJourney(site, { fetch: fetchImpl, timeoutMs });
  out(journeyReport(site, result));
  return result.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await smoke(process.argv.slice(2));
}
