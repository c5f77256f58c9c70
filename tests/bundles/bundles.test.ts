import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../functions/tables/jobs';
import { routes } from '../../functions/tables/routes';
import { SANDBOX_PBM_FUNCTION_ID } from '../../functions/tables/resource-names';
import { expandSeed } from '../../functions/domain/catalog/seed/expand';
import { pbmDirectory } from '../../functions/domain/pricing/pbm-directory';
import { useRuntimeEnv } from '../support/api-client';
import { build } from 'esbuild';
import { esbuildOptions } from '../../infra/bundling';
import { BUNDLE_OUT_DIR, buildAllBundles, type BuiltBundle } from './build';
import { lambdaContext, routeEvent, scheduledEvent } from './events';
import type { JobCases } from './job-cases';
import { startXrayDaemon, subsegmentsOf, type SentSubsegment } from './xray-daemon';

/** The per-route budget of minified JavaScript (source maps apart). */
const ROUTE_BUNDLE_MAX_BYTES = 300 * 1024;

let bundles: Map<string, BuiltBundle>;
let xray: Awaited<ReturnType<typeof startXrayDaemon>>;
beforeAll(async () => {
  useRuntimeEnv();
  process.env.STAGE = 'dev';
  // Every bundle runs as in Lambda with active tracing: the Tracer on, sending to a stand-in daemon.
  xray = await startXrayDaemon();
  Object.assign(process.env, xray.lambdaEnvironment);
  xray.newTrace();
  rmSync(BUNDLE_OUT_DIR, { recursive: true, force: true });
  bundles = new Map((await buildAllBundles(BUNDLE_OUT_DIR)).map((b) => [b.id, b]));
}, 180_000);
afterAll(() => xray.close());

/**
 * Whether a minified bundle calls Scan: esbuild keeps an external module's named import even when
 * tree shaking dropped every use of it, so the import alone proves nothing; a call of its local name
 * does (`zA(` or `new zA(`: a bare two-letter alias also turns up inside regular expressions such as `a-zA-Z`).
 * From a package loaded with require() (functions/lib/cjs), a call reads the namespace's member:
 * `(0,Ti.paginateScan)(` or `new Ti.ScanCommand(`.
 */
function callsScan(text: string): boolean {
  if (/\.(?:paginateScan\)|ScanCommand)\(/.test(text)) return true;
  const aliases = [...text.matchAll(/\b(?:paginateScan|ScanCommand)(?: as ([\w$]+))?[,}]/g)].map((m) => m[1] ?? m[0].slice(0, -1));
  const escape = (name: string) => name.replace(/\$/g, '\\$');
  return aliases.some((a) => new RegExp(`(?<![\\w$.])${escape(a)}\\(`).test(text));
}

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode?: number } | undefined>;
const load = async (id: string): Promise<Handler> => ((await import(pathToFileURL(bundles.get(id)!.file).href)) as { handler: Handler }).handler;

describe('the bundle loader', () => {
  it('loads bundles as Lambda does, a native ES module in strict mode: a sloppy-mode global assignment throws', async () => {
    const dir = join(BUNDLE_OUT_DIR, '..', 'rxsavvy-bundle-canary');
    mkdirSync(dir, { recursive: true });
    // What zipcodes.lookupByCoords did: assign a variable it never declared.
    writeFileSync(join(dir, 'entry.js'), 'export function handler() { undeclaredZip = 1; return undeclaredZip; }\n');
    await build(esbuildOptions(join(dir, 'entry.js'), join(dir, 'index.mjs')));
    const { handler } = (await import(pathToFileURL(join(dir, 'index.mjs')).href)) as { handler: () => number };
    expect(() => handler()).toThrow(ReferenceError);
  });
});

describe('every route bundle, imported as an ES module (strict mode) and invoked with an API Gateway v2 event of its route', () => {
  it.each(routes.map((r) => [r.id, r] as const))('%s answers without a crash or a 5xx', async (_id, route) => {
    const handler = await load(route.id);
    const res = await handler(routeEvent(route), lambdaContext(route.id));
    expect(res?.statusCode, JSON.stringify(res)).toBeGreaterThanOrEqual(200);
    expect(res?.statusCode, JSON.stringify(res)).toBeLessThan(500);
  });

  it.each(routes.map((r) => [r.id] as const))('%s is at most 300 KB minified', (id) => {
    expect(bundles.get(id)!.bytes).toBeLessThanOrEqual(ROUTE_BUNDLE_MAX_BYTES);
  });
});

