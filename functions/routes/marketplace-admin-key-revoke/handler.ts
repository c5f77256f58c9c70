import { marketplaceAdminKeyRevokeContract } from '../../../shared/contracts/marketplace';
import { httpHandler } from '../../lib/http';
import { keySummary } from '../../domain/marketplace/admin';
import { revokeKey } from '../../domain/coupon-api/api-keys';
import { clearAuthorizationCache } from '../../domain/coupon-api/authorize';

/** Revokes a key; in AWS it stops working when the authorizer's cached answer expires (60 s). */
export const handler = httpHandler(marketplaceAdminKeyRevokeContract, async ({ body }) => {
  const key = await revokeKey(body.keyId);
  clearAuthorizationCache();
  return { key: keySummary(key) };
});
