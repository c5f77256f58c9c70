import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Context } from 'aws-lambda';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { defineContract } from '../../shared/contract';
import { httpHandler, type HttpEvent } from '../../functions/lib/http';
import { encodeBody, MIN_COMPRESS_BYTES, preferredEncoding } from '../../functions/lib/compress';

/**
 * API answers are compressed in the function (README "Compression"): API Gateway's HTTP API does not
 * compress, and CloudFront does not either with the CachingDisabled policy of the API behaviours.
 */
const contract = defineContract({
  id: 'compressed', method: 'GET', auth: 'public', path: '/api/compressed',
  query: z.object({ rows: z.coerce.number().int().min(0).max(100) }), body: z.object({}),
  response: z.object({ drugs: z.array(z.object({ pharmacyName: z.string(), price: z.number(), address: z.string() })) }),
});

/** A page shaped like the price answer: rows of pharmacy, price and address. */
const page = (rows: number) => ({
  drugs: Array.from({ length: rows }, (_, i) => ({ pharmacyName: `Pharmacy #${1000 + i * 13}`, price: 4 + i * 0.37, address: `${100 + i} Main St, San Diego, CA 92101` })),
});

const event = (rows: number, acceptEncoding?: string): HttpEvent => ({
  version: '2.0', routeKey: 'GET /api/compressed', rawPath: '/api/compressed', rawQueryString: `rows=${rows}`,
  headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  queryStringParameters: { rows: String(rows) }, isBase64Encoded: false,
  requestContext: {
    accountId: '1', apiId: 'a', domainName: 'x', domainPrefix: 'x', requestId: 'r', routeKey: 'GET /api/compressed', stage: '$default', time: '', timeEpoch: 0,
    http: { method: 'GET', path: '/api/compressed', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 't' },
  },
});
const context = { awsRequestId: 'l', getRemainingTimeInMillis: () => 5000 } as unknown as Context;
const handler = httpHandler(contract, async ({ query }) => page(query.rows));

describe('which encoding a caller takes', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['*', undefined],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
    [`${'x,'.repeat(10_000)}br`, undefined],
  ])('%j -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('compressed answers (lib/http.ts through lib/compress.ts)', () => {
  const plain = JSON.stringify(page(50));

  it('sends a 50-row page as brotli to a browser, base64 for API Gateway, the same JSON once decoded', async () => {
    const res = await handler(event(50, 'gzip, deflate, br, zstd'), context);
    expect(res.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', 'content-type': 'application/json; charset=utf-8' });
    expect(res.isBase64Encoded).toBe(true);
    const wire = Buffer.from(res.body!, 'base64');
    expect(brotliDecompressSync(wire).toString('utf8')).toBe(plain);
    expect(wire.length, `brotli ${wire.length} bytes of ${plain.length}`).toBeLessThan(plain.length / 4);
  });

  it('sends gzip to a caller that takes only gzip', async () => {
    const res = await handler(event(50, 'gzip'), context);
    expect(res.headers?.['content-encoding']).toBe('gzip');
    expect(gunzipSync(Buffer.from(res.body!, 'base64')).toString('utf8')).toBe(plain);
  });

  it('sends the plain JSON to a caller that asks for no encoding, still saying it varies by Accept-Encoding', async () => {
    const res = await handler(event(50), context);
    expect(res.isBase64Encoded).toBeFalsy();
    expect(res.headers?.['content-encoding']).toBeUndefined();
    expect(res.headers?.vary).toBe('accept-encoding');
    expect(res.body).toBe(plain);
  });

  it(`leaves answers under ${MIN_COMPRESS_BYTES} bytes alone`, async () => {
    const res = await handler(event(1, 'br'), context);
    expect(res.body!.length).toBeLessThan(MIN_COMPRESS_BYTES);
    expect(res.isBase64Encoded).toBeFalsy();
    expect(res.headers).not.toHaveProperty('content-encoding');
    expect(res.headers).not.toHaveProperty('vary');
  });

  it('compresses the same text once per container and gives the same bytes again', () => {
    const first = encodeBody(plain, 'br');
    const again = encodeBody(plain, 'br');
    expect(again).toEqual(first);
    expect(encodeBody(plain, 'gzip').headers['content-encoding']).toBe('gzip');
  });
});
