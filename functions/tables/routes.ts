import type { RouteAuth, RouteId } from '../../shared/api-routes';
import type { Contract } from '../../shared/contract';
import type { TableKey } from './dynamodb';
import { CATALOG, COMPLETES_PRICES, COUPON_API, COUPON_SIGNING, merge, PBMS, PRICING, PRICING_WITH_COUPONS, RATE_LIMITED, SENDS_EMAIL, SENDS_MESSAGES, SENDS_SMS } from './permissions';
import { configContract } from '../../shared/contracts/config';
import { clientErrorContract } from '../../shared/contracts/client-error';
import { healthContract } from '../../shared/contracts/health';
import { drugDetailsContract, ipZipContract, mailOrderPricingContract, priceComparisonContract, priceHistoryContract } from '../../shared/contracts/prices';
import { drugFormulationContract, drugNameContract, drugSearchContract, similarDrugNamesContract } from '../../shared/contracts/drugs';
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
  contactEmailContract, couponEmailContract, couponSmsContract, couponVerifyContract, couponViewContract, devOutboxContract, listUnsubscribeContract, newsletterConfirmContract, newsletterContract,
  newsletterUnsubscribeContract,
} from '../../shared/contracts/messaging';
import { priceAlertConfirmContract, priceAlertSubscribeContract, priceAlertUnsubscribeContract } from '../../shared/contracts/price-alerts';
import { featuredSavingsContract } from '../../shared/contracts/featured';
import { pageViewContract } from '../../shared/contracts/analytics';
import { toolsDrugClassesContract, toolsDrugInfoContract, toolsIngredientsContract } from '../../shared/contracts/tools';
import { toolsComparisonsContract, toolsPharmaciesContract, toolsPricesContract, toolsProgramsContract } from '../../shared/contracts/tools-prices';
import { toolsIcd10Contract, toolsRxnormContract, toolsStatusContract } from '../../shared/contracts/tools-codes';
import {
  pharmacyPortalAdminApproveContract, pharmacyPortalAdminContract, pharmacyPortalAdminReleaseContract, pharmacyPortalConfirmApplyContract, pharmacyPortalConfirmContract,
  pharmacyPortalConfirmPreviewContract, pharmacyPortalContract, pharmacyPortalCurrentContract, pharmacyPortalFeesContract,
} from '../../shared/contracts/pharmacy-portal';
import { prescriptionTransferContract } from '../../shared/contracts/transfer';
import { basketContract, basketEmailContract, couponApiBasketContract } from '../../shared/contracts/basket';

/**
 * THE route table: the deployment facts of every API route, once (its id, method, path and auth
 * live in API_ROUTES, through its contract). infra/ makes one Lambda + one HTTP API route per
 * entry and grants exactly `resources`; the local runtime serves the same entries by calling
 * the same handlers; the admin lambda-status page lists them. The handler is
 * `functions/routes/<id>/handler.ts` (tests/unit/routes.test.ts checks both directions).
 */
/**
 * What a function may do to a table, exactly what its code calls (infra/constructs/route-grants.ts
 * DYNAMODB_ACTIONS): 'read' is GetItem and Query (on the table and its named indexes), 'write' is
 * PutItem, UpdateItem, DeleteItem and BatchWriteItem, 'readwrite' both. Scan reads every item (the
 * suppression list's addresses and phone numbers, every customer, every key), so it is never part
 * of 'read': only the few functions that list a whole table ask for it, with '+scan' (the admin
 * lists, the cache clearing; tests/infra/table-access.test.ts names them).
 */
