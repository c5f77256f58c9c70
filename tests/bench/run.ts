import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startRuntimeProcess, type RuntimeProcess } from './runtime-process';
import { couponApiKey } from '../support/coupon-api-key';
import { coldPaths, couponApiPath, newZipFeaturedPaths, typeaheadPaths as typeaheadLookups } from './request-paths';
import { priceCalibration } from './price-calibration';
import { priceSpreadTable } from './price-spread';
import { priceTruth } from './price-truth';
import { measureSpa } from './spa';
import { basketRows, benchBasket } from './basket';
import { bundleReport } from '../bundles/sizes';

/**
 * `npm run bench`: the local runtime with the PBM simulator at realistic latency, one PBM slow
 * (2 s) and one failing, measured with autocannon. Cold requests are all different (drug, zip,
 * quantity) so none is served from the cache; the baseline runs the same cold requests against a
 * runtime that waits for every PBM instead of answering at the deadline.
 */
const FAULTS = 'axe-pacific:slow,navitus-save:error';

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

async function run(url: string, opts: { paths: () => string; connections: number; amount?: number; duration?: number; headers?: Record<string, string> }): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: opts.connections,
    ...(opts.headers ? { headers: opts.headers } : {}),
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? 5 }),
    requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: opts.paths() }) }],
  });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), errors: result.errors + result.non2xx };
}

