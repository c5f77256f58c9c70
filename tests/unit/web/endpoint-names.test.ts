import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES, type RouteId } from '../../../shared/api-routes';
import { api } from '../../../web/src/api/api';
import { endpointName } from '../../../web/src/api/route-endpoint';
import { makeStore } from '../../../web/src/app/store';

/** Every file that injects endpoints into the one slice: web/src/**\/<feature>-endpoints.ts and web/src/api/config-endpoints.ts. */
const endpointFiles = import.meta.glob('../../../web/src/**/*-endpoints.ts', { eager: true });

type Initiate = (arg: unknown) => ThunkAction<{ abort(): void }, unknown, unknown, UnknownAction>;
const endpoints = Object.entries(api.endpoints as Record<string, { initiate: Initiate }>);

const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const routeOf = (name: string) => API_ROUTES[kebabCase(name) as RouteId];

/** A fetch that records each request and answers none (until the request is aborted). */
function recordRequests() {
  const sent: { path: string; method: string }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ path: new URL(url, 'http://localhost').pathname, method: init.method ?? 'GET' });
    return new Promise<never>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('web endpoints are named after their API routes', () => {
  it('reads every endpoints file', () => {
    expect(Object.keys(endpointFiles)).toEqual(expect.arrayContaining(['../../../web/src/api/config-endpoints.ts', '../../../web/src/features/search/search-endpoints.ts']));
    expect(endpoints.map(([name]) => name)).toEqual(expect.arrayContaining(['config', 'drugDetails', 'toolsIcd10', 'couponEmail', 'ipZip']));
  });

  it.each(endpoints.map(([name]) => name))("%s is the camelCase of an API_ROUTES key", (name) => {
    expect(Object.keys(API_ROUTES)).toContain(kebabCase(name));
    expect(endpointName(kebabCase(name) as RouteId)).toBe(name);
  });

  // Every endpoint takes its argument as the request's query or body (or takes none), so an empty
  // object is enough to see where it sends the request; what the server accepts is not under test.
  it.each(endpoints)('%s sends its request to its route', async (name, endpoint) => {
    const sent = recordRequests();
    const request = makeStore().dispatch(endpoint.initiate({}));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    request.abort();
    const route = routeOf(name);
    expect(sent[0]).toEqual({ path: route.path, method: route.method });
  });
});

describe('endpointName', () => {
  it('camelCases a kebab-case route id', () => {
    expect(endpointName('tools-icd10')).toBe('toolsIcd10');
    expect(endpointName('ip-zip')).toBe('ipZip');
    expect(endpointName('coupon-api-drug-search')).toBe('couponApiDrugSearch');
    expect(endpointName('config')).toBe('config');
  });
});
