import autocannon from 'autocannon';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from '../../functions/domain/coupon-api/api-keys';
import { couponApiKey } from '../support/coupon-api-key';
import { coldPaths, consumerPath, couponApiPath, typeaheadPaths } from '../bench/request-paths';
import { startRuntimeProcess } from '../bench/runtime-process';
import { isShort, verdict } from './run-options';

/**
 * `npm run load`: 100 connections for 60 s on each of the cached price, the cold price (every
 * request different), the drug-name typeahead and the Coupon API price route with an API key,
 * against the runtime as its own process with realistic PBM latency. Pass: no socket errors or
 * timeouts, no 5xx, and at least the scenario's floor of 2xx answers; a 429 (a rate limit doing
 * its job) is counted, and fails only by keeping the 2xx answers under the floor.
 */
const CONNECTIONS = 100;
const SECONDS = isShort ? 3 : 60;

/**
 * The floor: at least this share of a scenario's answers are 2xx, so a run answered by a rate limit
 * (or any other 4xx) fails. Nothing limits a loopback caller on the consumer routes. On the Coupon
 * API route the key's own limit answers all but DEFAULT_RATE_LIMIT_PER_MINUTE requests a minute with
 * 429 (a run lasts at most a minute), so the floor counts at most that many answers there. Runs so
 * far: every consumer answer 2xx; on the Coupon API every answer of the short runs and about 1,170 of
 * the full run of 2026-11-25.
 */
const MIN_2XX_SHARE = 0.95;

interface Scenario {
  name: string;
  paths: () => string;
  headers?: Record<string, string>;
  /** Answers a limit lets through; past them a 429 is the limit doing its job. */
  allowed?: number;
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
    { name: 'Coupon API GET /v1/prices with an API key (cold)', paths: coldPaths(400_000, couponApiPath), headers: keyHeaders, allowed: DEFAULT_RATE_LIMIT_PER_MINUTE },
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
    const byStatus = Object.entries(result.statusCodeStats);
    const sum = (entries: typeof byStatus) => entries.reduce((n, [, { count }]) => n + count, 0);
    const non2xx = byStatus.filter(([status]) => !status.startsWith('2'));
    const fives = non2xx.filter(([status]) => status.startsWith('5'));
    const answers = sum(byStatus);
    const ok = answers - sum(non2xx);
    const least = Math.ceil(MIN_2XX_SHARE * Math.min(answers, s.allowed ?? Infinity));
    const split = non2xx.map(([status, { count }]) => `${status}: ${count}`).join(', ') || 'none';
    rows.push(`| ${s.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors} | ${ok} of ${answers} (floor ${least}) | ${split} |`);
    if (result.errors) failures.push(`${s.name}: ${result.errors} socket errors (${result.timeouts} timeouts)`);
    for (const [status, { count }] of fives) failures.push(`${s.name}: ${count}x ${status}`);
    if (ok < least) failures.push(`${s.name}: ${ok} answers 2xx of ${answers}, under the floor of ${least} (${MIN_2XX_SHARE * 100}% of ${s.allowed ? `at most ${s.allowed} ` : ''}answers)`);
  }

  console.log(`\nRxSavvy load (${new Date().toISOString()}): ${CONNECTIONS} connections, ${SECONDS} s per scenario\n`);
  console.log('| scenario | req/s | p50 ms | p99 ms | errors | 2xx answers | non-2xx by status |\n|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  verdict('load', failures);
} finally {
  await runtime.stop();
}
