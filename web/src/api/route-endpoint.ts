import { API_ROUTES, type RouteId } from '../../../shared/api-routes';

type Route<Id extends RouteId> = (typeof API_ROUTES)[Id];

/** The camelCase of a kebab-case route id: 'tools-icd10' → 'toolsIcd10'. */
export type EndpointName<Id extends string> = Id extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<EndpointName<Tail>>}` : Id;

export function endpointName<Id extends RouteId>(id: Id): EndpointName<Id> {
  return id.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase()) as EndpointName<Id>;
}

/**
 * The RTK Query endpoint of one API route, named after the route's id:
 * `...routeEndpoint('tools-icd10', (route) => build.query({ query: (q) => fromRoute<typeof toolsIcd10Contract>(route, { query: q }) }))`
 * injects `toolsIcd10` (hook `useToolsIcd10Query`). The definition gets the route to build its
 * requests from, so the id is written once and the name cannot drift from the route it calls.
 */
export function routeEndpoint<Id extends RouteId, Definition>(id: Id, define: (route: Route<Id>) => Definition): Record<EndpointName<Id>, Definition> {
  return { [endpointName(id)]: define(API_ROUTES[id]) } as Record<EndpointName<Id>, Definition>;
}

/** `routeEndpoint` for several routes defined alike (e.g. the iRxSavvy tools' lookups). */
export function routeEndpoints<Id extends RouteId, Definition>(ids: readonly Id[], define: (route: Route<Id>) => Definition): { [K in Id as EndpointName<K>]: Definition } {
  return Object.fromEntries(ids.map((id) => [endpointName(id), define(API_ROUTES[id])])) as { [K in Id as EndpointName<K>]: Definition };
}
