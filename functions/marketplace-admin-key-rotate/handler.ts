import { rotateKeyContract } from '../../shared/contracts/marketplace';
import { httpHandler } from '../lib/http';
import { keySummary } from '../partner-api/admin';
import { rotateKey } from '../partner-api/api-keys';
import { clearAuthorizationCache } from '../partner-api/authorize';

/** A new key for the same customer (shown once), then the old one revoked. */
export const handler = httpHandler('marketplaceAdminKeyRotate', rotateKeyContract, async ({ body }) => {
  const rotated = await rotateKey(body.keyId);
  clearAuthorizationCache();
  return { apiKey: rotated.apiKey, key: keySummary(rotated.record), revoked: keySummary(rotated.revoked) };
}, { auth: { role: 'marketplace-admin' } });
