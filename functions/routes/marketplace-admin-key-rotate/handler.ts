import { marketplaceAdminKeyRotateContract } from '../../../shared/contracts/marketplace';
import { httpHandler } from '../../lib/http';
import { keySummary } from '../../domain/marketplace/admin';
import { rotateKey } from '../../domain/coupon-api/api-keys';
import { clearAuthorizationCache } from '../../domain/coupon-api/authorize';

/** A new key for the same customer (shown once), then the old one revoked. */
export const handler = httpHandler(marketplaceAdminKeyRotateContract, async ({ body }) => {
  const rotated = await rotateKey(body.keyId);
  clearAuthorizationCache();
  return { apiKey: rotated.apiKey, key: keySummary(rotated.record), revoked: keySummary(rotated.revoked) };
});
