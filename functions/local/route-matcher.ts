import { routes, type RouteDef } from '../tables/routes';

interface CompiledRoute {
  route: RouteDef;
  method: string;
  pattern: RegExp;
  paramNames: string[];
}

const compiled: CompiledRoute[] = (routes as readonly RouteDef[]).map((route) => {
  const paramNames: string[] = [];
  const source = route.contract.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\+?\}$/.exec(segment);
      if (param?.[1]) {
        paramNames.push(param[1]);
        return segment.endsWith('+}') ? '(.+)' : '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { route, method: route.contract.method, pattern: new RegExp(`^${source}$`), paramNames };
});

export interface RouteMatch {
  route: RouteDef;
  pathParameters: Record<string, string>;
}

/** HTTP API matches paths case-sensitively; so do we. `undefined` means no API route. */
export function matchRoute(method: string, path: string): RouteMatch | 'method-not-allowed' | undefined {
  let pathMatched = false;
  for (const c of compiled) {
    const m = c.pattern.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (c.method !== method.toUpperCase()) continue;
    const pathParameters: Record<string, string> = {};
    c.paramNames.forEach((name, i) => {
      pathParameters[name] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { route: c.route, pathParameters };
  }
  return pathMatched ? 'method-not-allowed' : undefined;
}

/** Paths that belong to the API even when no route matches them (so they 404 as JSON, not as the SPA). */
export function isApiPath(path: string): boolean {
  return path === '/config' || path.startsWith('/api/') || path.startsWith('/v1/');
}
