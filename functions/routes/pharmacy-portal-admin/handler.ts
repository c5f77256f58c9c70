import { pharmacyPortalAdminContract } from '../../../shared/contracts/pharmacy-portal';
import { httpHandler } from '../../lib/http';
import { listOptIns } from '../../domain/pharmacy/opt-ins';

export const handler = httpHandler(
  pharmacyPortalAdminContract,
  async () => {
    const optIns = await listOptIns();
    optIns.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    return { optIns };
  },
);
