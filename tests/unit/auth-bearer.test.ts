import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../web/src/api/auth-token';
import { createBaseQuery } from '../../web/src/api/base-query';

describe('the base query sends the bearer token whenever signed in', () => {
  afterEach(() => setAccessToken(undefined));

  async function headersOfOneCall(): Promise<Record<string, string>> {
    const fetchFn = vi.fn(async () => new Response('{}', { status: 200 }));
    await createBaseQuery({ fetchFn: fetchFn as unknown as typeof fetch, host: 'localhost' })({ path: '/api/x', method: 'POST', body: {} }, { signal: new AbortController().signal } as BaseQueryApi, {});
    const init = (fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1];
    return init.headers as Record<string, string>;
  }

  it('adds Authorization: Bearer with a token and nothing without one', async () => {
    expect(await headersOfOneCall()).not.toHaveProperty('authorization');
    setAccessToken('header.payload.sig');
    expect(await headersOfOneCall()).toMatchObject({ authorization: 'Bearer header.payload.sig', 'content-type': 'application/json' });
    setAccessToken(undefined);
    expect(await headersOfOneCall()).not.toHaveProperty('authorization');
  });
});
