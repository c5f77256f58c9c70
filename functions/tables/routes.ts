import type { RouteAuth, RouteId } from '../../shared/api-routes';
import type { Contract } from '../../shared/contract';
import type { TableKey } from './dynamodb';
import { configContract } from '../../shared/contracts/config';
import { clientErrorContract } from '../../shared/contracts/client-error';
import { healthContract } from '../../shared/contracts/health';
import { drugDetailsContract, ipZipContract, mailOrderPricingContract, priceComparisonContract, priceHistoryContract } from '../../shared/contracts/prices';
import { drugFormulationContract, drugNameContract, similarDrugNamesContract } from '../../shared/contracts/drugs';
import { toolsPillPacksContract, toolsScheduleOptionsContract, toolsSupplyOptionsContract } from '../../shared/contracts/tools-regimen';
import {
  signupsDevDispatchContract, signupConfirmContract, signupDeleteContract, signupDeleteRequestContract, signupRefilledContract, signupSubscribeContract,
  signupUnsubscribeContract,
} from '../../shared/contracts/signups';
import {
  openapiContract, couponApiDrugSearchContract, couponApiDrugFormulationsContract, couponApiMailOrderPricesContract, couponApiPopularDrugsContract,
  couponApiPricesAtPharmaciesContract, couponApiPricesNearContract,
} from '../../shared/contracts/coupon-api';
import {
  benefitManagerAdminContract, marketplaceAdminCustomersContract, marketplaceRegisterContract, marketplaceAdminUsageContract, marketplaceAdminMeteringContract,
  marketplaceRegisterCustomerContract, marketplaceAdminKeyRevokeContract, marketplaceAdminKeyRotateContract,
} from '../../shared/contracts/marketplace';
import { adminPriceHistoryContract, adminClaimAnalysisContract, adminClearCacheContract, adminLambdaStatusContract, adminPharmacyExplainerContract, adminPriceExplainerContract } from '../../shared/contracts/admin';
import { adminCompetitorObservationContract } from '../../shared/contracts/competitor-prices';
import {
  contactEmailContract, couponEmailContract, couponSmsContract, couponViewContract, devOutboxContract, listUnsubscribeContract, newsletterConfirmContract, newsletterContract,
  newsletterUnsubscribeContract,
} from '../../shared/contracts/messaging';
import { priceAlertConfirmContract, priceAlertSubscribeContract, priceAlertUnsubscribeContract } from '../../shared/contracts/price-alerts';
import { featuredSavingsContract } from '../../shared/contracts/featured';
import { pageViewContract } from '../../shared/contracts/analytics';
import { toolsDrugClassesContract, toolsDrugInfoContract, toolsIngredientsContract } from '../../shared/contracts/tools';
import { toolsComparisonsContract, toolsPharmaciesContract, toolsPricesContract, toolsProgramsContract } from '../../shared/contracts/tools-prices';
import { toolsIcd10Contract, toolsRxnormContract, toolsStatusContract } from '../../shared/contracts/tools-codes';
import { pharmacyPortalFeesContract, pharmacyPortalAdminContract, pharmacyPortalConfirmContract, pharmacyPortalContract } from '../../shared/contracts/pharmacy-portal';
import { prescriptionTransferContract } from '../../shared/contracts/transfer';

/**
 * THE route table: the deployment facts of every API route, once (its id, method, path and auth
 * live in API_ROUTES, through its contract). infra/ makes one Lambda + one HTTP API route per
 * entry and grants exactly `resources`; the local runtime serves the same entries by calling
 * the same handlers; the admin lambda-status page lists them. The handler is
 * `functions/routes/<id>/handler.ts` (tests/unit/routes.test.ts checks both directions).
 */
export type Access = 'read' | 'write' | 'readwrite';

export interface Resources {
  tables?: Partial<Record<TableKey, Access>>;
  /** Send e-mail through SES. */
  ses?: boolean;
  /** Publish SMS through SNS. */
  sns?: boolean;
  /** Read Lambda metrics from CloudWatch (GetMetricData has no resource-level permissions). */
  cloudwatchRead?: boolean;
  /** Read the configuration of the route-table functions (never their code or environment). */
  lambdaRead?: boolean;
  /** Create invalidations on the site's CloudFront distribution (and no other). */
  cloudfrontInvalidate?: boolean;
  /** Sign coupons (price routes) or check their signature (messaging, coupon views): reads the COUPON_SIGNING_KEY secret. */
  couponSigning?: boolean;
  /** Call AWS Marketplace ResolveCustomer, and receive the registration-session secret (MARKETPLACE_SESSION_SECRET). */
  marketplaceRegistration?: boolean;
  /** Call AWS Marketplace BatchMeterUsage (the hourly metering job). */
  marketplaceMetering?: boolean;
  /**
   * Ask the PBMs: read the stage's PBM endpoint parameter (SSM) and call them (the sandbox
   * simulator's IAM-authorized function URL in dev and staging). tests/bundles checks that a
   * function has it exactly when its bundle contains the PBM client.
   */
  pbm?: boolean;
}

