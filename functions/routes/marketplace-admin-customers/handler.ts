import { marketplaceAdminCustomersContract } from '../../../shared/contracts/marketplace';
import { httpHandler } from '../../lib/http';
import { customerSummaries } from '../../domain/marketplace/admin';

/** Marketplace admin: customers, subscription state and keys (all products, or one). */
export const handler = httpHandler(marketplaceAdminCustomersContract, async ({ query }) => customerSummaries(query.product));
