import autocannon from 'autocannon';
import { couponApiKey } from '../support/coupon-api-key';
import { coldPaths, consumerPath, couponApiPath, typeaheadPaths } from '../bench/request-paths';
import { startRuntimeProcess } from '../bench/runtime-process';
import { isShort, verdict } from './run-options';

/**
 * `npm run load`: 100 connections for 60 s on each of the cached price, the cold price (every
 * request different), the drug-name typeahead and the Coupon API price route with an API key,
 * against the runtime as its own process with realistic PBM latency. Pass: no socket errors or
 * timeouts and no 5xx; a 429 (a rate limit doing its job) is counted, not failed.
 */
const CONNECTIONS = 100;
const SECONDS = isShort ? 3 : 60;

interface Scenario {
  name: string;
  paths: () => string;
  headers?: Record<string, string>;
}

const runtime = await startRuntimeProcess({ VALIDATE_RESPONSES: 'false' });
try {
  const warm = (path: string, headers?: Record<string, string>) => fetch(`${runtime.url}${path}`, { headers }).then((r) => r.arrayBuffer());
  const cachedPath = consumerPath('Lisinopril', '92101', 30);
  await warm(cachedPath);
  const keyHeaders = { 'x-api-key': await couponApiKey(runtime.url, 'LOAD') };
  const scenarios: Scenario[] = [
    { name: 'cached price GET /api/ecsdosage0', paths: () => cachedPath },
    { name: 'cold price GET /api/ecsdosage0 (every request different)', paths: coldPaths(0) },
    { name: 'typeahead GET /api/drugname', paths: typeaheadPaths() },
    { name: 'Coupon API GET /v1/prices with an API key (cold)', paths: coldPaths(400_000, couponApiPath), headers: keyHeaders },
  ];

  const failures: string[] = [];
  const rows: string[] = [];
  for (const s of scenarios) {
    const result = await autocannon({
      url: runtime.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      ...(s.headers ? { headers: s.headers } : {}),
      requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: s.paths() }) }],
    });
    const non2xx = Object.entries(result.statusCodeStats).filter(([status]) => !status.startsWith('2'));
    const fives = non2xx.filter(([status]) => status.startsWith('5'));
    const split = non2xx.map(([status, { count }]) => `${status}: ${count}`).join(', ') || 'none';
    rows.push(`| ${s.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors} | ${split} |`);
    if (result.errors) failures.push(`${s.name}: ${result.errors} socket errors (${result.timeouts} timeouts)`);
    for (const [status, { count }] of fives) failures.push(`${s.name}: ${count}x ${status}`);
  }

  console.log(`\nRxSavvy load (${new Date().toISOString()}): ${CONNECTIONS} connections, ${SECONDS} s per scenario\n`);
  console.log('| scenario | req/s | p50 ms | p99 ms | errors | non-2xx by status |\n|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  verdict('load', failures);
} finally {
  await runtime.stop();
}
