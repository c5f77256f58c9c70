import { TRANSFER_MAX_RESULTS, prescriptionTransferContract } from '../../../shared/contracts/transfer';
import { findPharmaciesByName } from '../../domain/catalog/pharmacy-repository';
import { httpHandler } from '../../lib/http';

/** rules#prescription-transfer: transfer instructions (portal links or phone) for pharmacies matching a name. */
export const handler = httpHandler(
  prescriptionTransferContract,
  async ({ query }) => {
    const found = await findPharmaciesByName(query.pharmacyName, TRANSFER_MAX_RESULTS);
    return {
      pharmacies: found.map((p) => ({
        pharmacyName: p.name,
        websiteDomain: p.transfer.websiteDomain,
        guestURL: p.transfer.guestURL,
        withAccountURL: p.transfer.withAccountURL,
        phoneNumber: p.transfer.phoneNumber || p.phone,
      })),
    };
  },
  { cacheControl: 'public, max-age=300' },
);