/** Waits until the refresh job has stored the zip's own cards (the runtime prices them at start). */
async function featuredReady(url: string, zip: string): Promise<void> {
  for (let tries = 0; tries < 120; tries += 1) {
    const answer = (await (await fetch(`${url}/api/featured-savings?zip=${zip}`)).json()) as { pending: boolean; savings: unknown[] };
    if (!answer.pending && answer.savings.length === 6) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the featured-savings-refresh job did not price ${zip} within two minutes`);
}

/** Featured Savings: cards stored ahead of the request (the refresh job's), and zips never asked for, which get the nearest priced zip's cards and queue their own. */
async function benchFeatured(url: string): Promise<{ featured: Figures; featuredNewZip: Figures }> {
  await featuredReady(url, '92101');
  const featured = await run(url, { paths: () => '/api/featured-savings?zip=92101', connections: 2, duration: 5 });
  const featuredNewZip = await run(url, { paths: newZipFeaturedPaths(10_000), connections: 2, amount: 300 });
  return { featured, featuredNewZip };
}

function featuredRows({ featured, featuredNewZip }: { featured: Figures; featuredNewZip: Figures }) {
  return [
    ['Featured Savings GET /api/featured-savings, stored cards (2 connections)', featured, 'p99 <= 50 ms'],
    ['Featured Savings, a zip never asked for (2 connections)', featuredNewZip, 'p99 <= 300 ms, 0 errors'],
  ] as const;
}

async function warm(url: string, paths: () => string, n: number, headers?: Record<string, string>) {
  for (let i = 0; i < n; i += 1) await fetch(`${url}${paths()}`, { headers }).then((r) => r.arrayBuffer());
}

/**
 * The price table's runtime: every PBM answers (no faults, no simulated latency) and each is awaited.
 * Then the price-truth lines, from a runtime as `npm start` runs it (price-truth.ts).
 */
async function printPriceSpread(): Promise<void> {
  const runtime = await startRuntimeProcess({ PRICING_STRATEGY: 'waitForAll', PBM_SIMULATOR_LATENCY: 'none', VALIDATE_RESPONSES: 'false' });
  runtimes.push(runtime);
  console.log(`\nPrices across pharmacies (all 12 PBMs, waiting for each; see functions/domain/pricing/README.md)\n\n${await priceSpreadTable(runtime.url)}`);
  console.log(`\n${await priceCalibration(runtime.url)}`);
  // Stopped first: the price-truth runtime's timings should not share the cores with an idle one.
  await runtime.stop();
  runtimes.splice(runtimes.indexOf(runtime), 1);
  console.log(`\n${await priceTruth()}`);
}

/** Everything: latency and throughput, the SPA, bundle sizes, then the price table. */
async function fullBench(): Promise<void> {
  // Measure what Lambda runs: deployed stages skip the local response-contract check.
  const env = { PBM_SIMULATOR_FAULTS: FAULTS, VALIDATE_RESPONSES: 'false' };
  const main = await startRuntimeProcess(env);
  runtimes.push(main);
  const baselineRuntime = await startRuntimeProcess({ ...env, PRICING_STRATEGY: 'waitForAll' });
  runtimes.push(baselineRuntime);

  const typeaheadPaths = typeaheadLookups();
  await warm(main.url, typeaheadPaths, 20);
  await warm(main.url, coldPaths(900_000), 10);
  await warm(baselineRuntime.url, coldPaths(900_000), 10);

  const typeahead = await run(main.url, { paths: typeaheadPaths, connections: 10, duration: 5 });
  // Lambda serves one request per container; two connections (one per core of this machine, which
  // also runs the simulator and autocannon) measure the deadline logic rather than CPU queueing.
  const cold = await run(main.url, { paths: coldPaths(0), connections: 2, amount: 300 });
  const fixed = '/api/ecsdosage0?drugName=Lisinopril&zip=92101&qty=30';
  await warm(main.url, () => fixed, 3);
  // Two connections: one per core of the 2-core bench machine, so the figure is service time, not queueing.
  const cached = await run(main.url, { paths: () => fixed, connections: 2, duration: 5 });
  // The cached-price targets: p99 at 10 connections, and throughput at 100 (loopback is not rate-limited).
  const cached10 = await run(main.url, { paths: () => fixed, connections: 10, duration: 5 });
  const cached100 = await run(main.url, { paths: () => fixed, connections: 100, duration: 10 });
  const baseline = await run(baselineRuntime.url, { paths: coldPaths(0), connections: 2, amount: 60 });

  // Coupon API price route through the API key authorizer (per-key limit 600/min: one key per scenario,
  // each under the limit). Cold: combinations no other scenario asked for; cached: one answer, warm key.
  const coldKey = { 'x-api-key': await couponApiKey(main.url, 'BENCH-COLD') };
  const cachedKey = { 'x-api-key': await couponApiKey(main.url, 'BENCH-CACHED') };
  const couponApiCold = await run(main.url, { paths: coldPaths(400_000, couponApiPath), connections: 2, amount: 300, headers: coldKey });
  const couponApiFixed = couponApiPath('Lisinopril', '92101', 30);
  await warm(main.url, () => couponApiFixed, 3, cachedKey);
  const couponApiCached = await run(main.url, { paths: () => couponApiFixed, connections: 2, amount: 500, headers: cachedKey });

  const { featured, featuredNewZip } = await benchFeatured(main.url);

  const basket = basketRows(await benchBasket(main.url), cold.p99);

  // Last, with the API quiet: what a first visit downloads and a throttled mobile load.
  const spa = await measureSpa(main.url);

  const rows = [
    ['typeahead GET /api/drugname', typeahead, 'p99 <= 10 ms'],
    ['cold fan-out GET /api/ecsdosage0 (2 connections)', cold, `p99 <= 200 ms and <= 0.5 x baseline (${(baseline.p99 * 0.5).toFixed(0)} ms)`],
    ['cached GET /api/ecsdosage0 (2 connections)', cached, 'p99 <= 15 ms'],
    ['cached GET /api/ecsdosage0 (10 connections)', cached10, 'p99 <= 10 ms'],
    ['cached GET /api/ecsdosage0 (100 connections)', cached100, '>= 1,000 req/s, 0 errors'],
    ...featuredRows({ featured, featuredNewZip }),
    ['baseline: wait for all PBMs (cold, 2 connections)', baseline, 'reference'],
    ['Coupon API cold GET /v1/prices via authorizer (2 connections)', couponApiCold, 'p99 <= 200 ms'],
    ['Coupon API cached GET /v1/prices via authorizer (2 connections)', couponApiCached, `p99 <= 20 ms; p50 within 2 ms of the consumer's (${cached.p50} ms)`],
    ...basket.rows,
  ] as const;
  console.log(`\nRxSavvy benchmark (${new Date().toISOString()}, faults: ${FAULTS})\n`);
  console.log('| scenario | p50 ms | p99 ms | req/s | errors | target |\n|---|---|---|---|---|---|');
  for (const [name, f, target] of rows) console.log(`| ${name} | ${f.p50} | ${f.p99} | ${f.rps} | ${f.errors} | ${target} |`);
  if (spa) {
    console.log('\n| page | initial JS (KB gzip) | mobile FCP ms | LCP ms | TBT ms | CLS | score | target |\n|---|---|---|---|---|---|---|---|');
    for (const [path, kb] of Object.entries(spa.jsKbGzip)) {
      const m = spa.mobile[path]!;
      console.log(`| ${path} | ${kb} | ${m.fcpMs} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${m.score} | JS <= 150 KB, score >= 95 |`);
    }
  } else {
    console.log('\n(no Chromium: SPA figures skipped)');
  }
  const verdicts = {
    ...(spa ? { spaJs: Object.values(spa.jsKbGzip).every((kb) => kb <= 150), spaMobile: Object.values(spa.mobile).every((m) => m.score >= 95) } : {}),
    typeahead: typeahead.p99 <= 10,
    cold: cold.p99 <= 200 && cold.p99 <= baseline.p99 * 0.5,
    cached: cached.p99 <= 15,
    cached10: cached10.p99 <= 10,
    cached100: cached100.rps >= 1000 && cached100.errors === 0,
    couponApiCold: couponApiCold.p99 <= 200 && couponApiCold.errors === 0,
    couponApiCached: couponApiCached.p99 <= 20 && couponApiCached.errors === 0,
    couponApiNearConsumer: couponApiCached.p50 - cached.p50 <= 2,
    featured: featured.p99 <= 50 && featured.errors === 0,
    featuredNewZip: featuredNewZip.p99 <= 300 && featuredNewZip.errors === 0,
    ...basket.verdicts,
  };
  console.log(`\ntargets met: ${JSON.stringify(verdicts)}`);
  console.log(`\n${await bundleReport()}`);
  await printPriceSpread();
  writeFileSync(join(import.meta.dirname, 'latest.json'), `${JSON.stringify({ at: new Date().toISOString(), faults: FAULTS, typeahead, cold, cached, cached10, cached100, baseline, couponApiCold, couponApiCached, featured, featuredNewZip, basket: basket.rows.map(([name, f]) => ({ name, ...f })), spa, verdicts }, null, 2)}\n`);
}

