import type { Contract, BodyOf, QueryOf } from '../../../shared/contract';
import type { RequestArgs, RequestKind } from './base-query';

/** Request arguments for a contract's route: the path and method are never written twice. */
export function fromContract<C extends Contract>(
  contract: C,
  input: { query?: QueryOf<C>; body?: BodyOf<C> } = {},
  kind?: RequestKind,
): RequestArgs {
  return {
    path: contract.path,
    method: contract.method === 'POST' ? 'POST' : 'GET',
    ...(input.query ? { query: input.query as Record<string, unknown> } : {}),
    ...(input.body === undefined ? {} : { body: input.body }),
    ...(kind ? { kind } : {}),
  };
}
