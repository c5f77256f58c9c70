import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineContract } from '../../shared/contract';
import type { HttpEvent } from '../../functions/lib/http';

/**
 * What a Lambda writes for CloudWatch: EMF metrics (namespace RxSavvy, dimensions service + route)
 * and Powertools log lines carrying the request's correlation id. Metrics are off in the rest of
 * the suite (POWERTOOLS_DEV) and in the local runtime; here they are on, as in AWS.
 */
const contract = defineContract({
  id: 'observed', method: 'POST', auth: 'public', path: '/api/observed',
  query: z.object({}), body: z.object({ n: z.number() }), response: z.object({ ok: z.boolean() }),
});

const event = (body: unknown): HttpEvent => ({
  version: '2.0', routeKey: 'POST /api/observed', rawPath: '/api/observed', rawQueryString: '', headers: { 'content-type': 'application/json' }, isBase64Encoded: false,
  body: JSON.stringify(body),
  requestContext: {
    accountId: '1', apiId: 'a', domainName: 'x', domainPrefix: 'x', requestId: 'apigw-req-7', routeKey: 'POST /api/observed', stage: '$default', time: '', timeEpoch: 0,
    http: { method: 'POST', path: '/api/observed', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 't' },
  },
});
const context = { awsRequestId: 'lambda-req-1', getRemainingTimeInMillis: () => 1000 } as unknown as Context;

let out: string[];
beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('POWERTOOLS_DEV', 'false');
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.stubEnv('LOG_LEVEL', 'info');
  out = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (out.push(String(chunk)), true));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

type EmfRecord = Record<string, unknown> & { _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][] }[] } };
const emf = () => out.flatMap((l) => l.split('\n')).filter((l) => l.includes('"_aws"')).map((l) => JSON.parse(l) as EmfRecord);

async function handlerThat(fn: (n: number) => Promise<{ ok: boolean }>) {
  const { httpHandler } = await import('../../functions/lib/http');
  const { countMetric } = await import('../../functions/lib/metrics');
  return httpHandler(contract, async ({ body }) => {
    countMetric('PbmsAnswered', 12);
    return fn(body.n);
  });
}

describe('metrics and logs (Powertools)', () => {
  it('writes one EMF record per request with the domain counts, by route, and no Requests or Latency (Lambda\'s Invocations and Duration)', async () => {
    const handler = await handlerThat(async () => ({ ok: true }));
    const res = await handler(event({ n: 1 }), context);
    expect(res.headers?.['x-request-id']).toBe('apigw-req-7');
    const [record] = emf();
    expect(record!._aws.CloudWatchMetrics[0]).toMatchObject({ Namespace: 'RxSavvy', Dimensions: [expect.arrayContaining(['service', 'route'])] });
    expect(record).toMatchObject({ service: 'rxsavvy', route: 'observed', PbmsAnswered: 12 });
    expect(record, 'per-route Requests duplicate the function\'s Invocations').not.toHaveProperty('Requests');
    expect(record, 'per-route Latency duplicates the function\'s Duration').not.toHaveProperty('Latency');
    expect(record!.Errors5xx).toBeUndefined();
  });

  it('writes nothing for a request that counted nothing', async () => {
    const { httpHandler } = await import('../../functions/lib/http');
    const quiet = httpHandler(contract, async () => ({ ok: true }));
    expect((await quiet(event({ n: 1 }), context)).statusCode).toBe(200);
    expect(emf()).toEqual([]);
  });

  it('counts 4xx and 5xx answers apart', async () => {
    const handler = await handlerThat(async () => {
      throw new Error('boom');
    });
    await handler(event({ n: 1 }), context);
    await handler(event({ n: 'x' }), context);
    const [crash, bad] = emf();
    expect(crash).toMatchObject({ Errors5xx: 1 });
    expect(crash).not.toHaveProperty('Errors4xx');
    expect(bad).toMatchObject({ Errors4xx: 1 });
    expect(bad).not.toHaveProperty('Errors5xx');
  });

  it('writes one EMF record per PBM call (calls, errors, latency) with the PBM id and no route, and no empty-store warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { pbmCallMetrics } = await import('../../functions/lib/metrics');
    pbmCallMetrics('pbm-a', 42, false);
    pbmCallMetrics('pbm-b', 7, true);
    const records = emf().filter((r) => r.pbm !== undefined);
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ pbm: 'pbm-a', PbmCalls: 1, PbmErrors: 0, PbmLatency: 42 });
    expect(records[1]).toMatchObject({ pbm: 'pbm-b', PbmCalls: 1, PbmErrors: 1, PbmLatency: 7 });
    expect(records[1]!.route).toBeUndefined();
    expect(records[1]!._aws.CloudWatchMetrics[0]!.Dimensions).toEqual([expect.arrayContaining(['service', 'pbm'])]);
    expect(warn).not.toHaveBeenCalled();
    expect(out.join('')).not.toContain('No application metrics');
  });

  it('writes nothing, and warns of nothing, for a PBM call while metrics are off (the local runtime)', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
    const warn = vi.spyOn(console, 'warn');
    const { pbmCallMetrics } = await import('../../functions/lib/metrics');
    pbmCallMetrics('pbm-a', 42, false);
    expect(emf()).toHaveLength(0);
    expect(warn).not.toHaveBeenCalled();
    expect(out.join('')).not.toContain('No application metrics');
  });

  it('counts a shed request under its route and once more over every route (service only), for the shed-rate alarm', async () => {
    const { httpHandler } = await import('../../functions/lib/http');
    const slow = httpHandler(contract, () => new Promise<{ ok: boolean }>((resolve) => setTimeout(() => resolve({ ok: true }), 1000)));
    const res = await slow(event({ n: 1 }), { ...context, getRemainingTimeInMillis: () => 450 } as Context);
    expect(res.statusCode).toBe(503);
    const records = emf();
    const perRoute = records.find((r) => r.route === 'observed');
    expect(perRoute).toMatchObject({ LoadShed: 1, Errors5xx: 1 });
    const acrossRoutes = records.find((r) => r.route === undefined);
    expect(acrossRoutes, 'a LoadShed record without the route dimension').toMatchObject({ service: 'rxsavvy', LoadShed: 1 });
    expect(acrossRoutes!._aws.CloudWatchMetrics[0]!.Dimensions).toEqual([['service']]);
  });

  it('logs the request line as structured JSON with the correlation id, and no request data', async () => {
    const handler = await handlerThat(async () => ({ ok: true }));
    await handler(event({ n: 42, email: 'jane@example.com' }), context);
    const lines = out.flatMap((l) => l.split('\n')).filter((l) => l.startsWith('{') && !l.includes('"_aws"')).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'INFO', message: 'request', service: 'rxsavvy', route: 'observed', requestId: 'apigw-req-7', status: 200 }));
    expect(out.join('')).not.toContain('jane@example.com');
  });

  it('job failures are counted under the job id', async () => {
    const { jobHandler } = await import('../../functions/lib/job');
    const job = jobHandler('signups-dispatch', async () => {
      throw new Error('down');
    });
    await expect(job({} as never, context)).rejects.toThrow('down');
    expect(emf()).toContainEqual(expect.objectContaining({ route: 'signups-dispatch', JobFailures: 1 }));
  });
});