/** `npm run bench -- --basket`: only My medicines, beside the cold drug page it is measured against (same runtime settings as the full run). */
async function basketBench(): Promise<void> {
  const main = await startRuntimeProcess({ PBM_SIMULATOR_FAULTS: FAULTS, VALIDATE_RESPONSES: 'false' });
  runtimes.push(main);
  await warm(main.url, coldPaths(900_000), 10);
  const cold = await run(main.url, { paths: coldPaths(0), connections: 2, amount: 300 });
  const measured = await benchBasket(main.url);
  const basket = basketRows(measured, cold.p99);
  console.log(`The cold run's completions drained in ${measured.backlogS} s; the measured list settled in ${measured.settledS} s.\n`);
  console.log('| scenario | p50 ms | p99 ms | req/s | errors | target |\n|---|---|---|---|---|---|');
  for (const [name, f, target] of [['cold fan-out GET /api/ecsdosage0 (2 connections)', cold, 'reference'] as const, ...basket.rows]) {
    console.log(`| ${name} | ${f.p50} | ${f.p99} | ${f.rps} | ${f.errors} | ${target} |`);
  }
  console.log(`\ntargets met: ${JSON.stringify(basket.verdicts)}`);
}

/** `npm run bench -- --featured`: only the two Featured Savings rows (same runtime settings as the full run). */
async function featuredBench(): Promise<void> {
  const main = await startRuntimeProcess({ PBM_SIMULATOR_FAULTS: FAULTS, VALIDATE_RESPONSES: 'false' });
  runtimes.push(main);
  console.log('| scenario | p50 ms | p99 ms | req/s | errors | target |\n|---|---|---|---|---|---|');
  for (const [name, f, target] of featuredRows(await benchFeatured(main.url))) console.log(`| ${name} | ${f.p50} | ${f.p99} | ${f.rps} | ${f.errors} | ${target} |`);
}

const runtimes: RuntimeProcess[] = [];
try {
  // `npm run bench -- --prices`: only the price table (README "Prices across pharmacies").
  if (process.argv.includes('--prices')) await printPriceSpread();
  else if (process.argv.includes('--basket')) await basketBench();
  else if (process.argv.includes('--featured')) await featuredBench();
  else await fullBench();
} finally {
  for (const r of runtimes) await r.stop();
}
