import type { Contract } from '../shared/contract';
import type { TableKey } from './tables';
import { configContract } from '../shared/contracts/config';
import { clientErrorContract } from '../shared/contracts/client-error';
import { healthContract } from '../shared/contracts/health';
import { drugDetailsContract, ipZipContract, mailOrderPricingContract, priceComparisonContract, priceHistoryContract } from '../shared/contracts/prices';
import { drugFormulationContract, drugNameContract, similarDrugNamesContract } from '../shared/contracts/drugs';

/**
 * THE route table: every API route, once. infra/ makes one Lambda + one HTTP API route per
 * entry and grants exactly `resources`; the local runtime serves the same entries by calling
 * the same handlers; the admin lambda-status page lists them. `handler` names the folder
 * `functions/<handler>/handler.ts` (tests/unit/routes.test.ts checks both directions).
 */
export type Auth = 'public' | 'admin' | 'pharmacy' | 'apiKey';
export type Access = 'read' | 'write' | 'readwrite';

export interface Resources {
  tables?: Partial<Record<TableKey, Access>>;
  /** Send e-mail through SES. */
  ses?: boolean;
  /** Publish SMS through SNS. */
  sns?: boolean;
}

export interface RouteDef {
  id: string;
  contract: Contract;
  handler: string;
  auth: Auth;
  memoryMb: number;
  timeoutSeconds: number;
  resources: Resources;
}

export const routes = [
  {
    id: 'config',
    contract: configContract,
    handler: 'config',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 3,
    resources: {},
  },
  {
    id: 'clientError',
    contract: clientErrorContract,
    handler: 'client-error',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { clientErrors: 'write', rateLimits: 'readwrite' } },
  },
  {
    id: 'health',
    contract: healthContract,
    handler: 'health',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { rateLimits: 'read' } },
  },
  {
    id: 'ipZip',
    contract: ipZipContract,
    handler: 'ip-zip',
    auth: 'public',
    memoryMb: 128,
    timeoutSeconds: 3,
    resources: {},
  },
  {
    id: 'drugName',
    contract: drugNameContract,
    handler: 'drug-name',
    auth: 'public',
    memoryMb: 512,
    timeoutSeconds: 3,
    resources: { tables: { drugs: 'read' } },
  },
  {
    id: 'similarDrugNames',
    contract: similarDrugNamesContract,
    handler: 'similar-drug-names',
    auth: 'public',
    memoryMb: 512,
    timeoutSeconds: 3,
    resources: { tables: { drugs: 'read' } },
  },
  {
    id: 'drugFormulation',
    contract: drugFormulationContract,
    handler: 'drug-formulation',
    auth: 'public',
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { tables: { drugs: 'read' } },
  },
  {
    id: 'drugDetails',
    contract: drugDetailsContract,
    handler: 'drug-details',
    auth: 'public',
    memoryMb: 1024,
    timeoutSeconds: 5,
    resources: { tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } },
  },
  {
    id: 'mailOrderPricing',
    contract: mailOrderPricingContract,
    handler: 'mail-order-pricing',
    auth: 'public',
    memoryMb: 1024,
    timeoutSeconds: 5,
    resources: { tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } },
  },
  {
    id: 'priceComparison',
    contract: priceComparisonContract,
    handler: 'price-comparison',
    auth: 'public',
    memoryMb: 1024,
    timeoutSeconds: 5,
    resources: { tables: { drugs: 'read', pharmacies: 'read', competitorPrices: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } },
  },
  {
    id: 'priceHistory',
    contract: priceHistoryContract,
    handler: 'price-history',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 3,
    resources: { tables: { priceHistory: 'read' } },
  },
  // Each feature adds its entries under its own heading (keeps parallel work from colliding).
  // ── consumer journey (#4) ──
  // ── messaging (#5) ──
  // ── identity, pharmacy portal, transfer (#6) ──
  // ── admin (#6) ──
  // ── coupon API and marketplace (#7) ──
  // ── marketing and SEO (#8) ──
  // ── iRxSavvy tools (#9) ──
  // ── iRxSavvy tools part 2 (#10) ──
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof routes)[number]['id'];

export function routeKey(r: Pick<RouteDef, 'contract'>): string {
  return `${r.contract.method} ${r.contract.path}`;
}
