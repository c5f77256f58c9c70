import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes, routeKey, type RouteDef } from '../../functions/tables/routes';
import { tables } from '../../functions/tables/dynamodb';

const ROUTES_DIR = join(import.meta.dirname, '..', '..', 'functions', 'routes');
const all = routes as readonly RouteDef[];

describe('the route table', () => {
  it('has unique ids and unique method + path pairs', () => {
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    expect(new Set(all.map(routeKey)).size).toBe(all.length);
  });

  // Imports every handler (about 100 modules): slow on a loaded 2-core machine, hence the longer limit.
  it('points every route at a handler.ts that exports `handler`', { timeout: 60_000 }, async () => {
    for (const route of all) {
      const file = join(ROUTES_DIR, route.id, 'handler.ts');
      expect(existsSync(file), `${route.id}: ${file} is missing`).toBe(true);
      const mod = (await import(file)) as { handler?: unknown };
      expect(typeof mod.handler, `${route.id}: handler export`).toBe('function');
    }
  });

  it('has a route for every handler folder (no orphan handlers)', () => {
    const folders = readdirSync(ROUTES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(ROUTES_DIR, d.name, 'handler.ts')))
      .map((d) => d.name);
    const used = new Set(all.map((r) => r.id));
    expect(folders.filter((f) => !used.has(f))).toEqual([]);
  });

  it('lists only known tables and sane limits', () => {
    for (const route of all) {
      expect(route.contract.path.startsWith('/'), route.id).toBe(true);
      for (const key of Object.keys(route.resources.tables ?? {})) expect(Object.keys(tables)).toContain(key);
      expect(route.memoryMb).toBeGreaterThanOrEqual(128);
      expect(route.timeoutSeconds).toBeLessThanOrEqual(29);
    }
  });
});
