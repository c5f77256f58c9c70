import { marketplaceUsageContract } from '../../../shared/contracts/marketplace';
import { httpHandler } from '../../lib/http';
import { usageRows } from '../../domain/marketplace/admin';

export const handler = httpHandler('marketplaceAdminUsage', marketplaceUsageContract, async ({ query }) => ({ hours: await usageRows(query.hours ?? 24, query.product) }), {
  auth: { role: 'marketplace-admin' },
});