export type Access = 'read' | 'write' | 'readwrite' | 'read+scan' | 'readwrite+scan';

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
  /**
   * The `sqs` jobs of functions/tables/jobs.ts whose queue this function sends to: infra grants
   * `sqs:SendMessage` on each queue (by its name, `rxsavvy-<stage>-<job id>`) and sets its URL in
   * `queueUrlEnvVar(<job id>)` (functions/tables/resource-names.ts); locally the runtime's queues set it.
   */
  sendsTo?: readonly string[];
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
    resources: merge({ tables: { clientErrors: 'write' } }, RATE_LIMITED),
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
    resources: CATALOG,
  }),
  route(similarDrugNamesContract, {
    memoryMb: 512,
    timeoutSeconds: 3,
    reservedConcurrency: 50,
    resources: CATALOG,
  }),
  route(drugSearchContract, {
    memoryMb: 512,
    timeoutSeconds: 3,
    reservedConcurrency: 50,
    resources: CATALOG,
  }),
  route(drugFormulationContract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    reservedConcurrency: 100,
    resources: CATALOG,
  }),
  route(drugDetailsContract, {
    memoryMb: 1024,
    timeoutSeconds: 5,
    reservedConcurrency: 200,
    resources: merge(PRICING_WITH_COUPONS, COMPLETES_PRICES),
  }),
  route(mailOrderPricingContract, {
    memoryMb: 1024,
    timeoutSeconds: 5,
    reservedConcurrency: 50,
    resources: merge(PRICING_WITH_COUPONS, COMPLETES_PRICES),
  }),
  route(priceComparisonContract, {
    memoryMb: 1024,
    timeoutSeconds: 5,
    reservedConcurrency: 20,
    resources: merge(PRICING_WITH_COUPONS, { tables: { competitorPrices: 'read' } }),
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
  // ── my medicines (the basket) ──
  // Up to 10 price pages' fan-outs at once: the drug page's grants, fewer containers (and a costly-request bucket in the function).
  route(basketContract, {
    memoryMb: 1024,
    timeoutSeconds: 8,
    reservedConcurrency: 50,
    resources: merge(PRICING_WITH_COUPONS, COMPLETES_PRICES),
  }),
  // Prices the list again (cached) and e-mails its coupons: the coupon e-mail's limits and grants, plus pricing.
  route(basketEmailContract, {
    memoryMb: 1024,
    timeoutSeconds: 10,
    reservedConcurrency: 20,
    resources: merge(PRICING_WITH_COUPONS, COMPLETES_PRICES, RATE_LIMITED, SENDS_EMAIL),
  }),
  // ── messaging ──
  route(couponViewContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: merge(COUPON_SIGNING, { tables: { couponViews: 'write' } }, RATE_LIMITED),
  }),
  route(couponVerifyContract, {
    // One HMAC per request (the coupon page's check before it shows a coupon); no storage.
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: COUPON_SIGNING,
  }),
  route(couponEmailContract, {
    memoryMb: 512,
    timeoutSeconds: 10,
    resources: merge(COUPON_SIGNING, RATE_LIMITED, SENDS_EMAIL),
  }),
  route(couponSmsContract, {
    memoryMb: 512,
    timeoutSeconds: 10,
    resources: merge(COUPON_SIGNING, RATE_LIMITED, SENDS_SMS),
  }),
  route(contactEmailContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: merge(RATE_LIMITED, SENDS_EMAIL),
  }),
  route(newsletterContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: merge({ tables: { newsletter: 'readwrite' } }, RATE_LIMITED, SENDS_EMAIL),
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
    resources: merge(CATALOG, { tables: { priceAlerts: 'readwrite' } }, RATE_LIMITED, SENDS_MESSAGES),
  }),
  route(priceAlertConfirmContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { priceAlerts: 'readwrite' } },
  }),
  route(listUnsubscribeContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { priceAlerts: 'readwrite', signups: 'readwrite' } },
  }),
  route(priceAlertUnsubscribeContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { priceAlerts: 'readwrite' } },
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
    resources: merge({ tables: { pharmacyOptIns: 'readwrite' } }, RATE_LIMITED, SENDS_EMAIL),
  }),
  // The e-mailed link: reads only, and redirects to the page that asks for the one click.
  route(pharmacyPortalConfirmContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { pharmacyOptIns: 'read' } },
  }),
  route(pharmacyPortalConfirmPreviewContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: merge({ tables: { pharmacyOptIns: 'read' } }, RATE_LIMITED),
  }),
  // Approving a change of address mails the new address its own link.
  route(pharmacyPortalConfirmApplyContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: merge({ tables: { pharmacyOptIns: 'readwrite' } }, RATE_LIMITED, SENDS_EMAIL),
  }),
  route(pharmacyPortalFeesContract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: merge(PBMS, CATALOG),
  }),
  route(pharmacyPortalCurrentContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { pharmacyOptIns: 'read' } },
  }),
  route(pharmacyPortalAdminContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { pharmacyOptIns: 'read' } },
  }),
  route(pharmacyPortalAdminApproveContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { pharmacyOptIns: 'readwrite' } },
  }),
  route(pharmacyPortalAdminReleaseContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { pharmacyOptIns: 'readwrite' } },
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
    // The tables: only the catalog's marker, the directory's manifest and the reference seed's marker (the data versions it shows).
    resources: { cloudwatchRead: true, lambdaRead: true, tables: { drugs: 'read', pharmacies: 'read', toolReference: 'read' } },
  }),
  route(adminCompetitorObservationContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: merge(CATALOG, { tables: { competitorPrices: 'write' } }),
  }),
  route(adminClearCacheContract, {
    memoryMb: 256,
    timeoutSeconds: 29,
    resources: { tables: { priceCache: 'readwrite+scan' }, cloudfrontInvalidate: true },
  }),
  route(adminPriceExplainerContract, {
    memoryMb: 1024,
    timeoutSeconds: 10,
    resources: merge(PBMS, CATALOG, { tables: { pharmacies: 'read' } }),
  }),
  route(adminPharmacyExplainerContract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: merge(PBMS, { tables: { pharmacies: 'read', pharmacyOptIns: 'read' } }),
  }),
  route(adminPriceHistoryContract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: merge(CATALOG, { tables: { priceHistory: 'read' } }),
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
    resources: merge(CATALOG, COUPON_API),
  }),
  route(couponApiPopularDrugsContract, {
    memoryMb: 512,
    timeoutSeconds: 3,
    resources: merge(CATALOG, COUPON_API),
  }),
  route(couponApiDrugFormulationsContract, {
    memoryMb: 512,
    timeoutSeconds: 3,
    resources: merge(CATALOG, COUPON_API),
  }),
  route(couponApiPricesNearContract, {
    memoryMb: 1024,
    timeoutSeconds: 5,
    resources: merge(PRICING, COUPON_API, COMPLETES_PRICES),
  }),
  route(couponApiPricesAtPharmaciesContract, {
    memoryMb: 1024,
    timeoutSeconds: 5,
    resources: merge(PRICING, COUPON_API, COMPLETES_PRICES),
  }),
  route(couponApiMailOrderPricesContract, {
    memoryMb: 1024,
    timeoutSeconds: 5,
    resources: merge(PRICING, COUPON_API, COMPLETES_PRICES),
  }),
  route(couponApiBasketContract, {
    memoryMb: 1024,
    timeoutSeconds: 8,
    resources: merge(PRICING_WITH_COUPONS, COUPON_API, COMPLETES_PRICES),
  }),
  route(openapiContract, {
    memoryMb: 256,
    timeoutSeconds: 3,
    resources: {},
  }),
  route(marketplaceRegisterContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    // +scan: only to find a buyer registered before licenses were stored (customers.ts unlicensedCustomerOf; hundreds of items).
    resources: { tables: { couponApiCustomers: 'readwrite+scan', rateLimits: 'write' }, marketplaceRegistration: true },
  }),
  route(marketplaceRegisterCustomerContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { couponApiCustomers: 'readwrite', couponApiKeys: 'readwrite+scan' }, marketplaceRegistration: true },
  }),
  route(marketplaceAdminCustomersContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { couponApiCustomers: 'read+scan', couponApiKeys: 'read+scan' } },
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
    resources: { tables: { couponApiUsage: 'read', couponApiCustomers: 'read+scan' } },
  }),
  route(marketplaceAdminMeteringContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { meteringRecords: 'read' } },
  }),
  route(benefitManagerAdminContract, {
    memoryMb: 1024,
    timeoutSeconds: 10,
    resources: merge(PRICING, { tables: { couponViews: 'read' } }),
  }),
  // ── marketing and SEO ──
  route(pageViewContract, {
    memoryMb: 256,
    timeoutSeconds: 3,
    resources: merge({ tables: { pageViews: 'write' } }, RATE_LIMITED),
  }),
  // ── iRxSavvy tools ──
  route(toolsDrugInfoContract, {
    memoryMb: 1024,
    timeoutSeconds: 8,
    resources: merge(PRICING, { tables: { toolReference: 'read' } }),
  }),
  route(toolsDrugClassesContract, {
    memoryMb: 1024,
    timeoutSeconds: 10,
    resources: PRICING,
  }),
  route(toolsIngredientsContract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: CATALOG,
  }),
  route(toolsPricesContract, {
    memoryMb: 1024,
    timeoutSeconds: 10,
    resources: PRICING,
  }),
  route(toolsPharmaciesContract, {
    memoryMb: 1024,
    timeoutSeconds: 8,
    resources: PRICING,
  }),
  route(toolsComparisonsContract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: merge(CATALOG, { tables: { competitorPrices: 'read' } }),
  }),
  route(toolsProgramsContract, {
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: CATALOG,
  }),
  route(toolsIcd10Contract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: merge(CATALOG, { tables: { toolReference: 'read' } }),
  }),
  route(toolsRxnormContract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: merge(CATALOG, { tables: { toolReference: 'read' } }),
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
    resources: PRICING,
  }),
  route(toolsPillPacksContract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { tables: { pharmacies: 'read' } },
  }),
  route(toolsScheduleOptionsContract, {
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: CATALOG,
  }),
  route(signupSubscribeContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: merge({ tables: { signups: 'readwrite' } }, RATE_LIMITED, SENDS_MESSAGES),
  }),
  route(signupConfirmContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: merge({ tables: { signups: 'readwrite' } }, SENDS_MESSAGES),
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
    resources: merge({ tables: { signups: 'readwrite' } }, RATE_LIMITED, SENDS_MESSAGES),
  }),
  route(signupDeleteContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { signups: 'readwrite', signupDispatch: 'readwrite' } },
  }),
  route(signupsDevDispatchContract, {
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: merge({ tables: { signups: 'readwrite', signupDispatch: 'readwrite' } }, SENDS_MESSAGES),
  }),
];

export function routeKey(r: Pick<RouteDef, 'contract'>): string {
  return `${r.contract.method} ${r.contract.path}`;
}
