import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { toHttpApiEvent } from '../../functions/local/http-event';

const captured = JSON.parse(readFileSync(new URL('../fixtures/http-api-v2-event.json', import.meta.url), 'utf8'));

/** The shape of a value: object keys (recursively) and primitive types, not the values. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shape(value[0])] : [];
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, shape((value as Record<string, unknown>)[k])]));
  }
  return typeof value;
}

function fakeRequest(body: string): IncomingMessage {
  const req = Readable.from([]) as unknown as IncomingMessage;
  Object.assign(req, {
    method: 'POST',
    url: '/my/path?parameter1=value1&parameter1=value2&parameter2=value',
    httpVersion: '1.1',
    headers: {
      accept: '*/*',
      'content-length': String(Buffer.byteLength(body)),
      'content-type': 'application/json',
      header2: 'value1,value2',
      host: 'id.execute-api.us-east-1.amazonaws.com',
      'user-agent': 'agent',
      'x-amzn-trace-id': 'Root=1-5e6a8a1e-7a3b2c1d0e9f8a7b6c5d4e3f',
      'x-forwarded-for': '192.0.2.1',
      'x-forwarded-port': '443',
      'x-forwarded-proto': 'https',
      cookie: 'cookie1=a; cookie2=b',
    },
    socket: { remoteAddress: '::ffff:192.0.2.1' },
  });
  return req;
}

describe('toHttpApiEvent', () => {
  const body = captured.body as string;
  const event = toHttpApiEvent(fakeRequest(body), Buffer.from(body), {
    routeKey: 'POST /my/path',
    pathParameters: { parameter1: 'value1' },
  }, new Date(captured.requestContext.timeEpoch));

  it('has exactly the shape of an event captured from a real HTTP API', () => {
    expect(shape(event)).toEqual(shape(captured));
  });

  it('carries the request the way API Gateway does', () => {
    expect(event.rawPath).toBe(captured.rawPath);
    expect(event.rawQueryString).toBe(captured.rawQueryString);
    expect(event.queryStringParameters).toEqual(captured.queryStringParameters);
    expect(event.cookies).toEqual(captured.cookies);
    expect(event.headers).toEqual(captured.headers);
    expect(event.body).toBe(captured.body);
    expect(event.isBase64Encoded).toBe(false);
    expect(event.requestContext.http).toEqual(captured.requestContext.http);
    expect(event.requestContext.time).toBe(captured.requestContext.time);
    expect(event.routeKey).toBe(captured.routeKey);
  });

  it('base64-encodes binary bodies and leaves out empty parts', () => {
    const req = fakeRequest('');
    req.headers['content-type'] = 'application/octet-stream';
    req.headers.cookie = undefined;
    req.url = '/my/path';
    const binary = toHttpApiEvent(req, Buffer.from([0, 255, 1]), { routeKey: 'POST /my/path' });
    expect(binary.isBase64Encoded).toBe(true);
    expect(binary.body).toBe(Buffer.from([0, 255, 1]).toString('base64'));
    expect(binary.cookies).toBeUndefined();
    expect(binary.queryStringParameters).toBeUndefined();
    expect(binary.pathParameters).toBeUndefined();
  });
});
