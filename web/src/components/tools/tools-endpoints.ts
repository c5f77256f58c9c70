import { api } from '../../api/api';
import type { RequestArgs } from '../../api/base-query';
import { routeEndpoints } from '../../api/route-endpoint';

/** The iRxSavvy tools' lookup routes: public GETs, each answering several views of its query. */
const TOOLS_ROUTES = [
  'tools-drug-info', 'tools-drug-classes', 'tools-ingredients', 'tools-prices', 'tools-pharmacies', 'tools-comparisons', 'tools-programs',
  'tools-icd10', 'tools-rxnorm', 'tools-status', 'tools-supply-options', 'tools-pill-packs', 'tools-schedule-options',
] as const;

export type ToolsRoute = (typeof TOOLS_ROUTES)[number];
/** A tools route's query; the route's contract checks it on the server. */
export type ToolQuery = Record<string, unknown>;

/**
 * One endpoint per tools route (`toolsIcd10`, `toolsPrograms`, …), shared by the tool pages and the
 * drug page's About section; their answers are read through the route's contract type where used.
 */
export const toolsEndpoints = api.injectEndpoints({
  endpoints: (build) =>
    routeEndpoints(TOOLS_ROUTES, (route) =>
      build.query<unknown, ToolQuery>({
        query: (query): RequestArgs => ({ path: route.path, method: route.method, query }),
        keepUnusedDataFor: 600,
      }),
    ),
});

export const { useToolsIcd10Query, useToolsProgramsQuery } = toolsEndpoints;
