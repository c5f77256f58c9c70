import { describe, expect, it } from 'vitest';
import { type RouteDef, routes } from '../../functions/tables/routes';
import { type CfnJson, logicalId, synth } from './support';

/** The coupon-signing key reaches exactly the functions that sign or check coupons, by ARN only. */
describe('coupon signing key', () => {
  const built = synth({ stage: 'dev' });
  const api = built.template(built.api).toJSON().Resources as Record<string, { Type: string; Properties: CfnJson }>;
  const envOf = (route: RouteDef) => (api[logicalId(built.api, built.api.functions.get(route.id)!)]!.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;

  it('is one generated Secrets Manager secret', () => {
    const secrets = Object.entries(api).filter(([id, r]) => r.Type === 'AWS::SecretsManager::Secret' && id.startsWith('CouponSigningSecret'));
    expect(secrets).toHaveLength(1);
    expect(secrets[0]![1].Properties.GenerateSecretString).toBeDefined();
  });

  it.each(routes.map((r) => [r.id, r] as const))('%s gets the secret\'s ARN exactly when it signs or checks coupons', (_id, route) => {
    const env = envOf(route);
    expect('COUPON_SIGNING_KEY_SECRET_ARN' in env).toBe(Boolean(route.resources.couponSigning));
    expect('COUPON_SIGNING_KEY' in env).toBe(false);
  });

  it('is given to the price routes that issue coupons and the routes that relay or count them', () => {
    const ids = routes.filter((r) => r.resources.couponSigning).map((r) => r.id).sort();
    expect(ids).toEqual(['basket', 'basket-email', 'coupon-api-basket', 'coupon-email', 'coupon-sms', 'coupon-verify', 'coupon-view', 'drug-details', 'mail-order-pricing', 'price-comparison']);
  });
});
