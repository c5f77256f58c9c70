import { marketplaceAdminUsageContract } from '../../../shared/contracts/marketplace';
import { httpHandler } from '../../lib/http';
import { usageRows } from '../../domain/marketplace/admin';

export const handler = httpHandler(marketplaceAdminUsageContract, async ({ query }) => ({ hours: await usageRows(query.hours ?? 24, query.product) }));
