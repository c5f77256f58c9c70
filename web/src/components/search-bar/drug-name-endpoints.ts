import { LIMITS } from '../../../../shared/brand';
import type { drugNameContract } from '../../../../shared/contracts/drugs';
import { api } from '../../api/api';
import { fromRoute } from '../../api/from-route';
import { routeEndpoint } from '../../api/route-endpoint';

/**
 * rules#errors: a non-JSON answer or one with an error field is a failure and yields an empty list
 * (a non-200 status is an RTK Query error, which the caller also reads as an empty list).
 */
export function parseDrugNames(raw: unknown, limit: number = LIMITS.typeaheadMax): string[] {
  if (typeof raw !== 'object' || raw === null) return [];
  const { drugNames, error } = raw as { drugNames?: unknown; error?: unknown };
  if (error !== undefined && error !== null && error !== '') return [];
  if (!Array.isArray(drugNames)) return [];
  return drugNames.filter((n): n is string => typeof n === 'string').slice(0, limit);
}

/** The drug-name lookup of the typeahead, the comparison page's list and the autocomplete tool. */
export const drugNameEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    ...routeEndpoint('drug-name', (route) =>
      build.query<string[], string>({
        // rules#calls, rules#constants: query q with a limit of 10, 1 s timeout (the 'drugNameLookup' request kind).
        query: (q) => fromRoute<typeof drugNameContract>(route, { query: { q, limit: LIMITS.typeaheadMax } }, 'drugNameLookup'),
        transformResponse: (raw: unknown) => parseDrugNames(raw),
        keepUnusedDataFor: 300,
      }),
    ),
  }),
});

export const { useDrugNameQuery } = drugNameEndpoints;
