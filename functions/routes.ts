import type { Contract } from '../shared/contract';
import type { TableKey } from './tables';
import { configContract } from '../shared/contracts/config';
import { clientErrorContract } from '../shared/contracts/client-error';
import { healthContract } from '../shared/contracts/health';
import { drugDetailsContract, ipZipContract, mailOrderPricingContract, priceComparisonContract, priceHistoryContract } from '../shared/contracts/prices';
import { drugFormulationContract, drugNameContract, similarDrugNamesContract } from '../shared/contracts/drugs';
import { pillPacksContract, scheduleOptionsContract, supplyOptionsContract } from '../shared/contracts/tools-part2';
import {
  remindersDevRunContract, signupConfirmContract, signupDeleteContract, signupDeleteRequestContract, signupRefilledContract, signupSubscribeContract,
  signupUnsubscribeContract,
} from '../shared/contracts/signups';
import {
  openApiContract, partnerDrugSearchContract, partnerFormulationsContract, partnerMailOrderContract, partnerPopularDrugsContract,
  partnerPricesAtPharmaciesContract, partnerPricesNearContract,
} from '../shared/contracts/partner-api';
import {
  benefitManagerAdminContract, marketplaceCustomersContract, marketplaceRegisterContract, marketplaceUsageContract, meteringRecordsContract,
  registerCustomerContract, revokeKeyContract, rotateKeyContract,
} from '../shared/contracts/marketplace';
import { adminPriceHistoryContract, claimAnalysisContract, clearCacheContract, lambdaStatusContract, pharmacyExplainerContract, priceExplainerContract } from '../shared/contracts/admin';
import {
  contactEmailContract, couponEmailContract, couponSmsContract, couponViewContract, devOutboxContract, newsletterConfirmContract, newsletterContract, newsletterUnsubscribeContract,
} from '../shared/contracts/messaging';
import { priceAlertConfirmContract, priceAlertSubscribeContract, priceAlertUnsubscribeContract } from '../shared/contracts/price-alerts';
import { featuredSavingsContract } from '../shared/contracts/featured';
import { pageViewContract } from '../shared/contracts/analytics';
import { toolsDrugClassesContract, toolsDrugInfoContract, toolsIngredientsContract } from '../shared/contracts/tools';
import { toolsComparisonsContract, toolsPharmaciesContract, toolsPricesContract, toolsProgramsContract } from '../shared/contracts/tools-prices';
import { toolsIcd10Contract, toolsRxnormContract, toolsStatusContract } from '../shared/contracts/tools-codes';
import { pharmacyFeesContract, pharmacyPortalAdminContract, pharmacyPortalConfirmContract, pharmacyPortalContract } from '../shared/contracts/pharmacy-portal';
import { prescriptionTransferContract } from '../shared/contracts/transfer';

/**
 * THE route table: every API route, once. infra/ makes one Lambda + one HTTP API route per
 * entry and grants exactly `resources`; the local runtime serves the same entries by calling
 * the same handlers; the admin lambda-status page lists them. `handler` names the folder
 * `functions/<handler>/handler.ts` (tests/unit/routes.test.ts checks both directions).
 */
