import { pharmacyPortalFeesContract } from '../../../shared/contracts/pharmacy-portal';
import { httpHandler } from '../../lib/http';
import { feesPerPbm } from '../../domain/pharmacy/fees';

/** Signed-in pharmacists: per PBM, the fees for a sample of common drugs at a minimum over NADAC. */
export const handler = httpHandler(
  pharmacyPortalFeesContract,
  async ({ query }) => feesPerPbm(query.minimumPayment, query.npi),
);
