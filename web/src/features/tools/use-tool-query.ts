import { endpointName } from '../../api/route-endpoint';
import { useDrugNameQuery } from '../../components/search-bar/drug-name-endpoints';
import { toolsEndpoints, type ToolQuery } from '../../components/tools/tools-endpoints';
import type { ToolRequest } from './tool-types';

interface ToolQueryState {
  data?: unknown;
  error?: unknown;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The autocomplete tool asks the typeahead's own lookup (the drug-name route's one endpoint). */
const useDrugNameLookup = (query: ToolQuery): ToolQueryState => useDrugNameQuery(String(query.q ?? ''));

/**
 * The answer to a tool's request, from the endpoint of the route it asks. A tool's route never
 * changes while its page is open (the frame keys the tool's body by its slug), so the hook
 * called is always the same one.
 */
export function useToolQuery({ route, query }: ToolRequest): ToolQueryState {
  const useRouteQuery: (query: ToolQuery) => ToolQueryState = route === 'drug-name' ? useDrugNameLookup : toolsEndpoints.endpoints[endpointName(route)].useQuery;
  return useRouteQuery(query);
}
