import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { isValidEmail, MESSAGES } from '../validation';
import { REVENUE_MODELS } from './coupon-api';

/**
 * AWS Marketplace SaaS registration and the marketplace / benefit-manager admin areas.
 * AWS Marketplace POSTs the buyer's browser to the registration URL with a form-encoded
 * `x-amzn-marketplace-token`; we resolve it and redirect to the register-customer page.
 */
/** Environment variable with the registration-session HMAC secret (CDK sets it from Secrets Manager). */
export const MARKETPLACE_SESSION_SECRET_ENV = 'MARKETPLACE_SESSION_SECRET';

export const MARKETPLACE_PAGES = {
  registerCustomer: '/aws-marketplace/register-customer',
  resolveError: '/aws-marketplace/resolve-customer-error',
} as const;

/**
 * AWS Marketplace's subscription events for SaaS products on EventBridge: the event source and the
 * detail types the Marketplace stack's rules match (AWS Marketplace Seller Guide, "Managing SaaS
 * subscription events with Amazon EventBridge"; events go to the seller account's default bus in
 * us-east-1). License events carry the buyer's account, the license ARN and the product code;
 * agreement events carry only the agreement and the buyer's account.
 */
export const MARKETPLACE_EVENTS = {
  source: 'aws.agreement-marketplace',
  /** The buyer's license was granted or changed (entitled) / ended (about an hour left to meter). */
  licenseUpdated: 'License Updated - Manufacturer',
  licenseDeprovisioned: 'License Deprovisioned - Manufacturer',
  /** The agreement ended (cancelled, expired, terminated; or replaced or renewed, which keeps the license). */
  agreementEnded: ['Purchase Agreement Ended - Manufacturer', 'Purchase Agreement Ended - Proposer'],
} as const;

/** Why the token could not be resolved; the error page explains each. */
export const RESOLVE_ERRORS = ['missing_token', 'invalid_token', 'expired_token', 'throttled', 'unavailable'] as const;
export type ResolveError = (typeof RESOLVE_ERRORS)[number];

export const marketplaceRegisterContract = defineContract({
  ...API_ROUTES['marketplace-register'],
  body: z.object({ 'x-amzn-marketplace-token': z.string().trim().max(4096).optional() }),
  response: z.object({ location: z.string() }),
});

const revenueModel = z.enum(REVENUE_MODELS);
const subscriptionStatus = z.enum(['subscribed', 'unsubscribePending', 'unsubscribed', 'subscribeFailed']);

/** The register-customer page: company and contact e-mail, then the API key, shown once. */
export const marketplaceRegisterCustomerContract = defineContract({
  ...API_ROUTES['marketplace-register-customer'],
  body: z.object({
    session: z.string().min(1, 'the registration session is missing').max(2000),
    company: z.string().trim().min(1, 'Company is required').max(200),
    email: z.string().trim().max(254).refine(isValidEmail, MESSAGES.email),
  }),
  response: z.object({
    customerId: z.string(),
    productCode: z.string(),
    revenueModel,
    /** The new key, or null when this customer already received one (ask an admin to rotate). */
    apiKey: z.string().nullable(),
    keyHint: z.string(),
  }),
});

export const keySummarySchema = z.object({
  keyId: z.string(),
  hint: z.string(),
  status: z.enum(['active', 'revoked']),
  createdAt: z.string(),
  revokedAt: z.string().optional(),
  rateLimitPerMinute: z.number(),
});

export const customerSummarySchema = z.object({
  customerId: z.string(),
  productCode: z.string(),
  /** The buyer as AWS Marketplace names it now: account and license (older customers may have neither). */
  awsAccountId: z.string().optional(),
  licenseArn: z.string().optional(),
  revenueModel,
  status: subscriptionStatus,
  company: z.string().optional(),
  contactEmail: z.string().optional(),
  registeredAt: z.string().optional(),
  createdAt: z.string(),
  keys: z.array(keySummarySchema),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

const productQuery = z.object({ product: z.string().trim().regex(/^[a-z0-9-]{1,64}$/i, 'product must be a product code').optional() });

export const marketplaceAdminCustomersContract = defineContract({
  ...API_ROUTES['marketplace-admin-customers'],
  query: productQuery,
  response: z.object({ customers: z.array(customerSummarySchema), products: z.array(z.string()) }),
});

const keyIdBody = z.object({ keyId: z.string().trim().regex(/^key_[0-9a-f]{16}$/, 'keyId must look like key_0123456789abcdef') });

export const marketplaceAdminKeyRevokeContract = defineContract({
  ...API_ROUTES['marketplace-admin-key-revoke'],
  body: keyIdBody,
  response: z.object({ key: keySummarySchema }),
});

export const marketplaceAdminKeyRotateContract = defineContract({
  ...API_ROUTES['marketplace-admin-key-rotate'],
  body: keyIdBody,
  response: z.object({ apiKey: z.string(), key: keySummarySchema, revoked: keySummarySchema }),
});

export const marketplaceAdminUsageContract = defineContract({
  ...API_ROUTES['marketplace-admin-usage'],
  query: productQuery.extend({ hours: z.coerce.number().int().min(1).max(168).optional() }),
  response: z.object({
    hours: z.array(z.object({ hour: z.string(), customerId: z.string(), keyId: z.string(), requests: z.number() })),
  }),
});

export const meteringRecordSchema = z.object({
  hour: z.string(),
  customerId: z.string(),
  productCode: z.string(),
  requests: z.number(),
  quantity: z.number(),
  /** `failed`: retried by the next hourly runs while AWS still takes it; `expired`: past AWS's 6-hour window, never billed through Marketplace. */
  status: z.enum(['sending', 'sent', 'failed', 'expired']),
  /** Which identifiers BatchMeterUsage got for this customer-hour (functions/domain/marketplace/metering-identity.ts). */
  meteredAs: z.enum(['license', 'account', 'customerIdentifier']).optional(),
  attempts: z.number(),
  lastError: z.string().optional(),
  meteringRecordId: z.string().optional(),
  sentAt: z.string().optional(),
  updatedAt: z.string(),
});
export type MeteringRecordView = z.infer<typeof meteringRecordSchema>;

export const marketplaceAdminMeteringContract = defineContract({
  ...API_ROUTES['marketplace-admin-metering'],
  query: productQuery.extend({ hours: z.coerce.number().int().min(1).max(168).optional() }),
  response: z.object({ records: z.array(meteringRecordSchema) }),
});

/** /caremark/{product}-admin: one PBM's wins, coupon views and pharmacy coverage. */
export const benefitManagerAdminContract = defineContract({
  ...API_ROUTES['benefit-manager-admin'],
  query: z.object({
    pbm: z.string().trim().regex(/^[a-z0-9-]{1,40}$/, 'pbm must be a PBM id'),
    days: z.coerce.number().int().min(1).max(90).optional(),
  }),
  response: z.object({
    pbm: z.object({ id: z.string(), name: z.string(), rxBin: z.string(), rxPcn: z.string() }),
    pharmacies: z.object({ inNetwork: z.number(), total: z.number() }),
    wins: z.object({ sampledDrugs: z.number(), pharmacyPrices: z.number(), won: z.number(), zip: z.string(), checkedAt: z.string() }),
    couponViews: z.object({ total: z.number(), days: z.array(z.object({ day: z.string(), views: z.number() })) }),
  }),
});
