import type { RouteDef } from '../../../functions/tables/routes';
import { CONTENT_TYPES, HOSTILE_HEADERS, HOSTILE_STRINGS, MALFORMED_JSON, PATH_SUFFIXES, RAW_QUERIES, WRONG_TYPES } from './hostile-values';
import { plausibleValue, routeFields } from './route-fields';

export interface FuzzRequest {
  index: number;
  kind: string;
  route: RouteDef;
  method: string;
  /** Raw request target (path and query), sent as is: no URL normalization. */
  target: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Credentials that let a hostile request past the gate of its route, so its input reaches the handler. */
export type Credentials = (route: RouteDef) => Record<string, string>;

interface Draw {
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

type Shape = Omit<FuzzRequest, 'index' | 'kind' | 'route'>;
type Generator = (route: RouteDef, draw: Draw) => Shape;

const ONE_MB = 1024 * 1024;
const json = { 'content-type': 'application/json' };

/** Every field of the route, each either plausible or replaced by `hostile()` (at least one hostile). */
function fieldsWith(route: RouteDef, draw: Draw, hostile: () => unknown): Record<string, unknown> {
  const fields = routeFields(route);
  const out: Record<string, unknown> = {};
  const forced = fields.length ? draw.pick(fields).name : 'unexpected';
  for (const f of fields) out[f.name] = f.name === forced || draw.chance(0.3) ? hostile() : plausibleValue(f);
  if (!fields.length) out[forced] = hostile();
  return out;
}

const queryOf = (values: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])).toString();

/** A GET carries the fields in its query string, a POST in a JSON body. */
function withFields(route: RouteDef, values: Record<string, unknown>): Shape {
  if (route.contract.method === 'GET') return { method: 'GET', target: `${route.contract.path}?${queryOf(values)}`, headers: {} };
  return { method: 'POST', target: route.contract.path, headers: json, body: JSON.stringify(values) };
}

/** Like withFields, but the body's text is written by hand (keys JSON.stringify would drop or rename). */
function rawBody(route: RouteDef, text: string, query: string): Shape {
  if (route.contract.method === 'GET') return { method: 'GET', target: `${route.contract.path}?${query}`, headers: json, body: text };
  return { method: 'POST', target: route.contract.path, headers: json, body: text };
}

export const GENERATORS: Record<string, Generator> = {
  'hostile strings': (route, draw) => withFields(route, fieldsWith(route, draw, () => draw.pick(HOSTILE_STRINGS))),
  'wrong types': (route, draw) => withFields(route, fieldsWith(route, draw, () => draw.pick(WRONG_TYPES))),
  'raw query': (route, draw) => ({ method: route.contract.method, target: `${route.contract.path}?${draw.pick(RAW_QUERIES)}`, headers: json, ...(route.contract.method === 'POST' ? { body: '{}' } : {}) }),
  'prototype keys': (route, draw) => {
    const fields = routeFields(route).map((f) => `"${f.name}":${JSON.stringify(plausibleValue(f))}`);
    const polluting = draw.pick(['"__proto__":{"polluted":"yes","admin":true}', '"constructor":{"prototype":{"polluted":"yes"}}', '"__proto__":null', '"prototype":{"polluted":"yes"}']);
    return rawBody(route, `{${[polluting, ...fields].join(',')}}`, draw.pick(RAW_QUERIES.filter((q) => /proto|constructor/.test(q))));
  },
  'malformed JSON': (route, draw) => rawBody(route, draw.pick(MALFORMED_JSON), 'q=%7B'),
  'wrong content type': (route, draw) => {
    const shape = withFields(route, fieldsWith(route, draw, () => draw.pick(HOSTILE_STRINGS)));
    const type = draw.pick(CONTENT_TYPES);
    const body = shape.body ?? 'a=1&b=2';
    const headers: Record<string, string> = type ? { 'content-type': type } : {};
    return { ...shape, headers, body: type?.includes('utf-16') ? Buffer.from(String(body), 'utf16le') : body };
  },
  '1 MB body': (route, draw) => {
    const size = draw.pick([ONE_MB - 64, ONE_MB, ONE_MB + 1]);
    const field = routeFields(route)[0]?.name ?? 'x';
    const body = draw.chance(0.5) ? `{"${field}":"${'a'.repeat(size - field.length - 7)}"}` : Buffer.alloc(size, draw.pick(['{', 'a', '\u0000']));
    return { method: route.contract.method, target: route.contract.path, headers: json, body };
  },
  'hostile headers': (route, draw) => ({ ...withFields(route, fieldsWith(route, draw, () => plausibleValue({ name: 'x' }))), headers: { ...json, ...draw.pick(HOSTILE_HEADERS) } }),
  'path and method': (route, draw) => {
    const method = draw.chance(0.5) ? draw.pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', route.contract.method === 'GET' ? 'POST' : 'GET']) : route.contract.method;
    const path = draw.chance(0.2) ? route.contract.path.toUpperCase() : `${route.contract.path}${draw.pick(PATH_SUFFIXES)}`;
    return { method, target: path, headers: json, ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }) };
  },
};

/**
 * The index-th hostile request of a seeded run: a route of the route table (round robin, so every
 * route and method gets its share), a kind of attack, and half of the time the credentials its
 * auth asks for.
 */
export function hostileRequest(index: number, routes: readonly RouteDef[], draw: Draw, credentials: Credentials): FuzzRequest {
  const route = routes[index % routes.length]!;
  const kinds = Object.keys(GENERATORS);
  const kind = kinds[Math.floor(index / routes.length) % kinds.length]!;
  const shape = GENERATORS[kind]!(route, draw);
  const auth = draw.chance(0.5) ? credentials(route) : {};
  return { index, kind, route, ...shape, headers: { ...auth, ...shape.headers } };
}
