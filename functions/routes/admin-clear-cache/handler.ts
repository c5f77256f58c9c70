import { adminClearCacheContract } from '../../../shared/contracts/admin';
import { httpHandler } from '../../lib/http';
import { clearCaches } from '../../domain/pricing/clear-cache';

/** Clears the price cache and, in AWS, invalidates the CloudFront paths given (admin only). */
export const handler = httpHandler(
  adminClearCacheContract,
  async ({ body, requestId }) => clearCaches(body.paths, requestId),
);
