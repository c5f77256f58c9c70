import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createBaseQuery, encodeQuery, isRetryable, TIMEOUTS } from '../../../web/src/api/base-query';

type Call = { url: string; init: RequestInit };

function api(signal = new AbortController().signal): BaseQueryApi {
  return { signal } as BaseQueryApi;
}

function respond(status: number, body: unknown = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch that answers from a script and records every call. */
function scriptedFetch(script: Array<number | 'hang'>) {
  const calls: Call[] = [];
  const fetchFn = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, init });
    const step = script.shift() ?? 200;
    if (step === 'hang') {
      return new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
    }
    return Promise.resolve(respond(step, step >= 400 ? { error: { code: 'x', message: 'bad' } } : { ok: true }));
  });
  return { calls, fetchFn: fetchFn as unknown as typeof fetch };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('encodeQuery', () => {
  it('puts parameters in the query, objects as encoded JSON, and drops empty ones', () => {
    expect(encodeQuery({ drugName: 'Albuterol Sulfate HFA', qty: 1, coupon: { a: 1 }, x: undefined })).toBe(
      '?drugName=Albuterol+Sulfate+HFA&qty=1&coupon=%7B%22a%22%3A1%7D',
    );
    expect(encodeQuery({})).toBe('');
  });
});

describe('the base query (rules#calls)', () => {
  it('returns data on success with one call', async () => {
    const { calls, fetchFn } = scriptedFetch([200]);
    const result = await createBaseQuery({ fetchFn, host: 'localhost' })({ path: '/api/x', query: { a: 'b' } }, api(), {});
    expect(result).toEqual({ data: { ok: true } });
    expect(calls.map((c) => c.url)).toEqual(['/api/x?a=b']);
  });

  it('retries a failure once after 400 ms, at most 2 attempts, then gives up locally', async () => {
    const { calls, fetchFn } = scriptedFetch([500, 503]);
    const pending = createBaseQuery({ fetchFn, host: 'localhost' })({ path: '/api/x' }, api(), {});
    await vi.advanceTimersByTimeAsync(399);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(calls).toHaveLength(2);
    expect(result).toEqual({ error: { kind: 'http', status: 503, data: { error: { code: 'x', message: 'bad' } } } });
  });

  it('sends to the backup base on an allowed host after the retry fails', async () => {
    const { calls, fetchFn } = scriptedFetch([500, 500, 200]);
    const pending = createBaseQuery({ fetchFn, host: 'rxsavvy.com' })({ path: '/api/x' }, api(), {});
    await vi.advanceTimersByTimeAsync(400);
    expect(await pending).toEqual({ data: { ok: true } });
    expect(calls.map((c) => c.url)).toEqual(['/api/x', '/api/x', 'https://backup.rxsavvy.com/api/x']);
  });

  it('never retries a 401', async () => {
    const { calls, fetchFn } = scriptedFetch([401]);
    const result = await createBaseQuery({ fetchFn, host: 'rxsavvy.com' })({ path: '/api/x' }, api(), {});
    expect(calls).toHaveLength(1);
    expect(result).toMatchObject({ error: { kind: 'http', status: 401 } });
  });

  it('times out a GET after 10 s and a drug-name lookup after 1 s', async () => {
    expect(TIMEOUTS).toEqual({ get: 10_000, truePost: 60_000, drugNameLookup: 1_000 });
    const { calls, fetchFn } = scriptedFetch(['hang', 'hang']);
    const pending = createBaseQuery({ fetchFn, host: 'localhost' })({ path: '/api/drugname', kind: 'drugNameLookup' }, api(), {});
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(400 + 1_000);
    expect(await pending).toEqual({ error: { kind: 'timeout', status: 0 } });
    expect(calls).toHaveLength(2);
  });

  it('gives a true POST 60 s and sends its JSON body', async () => {
    const { calls, fetchFn } = scriptedFetch(['hang', 200]);
    const pending = createBaseQuery({ fetchFn, host: 'localhost' })({ path: '/api/ecsprice0', method: 'POST', body: { a: 1 } }, api(), {});
    await vi.advanceTimersByTimeAsync(59_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 400);
    expect(await pending).toEqual({ data: { ok: true } });
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(calls[0]?.init.method).toBe('POST');
  });

  it('cancels for real and does not retry a cancelled request', async () => {
    const { calls, fetchFn } = scriptedFetch(['hang']);
    const controller = new AbortController();
    const pending = createBaseQuery({ fetchFn, host: 'rxsavvy.com' })({ path: '/api/ecsdosage0' }, api(controller.signal), {});
    controller.abort();
    expect(await pending).toEqual({ error: { kind: 'cancelled', status: 0 } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });

  it('asks once more, 400 ms later, for an answer the request marks as unanswered', async () => {
    const { calls, fetchFn } = scriptedFetch([200, 200, 200]);
    const unanswered = vi.fn(() => true);
    const pending = createBaseQuery({ fetchFn, host: 'localhost' })({ path: '/api/ecsdosage0', unanswered }, api(), {});
    await vi.advanceTimersByTimeAsync(399);
    expect(calls).toHaveLength(1);
    expect(unanswered).toHaveBeenCalledWith({ ok: true });
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ data: { ok: true } });
    expect(calls).toHaveLength(2);
  });

  it('an unanswered request cancelled while it waits is not sent again', async () => {
    const { calls, fetchFn } = scriptedFetch([200]);
    const controller = new AbortController();
    const pending = createBaseQuery({ fetchFn, host: 'localhost' })({ path: '/api/ecsdosage0', unanswered: () => true }, api(controller.signal), {});
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await pending).toEqual({ error: { kind: 'cancelled', status: 0 } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(1);
  });

  it('classifies what is retryable', () => {
    expect(isRetryable({ kind: 'http', status: 400 })).toBe(true);
    expect(isRetryable({ kind: 'http', status: 401 })).toBe(false);
    expect(isRetryable({ kind: 'timeout', status: 0 })).toBe(true);
    expect(isRetryable({ kind: 'cancelled', status: 0 })).toBe(false);
  });
});
