import { MarketplaceMeteringClient } from '@aws-sdk/client-marketplace-metering';
import type { RevenueModel } from '../../shared/contracts/coupon-api';
import { traced } from './tracer';

/**
 * The AWS Marketplace Metering client (ResolveCustomer, BatchMeterUsage), created once per
 * container. Locally `AWS_ENDPOINT_URL_MARKETPLACE_METERING` points it at the simulator that
 * functions/local/services/marketplace.ts serves; tests mock it with aws-sdk-client-mock.
 */
let client: MarketplaceMeteringClient | undefined;

export function meteringClient(): MarketplaceMeteringClient {
  if (!client) {
    const endpoint = process.env.AWS_ENDPOINT_URL_MARKETPLACE_METERING;
    client = traced(new MarketplaceMeteringClient(
      endpoint
        ? { endpoint, region: process.env.AWS_REGION ?? 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 }
        : { region: process.env.AWS_REGION ?? 'us-east-1' },
    ));
  }
  return client;
}

export function resetMeteringClient(): void {
  client = undefined;
}

/** The metered dimension: one unit is 100 Coupon API requests (rules#constants: $1 per 100 requests). */
export const REQUEST_DIMENSION = 'requests';
export const REQUESTS_PER_UNIT = 100;

/**
 * Which revenue model a Marketplace product sells: `MARKETPLACE_PRODUCTS` maps product codes to
 * 'passThrough' (100% pass-through + $1 per 100 requests, metered) or 'share95' (95% pass-through,
 * nothing metered). Unknown products get the metered model, so usage is never given away.
 */
export function revenueModelFor(productCode: string, env: NodeJS.ProcessEnv = process.env): RevenueModel {
  return productsOf(env)[productCode] === 'share95' ? 'share95' : 'passThrough';
}

function productsOf(env: NodeJS.ProcessEnv): Record<string, string> {
  try {
    const products = JSON.parse(env.MARKETPLACE_PRODUCTS ?? '{}') as unknown;
    return products && typeof products === 'object' && !Array.isArray(products) ? (products as Record<string, string>) : {};
  } catch {
    return {}; // a malformed map means the default model
  }
}

/**
 * Whether a product's subscription events are ours: with `MARKETPLACE_PRODUCTS` set, only its
 * products (the EventBridge bus carries every product the seller account sells); without it, all.
 */
export function isOurProduct(productCode: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const products = productsOf(env);
  return Object.keys(products).length === 0 || productCode in products;
}
