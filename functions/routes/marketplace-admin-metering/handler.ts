import { marketplaceAdminMeteringContract } from '../../../shared/contracts/marketplace';
import { httpHandler } from '../../lib/http';
import { meteringRows } from '../../domain/marketplace/admin';

/** Metering records with their status: sent, failed (retried next hour, with the reason) or sending. */
export const handler = httpHandler(marketplaceAdminMeteringContract, async ({ query }) => ({ records: await meteringRows(query.hours ?? 48, query.product) }));