export type Auth = 'public' | 'admin' | 'pharmacy' | 'marketplaceAdmin' | 'apiKey';
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
  /** Call AWS Marketplace ResolveCustomer, and receive the registration-session secret (MARKETPLACE_SESSION_SECRET). */
  marketplaceRegistration?: boolean;
  /** Call AWS Marketplace BatchMeterUsage (the hourly metering job). */
  marketplaceMetering?: boolean;
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
  {
    id: 'featuredSavings',
    contract: featuredSavingsContract,
    handler: 'featured-savings',
    auth: 'public',
    memoryMb: 1024,
    timeoutSeconds: 5,
    resources: { tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } },
  },
  // ── messaging (#5) ──
  {
    id: 'couponView',
    contract: couponViewContract,
    handler: 'coupon-view',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { couponViews: 'write', rateLimits: 'readwrite' } },
  },
  {
    id: 'couponEmail',
    contract: couponEmailContract,
    handler: 'coupon-email',
    auth: 'public',
    memoryMb: 512,
    timeoutSeconds: 10,
    resources: { tables: { drugs: 'read', rateLimits: 'readwrite', suppressions: 'read' }, ses: true },
  },
  {
    id: 'couponSms',
    contract: couponSmsContract,
    handler: 'coupon-sms',
    auth: 'public',
    memoryMb: 512,
    timeoutSeconds: 10,
    resources: { tables: { drugs: 'read', rateLimits: 'readwrite', suppressions: 'read' }, sns: true },
  },
  {
    id: 'contactEmail',
    contract: contactEmailContract,
    handler: 'contact-email',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { rateLimits: 'readwrite', suppressions: 'read' }, ses: true },
  },
  {
    id: 'newsletter',
    contract: newsletterContract,
    handler: 'newsletter',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { newsletter: 'readwrite', rateLimits: 'readwrite', suppressions: 'read' }, ses: true },
  },
  {
    id: 'newsletterConfirm',
    contract: newsletterConfirmContract,
    handler: 'newsletter-confirm',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { newsletter: 'readwrite' } },
  },
  {
    id: 'newsletterUnsubscribe',
    contract: newsletterUnsubscribeContract,
    handler: 'newsletter-unsubscribe',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { newsletter: 'readwrite' } },
  },
  {
    id: 'priceAlertSubscribe',
    contract: priceAlertSubscribeContract,
    handler: 'price-alert-subscribe',
    auth: 'public',
    memoryMb: 512,
    timeoutSeconds: 10,
    resources: { tables: { drugs: 'read', priceAlerts: 'readwrite', rateLimits: 'readwrite', suppressions: 'read' }, ses: true, sns: true },
  },
  {
    id: 'priceAlertConfirm',
    contract: priceAlertConfirmContract,
    handler: 'price-alert-confirm',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { priceAlerts: 'readwrite' } },
  },
  {
    id: 'priceAlertUnsubscribe',
    contract: priceAlertUnsubscribeContract,
    handler: 'price-alert-unsubscribe',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { priceAlerts: 'readwrite' } },
  },
  {
    // Local only (the function answers 404 in a deployed stage): the capture outbox of `npm start`.
    id: 'devOutbox',
    contract: devOutboxContract,
    handler: 'dev-outbox',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: {},
  },
  // ── identity, pharmacy portal, transfer (#6) ──
  {
    id: 'pharmacyPortal',
    contract: pharmacyPortalContract,
    handler: 'pharmacy-portal',
    // Anonymous (typed e-mail, confirmed by link) or signed in (verified); a sent token is checked.
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { pharmacyOptIns: 'readwrite', rateLimits: 'readwrite', suppressions: 'read' }, ses: true },
  },
  {
    id: 'pharmacyPortalConfirm',
    contract: pharmacyPortalConfirmContract,
    handler: 'pharmacy-portal-confirm',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { pharmacyOptIns: 'readwrite' } },
  },
  {
    id: 'pharmacyPortalFees',
    contract: pharmacyFeesContract,
    handler: 'pharmacy-portal-fees',
    auth: 'pharmacy',
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { tables: { drugs: 'read' } },
  },
  {
    id: 'pharmacyPortalAdmin',
    contract: pharmacyPortalAdminContract,
    handler: 'pharmacy-portal-admin',
    auth: 'admin',
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { pharmacyOptIns: 'read' } },
  },
  {
    id: 'prescriptionTransfer',
    contract: prescriptionTransferContract,
    handler: 'prescription-transfer',
    auth: 'public',
    memoryMb: 512,
    timeoutSeconds: 3,
    resources: { tables: { pharmacies: 'read' } },
  },
  // ── admin (#6) ──
  {
    id: 'adminLambdaStatus',
    contract: lambdaStatusContract,
    handler: 'admin-lambda-status',
    auth: 'admin',
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { cloudwatchRead: true, lambdaRead: true },
  },
  {
    id: 'adminClearCache',
    contract: clearCacheContract,
    handler: 'admin-clear-cache',
    auth: 'admin',
    memoryMb: 256,
    timeoutSeconds: 29,
    resources: { tables: { priceCache: 'readwrite' }, cloudfrontInvalidate: true },
  },
  {
    id: 'adminPriceExplainer',
    contract: priceExplainerContract,
    handler: 'admin-price-explainer',
    auth: 'admin',
    memoryMb: 1024,
    timeoutSeconds: 10,
    resources: { tables: { drugs: 'read', pharmacies: 'read' } },
  },
  {
    id: 'adminPharmacyExplainer',
    contract: pharmacyExplainerContract,
    handler: 'admin-pharmacy-explainer',
    auth: 'admin',
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { tables: { pharmacies: 'read', pharmacyOptIns: 'read' } },
  },
  {
    id: 'adminPriceHistory',
    contract: adminPriceHistoryContract,
    handler: 'admin-price-history',
    auth: 'admin',
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { tables: { drugs: 'read', priceHistory: 'read' } },
  },
  {
    id: 'adminClaimAnalysis',
    contract: claimAnalysisContract,
    handler: 'admin-claim-analysis',
    auth: 'admin',
    memoryMb: 512,
    timeoutSeconds: 10,
    resources: { tables: { couponViews: 'read' } },
  },
  // ── coupon API and marketplace (#7) ──
  // Partner routes: the API key authorizer runs first; each counts the request (apiUsage) under a per-key limit (rateLimits).
  {
    id: 'v1DrugSearch',
    contract: partnerDrugSearchContract,
    handler: 'partner-drug-search',
    auth: 'apiKey',
    memoryMb: 512,
    timeoutSeconds: 3,
    resources: { tables: { drugs: 'read', rateLimits: 'write', apiUsage: 'write' } },
  },
  {
    id: 'v1PopularDrugs',
    contract: partnerPopularDrugsContract,
    handler: 'partner-popular-drugs',
    auth: 'apiKey',
    memoryMb: 512,
    timeoutSeconds: 3,
    resources: { tables: { drugs: 'read', rateLimits: 'write', apiUsage: 'write' } },
  },
  {
    id: 'v1DrugFormulations',
    contract: partnerFormulationsContract,
    handler: 'partner-drug-formulations',
    auth: 'apiKey',
    memoryMb: 512,
    timeoutSeconds: 3,
    resources: { tables: { drugs: 'read', rateLimits: 'write', apiUsage: 'write' } },
  },
  {
    id: 'v1PricesNear',
    contract: partnerPricesNearContract,
    handler: 'partner-prices-near',
    auth: 'apiKey',
    memoryMb: 1024,
    timeoutSeconds: 5,
    resources: { tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite', rateLimits: 'write', apiUsage: 'write' } },
  },
  {
    id: 'v1PricesAtPharmacies',
    contract: partnerPricesAtPharmaciesContract,
    handler: 'partner-prices-at-pharmacies',
    auth: 'apiKey',
    memoryMb: 1024,
    timeoutSeconds: 5,
    resources: { tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite', rateLimits: 'write', apiUsage: 'write' } },
  },
  {
    id: 'v1MailOrderPrices',
    contract: partnerMailOrderContract,
    handler: 'partner-mail-order-prices',
    auth: 'apiKey',
    memoryMb: 1024,
    timeoutSeconds: 5,
    resources: { tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite', rateLimits: 'write', apiUsage: 'write' } },
  },
  {
    id: 'openApi',
    contract: openApiContract,
    handler: 'openapi',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 3,
    resources: {},
  },
  {
    id: 'marketplaceRegister',
    contract: marketplaceRegisterContract,
    handler: 'marketplace-register',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { partnerCustomers: 'readwrite', rateLimits: 'write' }, marketplaceRegistration: true },
  },
  {
    id: 'marketplaceRegisterCustomer',
    contract: registerCustomerContract,
    handler: 'marketplace-register-customer',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { partnerCustomers: 'readwrite', apiKeys: 'readwrite' }, marketplaceRegistration: true },
  },
  {
    id: 'marketplaceAdminCustomers',
    contract: marketplaceCustomersContract,
    handler: 'marketplace-admin-customers',
    auth: 'marketplaceAdmin',
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { partnerCustomers: 'read', apiKeys: 'read' } },
  },
  {
    id: 'marketplaceAdminKeyRevoke',
    contract: revokeKeyContract,
    handler: 'marketplace-admin-key-revoke',
    auth: 'marketplaceAdmin',
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { apiKeys: 'readwrite' } },
  },
  {
    id: 'marketplaceAdminKeyRotate',
    contract: rotateKeyContract,
    handler: 'marketplace-admin-key-rotate',
    auth: 'marketplaceAdmin',
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { apiKeys: 'readwrite' } },
  },
  {
    id: 'marketplaceAdminUsage',
    contract: marketplaceUsageContract,
    handler: 'marketplace-admin-usage',
    auth: 'marketplaceAdmin',
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { apiUsage: 'read', partnerCustomers: 'read' } },
  },
  {
    id: 'marketplaceAdminMetering',
    contract: meteringRecordsContract,
    handler: 'marketplace-admin-metering',
    auth: 'marketplaceAdmin',
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { meteringRecords: 'read' } },
  },
  {
    id: 'benefitManagerAdmin',
    contract: benefitManagerAdminContract,
    handler: 'benefit-manager-admin',
    auth: 'marketplaceAdmin',
    memoryMb: 1024,
    timeoutSeconds: 10,
    resources: { tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite', couponViews: 'read' } },
  },
  // ── marketing and SEO (#8) ──
  {
    id: 'pageView',
    contract: pageViewContract,
    handler: 'page-view',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 3,
    resources: { tables: { pageViews: 'write', rateLimits: 'readwrite' } },
  },
  // ── iRxSavvy tools (#9) ──
  {
    id: 'toolsDrugInfo',
    contract: toolsDrugInfoContract,
    handler: 'tools-drug-info',
    auth: 'public',
    memoryMb: 1024,
    timeoutSeconds: 8,
    resources: { tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite', toolReference: 'read' } },
  },
  {
    id: 'toolsDrugClasses',
    contract: toolsDrugClassesContract,
    handler: 'tools-drug-classes',
    auth: 'public',
    memoryMb: 1024,
    timeoutSeconds: 10,
    resources: { tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } },
  },
  {
    id: 'toolsIngredients',
    contract: toolsIngredientsContract,
    handler: 'tools-ingredients',
    auth: 'public',
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { tables: { drugs: 'read' } },
  },
  {
    id: 'toolsPrices',
    contract: toolsPricesContract,
    handler: 'tools-prices',
    auth: 'public',
    memoryMb: 1024,
    timeoutSeconds: 10,
    resources: { tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } },
  },
  {
    id: 'toolsPharmacies',
    contract: toolsPharmaciesContract,
    handler: 'tools-pharmacies',
    auth: 'public',
    memoryMb: 1024,
    timeoutSeconds: 8,
    resources: { tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } },
  },
  {
    id: 'toolsComparisons',
    contract: toolsComparisonsContract,
    handler: 'tools-comparisons',
    auth: 'public',
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { tables: { drugs: 'read', competitorPrices: 'read' } },
  },
  {
    id: 'toolsPrograms',
    contract: toolsProgramsContract,
    handler: 'tools-programs',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 5,
    resources: { tables: { drugs: 'read' } },
  },
  {
    id: 'toolsIcd10',
    contract: toolsIcd10Contract,
    handler: 'tools-icd10',
    auth: 'public',
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { tables: { drugs: 'read', toolReference: 'read' } },
  },
  {
    id: 'toolsRxnorm',
    contract: toolsRxnormContract,
    handler: 'tools-rxnorm',
    auth: 'public',
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { tables: { drugs: 'read', toolReference: 'read' } },
  },
  {
    id: 'toolsStatus',
    contract: toolsStatusContract,
    handler: 'tools-status',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { cloudwatchRead: true, lambdaRead: true },
  },
  // ── iRxSavvy tools part 2 (#10) ──
  {
    id: 'toolsSupplyOptions',
    contract: supplyOptionsContract,
    handler: 'tools-supply-options',
    auth: 'public',
    memoryMb: 1024,
    timeoutSeconds: 10,
    resources: { tables: { drugs: 'read', pharmacies: 'read', priceCache: 'readwrite', priceHistory: 'readwrite' } },
  },
  {
    id: 'toolsPillPacks',
    contract: pillPacksContract,
    handler: 'tools-pill-packs',
    auth: 'public',
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { tables: { pharmacies: 'read' } },
  },
  {
    id: 'toolsScheduleOptions',
    contract: scheduleOptionsContract,
    handler: 'tools-schedule-options',
    auth: 'public',
    memoryMb: 512,
    timeoutSeconds: 5,
    resources: { tables: { drugs: 'read' } },
  },
  {
    id: 'signupSubscribe',
    contract: signupSubscribeContract,
    handler: 'signup-subscribe',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { signups: 'readwrite', rateLimits: 'readwrite', suppressions: 'read' }, ses: true, sns: true },
  },
  {
    id: 'signupConfirm',
    contract: signupConfirmContract,
    handler: 'signup-confirm',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { signups: 'readwrite', suppressions: 'read' }, ses: true, sns: true },
  },
  {
    id: 'signupUnsubscribe',
    contract: signupUnsubscribeContract,
    handler: 'signup-unsubscribe',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { signups: 'readwrite' } },
  },
  {
    id: 'signupRefilled',
    contract: signupRefilledContract,
    handler: 'signup-refilled',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { signups: 'readwrite' } },
  },
  {
    id: 'signupDeleteRequest',
    contract: signupDeleteRequestContract,
    handler: 'signup-delete-request',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { signups: 'readwrite', rateLimits: 'readwrite', suppressions: 'read' }, ses: true, sns: true },
  },
  {
    id: 'signupDelete',
    contract: signupDeleteContract,
    handler: 'signup-delete',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { signups: 'readwrite', reminderDispatch: 'readwrite' } },
  },
  {
    id: 'remindersDevRun',
    contract: remindersDevRunContract,
    handler: 'reminders-dev-run',
    auth: 'public',
    memoryMb: 256,
    timeoutSeconds: 10,
    resources: { tables: { signups: 'readwrite', reminderDispatch: 'readwrite', suppressions: 'read' }, ses: true, sns: true },
  },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof routes)[number]['id'];

export function routeKey(r: Pick<RouteDef, 'contract'>): string {
  return `${r.contract.method} ${r.contract.path}`;
}

/**
 * Deployed name of a route's Lambda (infra sets it): by this convention the admin lambda-status
 * function finds every function, itself included, without a map of names in its environment
 * (which would outgrow Lambda's 4 KB) or a reference to itself (a CloudFormation cycle).
 */
export function routeFunctionName(stage: string, routeId: string): string {
  const name = `rxsavvy-${stage}-${routeId}`;
  if (name.length > 64) throw new Error(`Function name ${name} is longer than Lambda's 64 characters: shorten the route id`);
  return name;
}
