import * as z from 'zod';
import type { ApiRoute, HttpMethod, RouteAuth } from './api-routes';

export type { HttpMethod } from './api-routes';

/**
 * One contract per API route: its route (from API_ROUTES: id, method, path, auth) and the zod
 * schemas of its input and output. The route table (functions/tables/routes.ts) and the handler's
 * validation and auth read the contract;
 * the web client reads only the route and the contract's types, so it never loads zod for a request.
 */
export interface Contract<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> extends ApiRoute {
  query: Q;
  body: B;
  response: R;
}

export const noInput = z.object({}).strip();

/** The contract keeps its route's literal id, method and path, so `fromRoute` can check a route against it. */
export function defineContract<
  I extends string,
  M extends HttpMethod,
  P extends string,
  Q extends z.ZodType = typeof noInput,
  B extends z.ZodType = typeof noInput,
  R extends z.ZodType = z.ZodType,
>(c: { id: I; method: M; path: P; auth: RouteAuth; query?: Q; body?: B; response: R }): Contract<Q, B, R> & { readonly id: I; readonly method: M; readonly path: P } {
  return {
    id: c.id,
    method: c.method,
    path: c.path,
    auth: c.auth,
    query: (c.query ?? noInput) as Q,
    body: (c.body ?? noInput) as B,
    response: c.response,
  };
}

export type QueryOf<C extends Contract> = z.input<C['query']>;
export type BodyOf<C extends Contract> = z.input<C['body']>;
export type ResponseOf<C extends Contract> = z.output<C['response']>;

/** Every 4xx/5xx body: `{ error: { code, message } }`. */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