describe('the sandbox PBMs\' bundle, invoked through its function URL', () => {
  it('prices a catalog NDC and refuses what is not a PBM question', async () => {
    const handler = await load(SANDBOX_PBM_FUNCTION_ID);
    const ndc = expandSeed().groups.find((g) => g.generic === 'Atorvastatin')!.labels[0]!.formulations[0]!.ndc;
    const urlEvent = (path: string, body: unknown) => ({
      version: '2.0', rawPath: path, rawQueryString: '', headers: { 'content-type': 'application/json' }, isBase64Encoded: false, body: JSON.stringify(body),
      requestContext: { http: { method: 'POST', path, protocol: 'HTTP/1.1', sourceIp: '10.0.0.1', userAgent: 'pricing' } },
    });
    const priced = (await handler(urlEvent(`/pbms/${pbmDirectory.list()[0]!.id}/prices`, { ndc, quantity: 30, pharmacies: [] }), lambdaContext(SANDBOX_PBM_FUNCTION_ID))) as { statusCode: number; body: string };
    expect(priced.statusCode).toBe(200);
    expect(JSON.parse(priced.body).breakdown.total).toBeGreaterThan(0);
    expect(((await handler(urlEvent('/pbms/nobody/prices', {}), lambdaContext(SANDBOX_PBM_FUNCTION_ID))) as { statusCode: number }).statusCode).toBe(404);
  });
});

describe('the deployment facts agree with the code', () => {
  it.each([...routes, ...jobs].map((f) => [f.id, Boolean(f.resources.pbm)] as const))('%s has resources.pbm exactly when its bundle contains the PBM client', (id, pbm) => {
    expect(bundles.get(id)!.sources.some((f) => f.endsWith('functions/domain/pricing/provider.ts'))).toBe(pbm);
  });

  it.each([...routes, ...jobs].map((f) => [f.id, Object.values(f.resources.tables ?? {}).some((a) => a.endsWith('+scan'))] as const))(
    '%s asks for a \'+scan\' table exactly when its bundle calls Scan', (id, asks) => {
      expect(callsScan(readFileSync(bundles.get(id)!.file, 'utf8')), asks ? 'the entry asks for +scan but the code never scans' : 'the code scans a table its entry grants no Scan on').toBe(asks);
    },
  );
});

describe('every job bundle of the job table, invoked with its trigger\'s event', () => {
  // The cases prepare and check through domain code, which loads the Powertools Tracer and the X-Ray
  // SDK. The bundles share those modules (imported as from the layer), and the SDK reads Lambda's
  // tracing environment once, when it loads: so load the cases only after beforeAll has set it.
  let cases: JobCases;
  beforeAll(async () => {
    cases = (await import('./job-cases')).JOB_CASES;
  });

  it.each(jobs.map((j) => [j.id, j.timeoutSeconds] as const))('%s does its work (tests/bundles/job-cases.ts)', async (id, timeoutSeconds) => {
    const handler = await load(id);
    await cases[id]((event) => handler(event, lambdaContext(id, timeoutSeconds * 1000)));
  });
});

describe('tracing, as deployed (Powertools Tracer from the layer, X-Ray active)', () => {
  const names = (segments: SentSubsegment[]): string[] => segments.flatMap((s) => [s.name, ...names(s.subsegments ?? [])]);
  const tracedCall = async (id: string, run: (handler: Handler) => Promise<unknown>) => {
    await xray.drain();
    xray.newTrace();
    await run(await load(id));
    return xray.drain();
  };

  it('a price request sends its handler subsegment, annotated with the route, and one per DynamoDB call; no drug name in any of it', async () => {
    const route = routes.find((r) => r.id === 'drug-details')!;
    // A quantity no earlier test asked for, so the answer is not in the container's cache and storage is read.
    const sent = await tracedCall(route.id, (handler) => handler(routeEvent(route, { qty: '47' }), lambdaContext(route.id)));
    const segments = subsegmentsOf(sent);
    const handlerSegment = segments.find((s) => s.name === '## index.handler');
    expect(handlerSegment?.annotations).toMatchObject({ route: 'drug-details', ColdStart: expect.any(Boolean) });
    expect(names(segments)).toContain('DynamoDB');
    expect(sent.join('\n')).not.toMatch(/atorvastatin/i);
  });

  it('a job sends its handler subsegment, annotated with the job', async () => {
    const sent = await tracedCall('signups-dispatch', (handler) => handler(scheduledEvent(), lambdaContext('signups-dispatch')));
    expect(subsegmentsOf(sent).find((s) => s.name === '## index.handler')?.annotations).toMatchObject({ route: 'signups-dispatch' });
  });

  it('every bundle imports the Tracer from the layer, which infra attaches to every function (route, job and the sandbox PBMs)', () => {
    for (const b of bundles.values()) expect(b.layerImports, b.id).toContain('@aws-lambda-powertools/tracer');
  });
});
