import { describe, expect, it } from 'vitest';
import { couponApiContracts } from '../../../shared/contracts/coupon-api';
import { buildOpenApiDocument } from '../../../functions/domain/coupon-api/openapi';
import { routes, type RouteDef } from '../../../functions/tables/routes';

const all = routes as readonly RouteDef[];
/** What the openapi route builds. */
const doc = buildOpenApiDocument(couponApiContracts);
type Operation = {
  operationId: string;
  security: Record<string, unknown>[];
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  responses: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
};
const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op: op as Operation })));

/** Every `$ref` in the document, to check that each one resolves. */
function refs(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refs);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [v] : refs(v)));
}

describe('the Coupon API OpenAPI document (generated from the zod contracts)', () => {
  it('is OpenAPI 3.1 with info, servers and the x-api-key security scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('RxSavvy Coupon API');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc.info.description).toContain('integer US cents');
    expect(doc.components.securitySchemes.ApiKey).toEqual({ type: 'apiKey', in: 'header', name: 'x-api-key' });
    expect(doc.servers.length).toBeGreaterThan(0);
  });

  it('lists every apiKey route of the route table, and nothing else', () => {
    const keyed = all.filter((r) => r.auth === 'api-key');
    // The openapi route documents couponApiContracts (not the route table, which would put every contract in its bundle).
    expect(couponApiContracts.map((c) => c.id)).toEqual(keyed.map((r) => r.id));
    expect(operations.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort()).toEqual(keyed.map((r) => `${r.contract.method} ${r.contract.path}`).sort());
    for (const route of keyed) expect(route.contract.path.startsWith('/v1/')).toBe(true);
  });

  it('gives each operation a unique id, the key requirement, typed query parameters and documented answers', () => {
    expect(new Set(operations.map((o) => o.op.operationId)).size).toBe(operations.length);
    for (const { path, op } of operations) {
      expect(op.security, path).toEqual([{ ApiKey: [] }]);
      for (const p of op.parameters) {
        expect(p.in).toBe('query');
        expect(typeof p.schema.type, `${path} ${p.name}`).toBe('string');
      }
      expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '403', '404', '429']);
      const ok = op.responses['200']!.content!['application/json']!.schema;
      expect(ok.type).toBe('object');
      expect(ok.$schema).toBeUndefined();
    }
  });

  it('documents money as integer cents and the limits from the contracts', () => {
    const near = operations.find((o) => o.path === '/v1/prices')!.op;
    type Row = { properties: Record<string, { type?: string; const?: string; enum?: string[] }> };
    const prices = (near.responses['200']!.content!['application/json']!.schema as { properties: { prices: { items: { oneOf: Row[] } } } }).properties.prices;
    // A row is priced (its price in cents) or not priced yet (checking / unavailable, no price).
    const priced = prices.items.oneOf.find((row) => row.properties.priceStatus!.const === 'priced')!;
    expect(priced.properties.priceCents!.type).toBe('integer');
    expect(prices.items.oneOf.find((row) => row.properties.priceStatus!.enum?.includes('checking'))!.properties.priceCents!.type).toBe('null');
    const search = operations.find((o) => o.path === '/v1/drugs/search')!.op;
    expect(search.parameters.find((p) => p.name === 'limit')?.schema).toMatchObject({ minimum: 1, maximum: 10 });
    expect(search.parameters.find((p) => p.name === 'q')?.required).toBe(true);
  });

  it('has only $refs that resolve', () => {
    for (const ref of refs(doc)) {
      const target = ref.replace(/^#\//, '').split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, ref).toBeDefined();
    }
  });
});
