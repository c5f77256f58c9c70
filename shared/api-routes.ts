/**
 * Method and path of every API route, without zod: the web client builds requests from these (so
 * the first load of / and /{drug} carries no schema code), and shared/contracts/*.ts spreads them
 * into their contracts, so a path is still written once.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRoute {
  readonly method: HttpMethod;
  /** The spec's path, e.g. `/api/ecsdosage0`; `{name}` marks a path parameter. */
  readonly path: string;
}

export const API_ROUTES = {
  // Runtime configuration and health (contracts/config.ts, contracts/health.ts)
  config: { method: 'GET', path: '/config' },
  health: { method: 'GET', path: '/api/health' },

  // Client error reports and page views (contracts/client-error.ts, contracts/analytics.ts)
  clientError: { method: 'POST', path: '/api/ecsClientError' },
  pageView: { method: 'POST', path: '/api/page-view' },

  // Drug names and formulations (contracts/drugs.ts)
  drugName: { method: 'GET', path: '/api/drugname' },
  similarDrugNames: { method: 'GET', path: '/api/similar-drug-names' },
  drugFormulation: { method: 'GET', path: '/api/drugformulation' },

  // Prices (contracts/prices.ts, contracts/featured.ts)
  drugDetails: { method: 'GET', path: '/api/ecsdosage0' },
  mailOrderPricing: { method: 'GET', path: '/api/MailOrderPricing' },
  priceComparison: { method: 'GET', path: '/api/goodrx-price-comparison' },
  ipZip: { method: 'GET', path: '/api/ecsipapi0' },
  priceHistory: { method: 'GET', path: '/api/price-history' },
  featuredSavings: { method: 'GET', path: '/api/featured-savings' },

  // Messaging (contracts/messaging.ts)
  couponEmail: { method: 'POST', path: '/api/ecsprice0' },
  couponSms: { method: 'POST', path: '/api/ecssms0' },
  contactEmail: { method: 'GET', path: '/api/ecsprice0' },
  newsletter: { method: 'GET', path: '/api/newsletter' },
  couponView: { method: 'POST', path: '/api/couponview' },
  newsletterConfirm: { method: 'POST', path: '/api/newsletter/confirm' },
  newsletterUnsubscribe: { method: 'POST', path: '/api/newsletter/unsubscribe' },
  devOutbox: { method: 'GET', path: '/api/dev/outbox' },

  // Price-drop alerts (contracts/price-alerts.ts)
  priceAlertSubscribe: { method: 'POST', path: '/api/price-alerts' },
  priceAlertConfirm: { method: 'POST', path: '/api/price-alerts/confirm' },
  priceAlertUnsubscribe: { method: 'POST', path: '/api/price-alerts/unsubscribe' },

  // Prescription transfer (contracts/transfer.ts)
  prescriptionTransfer: { method: 'GET', path: '/api/prescription-transfer' },

  // Pharmacy portal (contracts/pharmacy-portal.ts)
  pharmacyPortal: { method: 'POST', path: '/api/pharmacy-portal' },
  pharmacyPortalConfirm: { method: 'GET', path: '/api/pharmacy-portal/confirm' },
  pharmacyFees: { method: 'GET', path: '/api/pharmacy-portal/fees' },
  pharmacyPortalAdmin: { method: 'GET', path: '/api/pharmacy-portal-admin' },

  // Admin pages (contracts/admin.ts)
  lambdaStatus: { method: 'GET', path: '/api/admin/lambda-status' },
  clearCache: { method: 'POST', path: '/api/admin/clear-cache' },
  priceExplainer: { method: 'GET', path: '/api/admin/price-explainer' },
  pharmacyExplainer: { method: 'GET', path: '/api/admin/pharmacy-explainer' },
  adminPriceHistory: { method: 'GET', path: '/api/admin/price-history' },
  claimAnalysis: { method: 'GET', path: '/api/admin/claim-analysis' },

  // AWS Marketplace and the marketplace / benefit-manager admin areas (contracts/marketplace.ts)
  marketplaceRegister: { method: 'POST', path: '/api/marketplace/register' },
  registerCustomer: { method: 'POST', path: '/api/marketplace/register-customer' },
  marketplaceCustomers: { method: 'GET', path: '/api/marketplace-admin/customers' },
  revokeKey: { method: 'POST', path: '/api/marketplace-admin/keys/revoke' },
  rotateKey: { method: 'POST', path: '/api/marketplace-admin/keys/rotate' },
  marketplaceUsage: { method: 'GET', path: '/api/marketplace-admin/usage' },
  meteringRecords: { method: 'GET', path: '/api/marketplace-admin/metering' },
  benefitManagerAdmin: { method: 'GET', path: '/api/benefit-manager-admin' },

  // The partner Coupon API (contracts/partner-api.ts)
  partnerDrugSearch: { method: 'GET', path: '/v1/drugs/search' },
  partnerPopularDrugs: { method: 'GET', path: '/v1/drugs/popular' },
  partnerFormulations: { method: 'GET', path: '/v1/drugs/formulations' },
  partnerPricesNear: { method: 'GET', path: '/v1/prices' },
  partnerPricesAtPharmacies: { method: 'GET', path: '/v1/prices/pharmacies' },
  partnerMailOrder: { method: 'GET', path: '/v1/prices/mail-order' },
  openApi: { method: 'GET', path: '/v1/openapi.json' },

  // Sign-ups (contracts/signups.ts)
  signupSubscribe: { method: 'POST', path: '/api/signups' },
  signupConfirm: { method: 'POST', path: '/api/signups/confirm' },
  signupUnsubscribe: { method: 'POST', path: '/api/signups/unsubscribe' },
  signupRefilled: { method: 'POST', path: '/api/signups/refilled' },
  signupDeleteRequest: { method: 'POST', path: '/api/signups/delete-request' },
  signupDelete: { method: 'POST', path: '/api/signups/delete' },
  remindersDevRun: { method: 'POST', path: '/api/dev/run-reminders' },

  // iRxSavvy lookup tools (contracts/tools.ts, tools-prices.ts, tools-codes.ts, tools-part2.ts)
  toolsDrugInfo: { method: 'GET', path: '/api/tools/drug-info' },
  toolsDrugClasses: { method: 'GET', path: '/api/tools/drug-classes' },
  toolsIngredients: { method: 'GET', path: '/api/tools/ingredients' },
  toolsPrices: { method: 'GET', path: '/api/tools/prices' },
  toolsPharmacies: { method: 'GET', path: '/api/tools/pharmacies' },
  toolsComparisons: { method: 'GET', path: '/api/tools/comparisons' },
  toolsPrograms: { method: 'GET', path: '/api/tools/programs' },
  toolsIcd10: { method: 'GET', path: '/api/tools/icd10' },
  toolsRxnorm: { method: 'GET', path: '/api/tools/rxnorm' },
  toolsStatus: { method: 'GET', path: '/api/tools/status' },
  supplyOptions: { method: 'GET', path: '/api/tools/supply-options' },
  pillPacks: { method: 'GET', path: '/api/tools/pill-packs' },
  scheduleOptions: { method: 'GET', path: '/api/tools/schedule-options' },
} as const satisfies Record<string, ApiRoute>;

