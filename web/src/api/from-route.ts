import type { BodyOf, Contract, QueryOf } from '../../../shared/contract';
import type { RequestArgs, RequestKind } from './base-query';

/**
 * Request arguments for an API route, typed by its contract without loading the contract (and
 * zod) at runtime: `fromRoute<typeof drugDetailsContract>(route, { query })` with a type-only
 * import of the contract, where `route` is the one `routeEndpoint` hands the endpoint. The route
 * must be the contract's own (same id); the contract type must be given (its default `never`
 * accepts no route).
 */
export function fromRoute<C extends Contract = never>(
  route: NoInfer<Pick<C, 'id' | 'method' | 'path'>>,
  input: { query?: QueryOf<C>; body?: BodyOf<C> } = {},
  kind?: RequestKind,
): RequestArgs {
  return {
    path: route.path,
    method: route.method === 'POST' ? 'POST' : 'GET',
    ...(input.query ? { query: input.query as Record<string, unknown> } : {}),
    ...(input.body === undefined ? {} : { body: input.body }),
    ...(kind ? { kind } : {}),
  };
}