interface Deployment {
  memoryMb: number;
  timeoutSeconds: number;
  resources: Resources;
  /**
   * Reserved concurrency (staging and prod; a new account's limit of 10 leaves nothing to reserve in
   * dev). Set on the public routes a flood can drive: it caps them, so a scraper on prices cannot
   * take the concurrency the sign-in, portal and admin routes need. Sized from the load test: a warm
   * price answer takes ~10 ms, so 200 concurrent functions serve about 20,000 requests a second.
   */
  reservedConcurrency?: number;
}

export interface RouteDef extends Deployment {
  /** Its API_ROUTES key: the folder functions/routes/<id>/, the Lambda name and the logs' `route`. */
  readonly id: string;
  readonly auth: RouteAuth;
  readonly contract: Contract;
}

function route(contract: Contract & { id: RouteId }, deployment: Deployment): RouteDef {
  return { id: contract.id, auth: contract.auth, contract, ...deployment };
}

export const routes: readonly RouteDef[] = [
  route(configContract, {
    memoryMb: 256,
    timeoutSeconds: 3,
    resources: {},
  }),
  route(clientErrorContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { clientErrors: 'write', rateLimits: 'readwrite' } },
  }),
  route(healthContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { rateLimits: 'read' } },
  }),
  route(ipZipContract, {
    memoryMb: 128,
    timeoutSeconds: 3,
    resources: {},
  }),
  route(drugNameContract, {
    memoryMb: 512,
    timeoutSeconds: 3,
    reservedConcurrency: 100,
    resources: { tables: { drugs: 'read' } },
  }),
  route(similarDrugNamesContract, {
    memoryMb: 512,
    timeoutSeconds: 3,
    reservedConcurrency: 50,
    resources: { tables: { drugs: 'read' } },
  }),
  route(drugFormulationContract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    reservedConcurrency: 100,
    resources: { pbm: true, tables: { drugs: 'read' } },
  }),
  route(drugDetailsContract, {
    memoryMb: 1024,
    timeoutSeconds: 5,
    reservedConcurrency: 200,
    resources: { pbm: true, couponSigning: true, tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } },
  }),
  route(mailOrderPricingContract, {
    memoryMb: 1024,
    timeoutSeconds: 5,
    reservedConcurrency: 50,
    resources: { pbm: true, couponSigning: true, tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } },
  }),
  route(priceComparisonContract, {
    memoryMb: 1024,
    timeoutSeconds: 5,
    reservedConcurrency: 20,
    resources: { pbm: true, couponSigning: true, tables: { drugs: 'read', pharmacies: 'read', competitorPrices: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } },
  }),
  route(priceHistoryContract, {
    memoryMb: 256,
    timeoutSeconds: 3,
    resources: { tables: { priceHistory: 'read' } },
  }),
  // Each feature adds its entries under its own heading (keeps parallel work from colliding).
  // ── consumer journey ──
  route(featuredSavingsContract, {
    // Reads the cards the featured-savings-refresh job computed; asks no PBM.
    memoryMb: 256,
    timeoutSeconds: 3,
    reservedConcurrency: 50,
    resources: { tables: { featuredSavings: 'readwrite' } },
  }),
  // ── messaging ──
  route(couponViewContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { couponSigning: true, tables: { couponViews: 'write', rateLimits: 'readwrite' } },
  }),
  route(couponEmailContract, {
    memoryMb: 512,
    timeoutSeconds: 10,
    resources: { couponSigning: true, tables: { rateLimits: 'readwrite', suppressions: 'read' }, ses: true },
  }),
  route(couponSmsContract, {
    memoryMb: 512,
    timeoutSeconds: 10,
    resources: { couponSigning: true, tables: { rateLimits: 'readwrite', suppressions: 'read' }, sns: true },
  }),
  route(contactEmailContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { rateLimits: 'readwrite', suppressions: 'read' }, ses: true },
  }),
  route(newsletterContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { newsletter: 'readwrite', rateLimits: 'readwrite', suppressions: 'read' }, ses: true },
  }),
  route(newsletterConfirmContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { newsletter: 'readwrite' } },
  }),
  route(newsletterUnsubscribeContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { newsletter: 'readwrite' } },
  }),
  route(priceAlertSubscribeContract, {
    memoryMb: 512,
    timeoutSeconds: 10,
    resources: { pbm: true, tables: { drugs: 'read', priceAlerts: 'readwrite', rateLimits: 'readwrite', suppressions: 'read' }, ses: true, sns: true },
  }),
  route(priceAlertConfirmContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { pbm: true, tables: { priceAlerts: 'readwrite' } },
  }),
  route(listUnsubscribeContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { pbm: true, tables: { priceAlerts: 'readwrite', signups: 'readwrite' } },
  }),
  route(priceAlertUnsubscribeContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { pbm: true, tables: { priceAlerts: 'readwrite' } },
  }),
  // Local only (the function answers 404 in a deployed stage): the capture outbox of `npm start`.
  route(devOutboxContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: {},
  }),
  // ── identity, pharmacy portal, transfer ──
  route(pharmacyPortalContract, {
    // Anonymous (typed e-mail, confirmed by link) or signed in (verified); a sent token is checked.
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { pharmacyOptIns: 'readwrite', rateLimits: 'readwrite', suppressions: 'read' }, ses: true },
  }),
  route(pharmacyPortalConfirmContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { pharmacyOptIns: 'readwrite' } },
  }),
  route(pharmacyPortalFeesContract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { pbm: true, tables: { drugs: 'read' } },
  }),
  route(pharmacyPortalAdminContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { pharmacyOptIns: 'read' } },
  }),
  route(prescriptionTransferContract, {
    memoryMb: 512,
    timeoutSeconds: 3,
    resources: { tables: { pharmacies: 'read' } },
  }),
  // ── admin ──
  route(adminLambdaStatusContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { cloudwatchRead: true, lambdaRead: true },
  }),
  route(adminCompetitorObservationContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { drugs: 'read', competitorPrices: 'write' } },
  }),
  route(adminClearCacheContract, {
    memoryMb: 256,
    timeoutSeconds: 29,
    resources: { tables: { priceCache: 'readwrite' }, cloudfrontInvalidate: true },
  }),
  route(adminPriceExplainerContract, {
    memoryMb: 1024,
    timeoutSeconds: 10,
    resources: { pbm: true, tables: { drugs: 'read', pharmacies: 'read' } },
  }),
  route(adminPharmacyExplainerContract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { pbm: true, tables: { pharmacies: 'read', pharmacyOptIns: 'read' } },
  }),
  route(adminPriceHistoryContract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { pbm: true, tables: { drugs: 'read', priceHistory: 'read' } },
  }),
  route(adminClaimAnalysisContract, {
    memoryMb: 512,
    timeoutSeconds: 10,
    resources: { tables: { couponViews: 'read' } },
  }),
  // ── coupon API and marketplace ──
  // Coupon API routes: the API key authorizer runs first; each writes a usage line to its log (the coupon-api-usage-meter job
  // stores it) and reads the meter's over-limit marks (couponApiUsage).
  route(couponApiDrugSearchContract, {
    memoryMb: 512,
    timeoutSeconds: 3,
    resources: { tables: { drugs: 'read', couponApiUsage: 'read' } },
  }),
  route(couponApiPopularDrugsContract, {
    memoryMb: 512,
    timeoutSeconds: 3,
    resources: { pbm: true, tables: { drugs: 'read', couponApiUsage: 'read' } },
  }),
  route(couponApiDrugFormulationsContract, {
    memoryMb: 512,
    timeoutSeconds: 3,
    resources: { pbm: true, tables: { drugs: 'read', couponApiUsage: 'read' } },
  }),
  route(couponApiPricesNearContract, {
    memoryMb: 1024,
    timeoutSeconds: 5,
    resources: { pbm: true, tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite', couponApiUsage: 'read' } },
  }),
  route(couponApiPricesAtPharmaciesContract, {
    memoryMb: 1024,
    timeoutSeconds: 5,
    resources: { pbm: true, tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite', couponApiUsage: 'read' } },
  }),
  route(couponApiMailOrderPricesContract, {
    memoryMb: 1024,
    timeoutSeconds: 5,
    resources: { pbm: true, tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite', couponApiUsage: 'read' } },
  }),
  route(openapiContract, {
    memoryMb: 256,
    timeoutSeconds: 3,
    resources: {},
  }),
  route(marketplaceRegisterContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { couponApiCustomers: 'readwrite', rateLimits: 'write' }, marketplaceRegistration: true },
  }),
  route(marketplaceRegisterCustomerContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { couponApiCustomers: 'readwrite', couponApiKeys: 'readwrite' }, marketplaceRegistration: true },
  }),
  route(marketplaceAdminCustomersContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { couponApiCustomers: 'read', couponApiKeys: 'read' } },
  }),
  route(marketplaceAdminKeyRevokeContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { couponApiKeys: 'readwrite' } },
  }),
  route(marketplaceAdminKeyRotateContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { couponApiKeys: 'readwrite' } },
  }),
  route(marketplaceAdminUsageContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { couponApiUsage: 'read', couponApiCustomers: 'read' } },
  }),
  route(marketplaceAdminMeteringContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { meteringRecords: 'read' } },
  }),
  route(benefitManagerAdminContract, {
    memoryMb: 1024,
    timeoutSeconds: 10,
    resources: { pbm: true, tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite', couponViews: 'read' } },
  }),
  // ── marketing and SEO ──
  route(pageViewContract, {
    memoryMb: 256,
    timeoutSeconds: 3,
    resources: { tables: { pageViews: 'write', rateLimits: 'readwrite' } },
  }),
  // ── iRxSavvy tools ──
  route(toolsDrugInfoContract, {
    memoryMb: 1024,
    timeoutSeconds: 8,
    resources: { pbm: true, tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite', toolReference: 'read' } },
  }),
  route(toolsDrugClassesContract, {
    memoryMb: 1024,
    timeoutSeconds: 10,
    resources: { pbm: true, tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } },
  }),
  route(toolsIngredientsContract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { pbm: true, tables: { drugs: 'read' } },
  }),
  route(toolsPricesContract, {
    memoryMb: 1024,
    timeoutSeconds: 10,
    resources: { pbm: true, tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } },
  }),
  route(toolsPharmaciesContract, {
    memoryMb: 1024,
    timeoutSeconds: 8,
    resources: { pbm: true, tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } },
  }),
  route(toolsComparisonsContract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { pbm: true, tables: { drugs: 'read', competitorPrices: 'read' } },
  }),
  route(toolsProgramsContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { pbm: true, tables: { drugs: 'read' } },
  }),
  route(toolsIcd10Contract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { pbm: true, tables: { drugs: 'read', toolReference: 'read' } },
  }),
  route(toolsRxnormContract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { pbm: true, tables: { drugs: 'read', toolReference: 'read' } },
  }),
  route(toolsStatusContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    // Metrics only: a public route never holds lambda:GetFunctionConfiguration (it returns environments).
    resources: { cloudwatchRead: true },
  }),
  // ── iRxSavvy calculators, adherence helpers and sign-ups ──
  route(toolsSupplyOptionsContract, {
    memoryMb: 1024,
    timeoutSeconds: 10,
    resources: { pbm: true, tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } },
  }),
  route(toolsPillPacksContract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { pbm: true, tables: { pharmacies: 'read' } },
  }),
  route(toolsScheduleOptionsContract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { tables: { drugs: 'read' } },
  }),
  route(signupSubscribeContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { signups: 'readwrite', rateLimits: 'readwrite', suppressions: 'read' }, ses: true, sns: true },
  }),
  route(signupConfirmContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { signups: 'readwrite', suppressions: 'read' }, ses: true, sns: true },
  }),
  route(signupUnsubscribeContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { signups: 'readwrite' } },
  }),
  route(signupRefilledContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { signups: 'readwrite' } },
  }),
  route(signupDeleteRequestContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { signups: 'readwrite', rateLimits: 'readwrite', suppressions: 'read' }, ses: true, sns: true },
  }),
  route(signupDeleteContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { signups: 'readwrite', signupDispatch: 'readwrite' } },
  }),
  route(signupsDevDispatchContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { signups: 'readwrite', signupDispatch: 'readwrite', suppressions: 'read' }, ses: true, sns: true },
  }),
];

export function routeKey(r: Pick<RouteDef, 'contract'>): string {
  return `${r.contract.method} ${r.contract.path}`;
}
