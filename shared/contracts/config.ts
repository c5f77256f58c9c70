import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';

export const stageSchema = z.enum(['local', 'dev', 'staging', 'prod']);
export type Stage = z.infer<typeof stageSchema>;

export const runtimeConfigSchema = z.object({
  stage: stageSchema,
  identity: z.object({
    /** Base URL of the identity server (Keycloak in AWS, the embedded OIDC provider locally). */
    url: z.string(),
    realm: z.string(),
    clientId: z.string(),
    /** Set when the server is not Keycloak: keycloak-js then reads this discovery document. */
    oidcDiscoveryUrl: z.string().optional(),
  }),
  features: z.object({
    /** The coupon-view call is made only on the production host (rules#calls). */
    couponViewTracking: z.boolean(),
    /** The local capture outbox for e-mail and SMS; never on in a deployed stage. */
    devOutbox: z.boolean(),
  }),
  links: z.object({
    /** The Coupon API's AWS Marketplace listing, where a buyer subscribes (shared/marketplace-listing.ts). */
    marketplaceListing: z.string(),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const configContract = defineContract({
  ...API_ROUTES['config'],
  response: runtimeConfigSchema,
});
