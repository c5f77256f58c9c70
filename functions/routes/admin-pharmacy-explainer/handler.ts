import { adminPharmacyExplainerContract } from '../../../shared/contracts/admin';
import { httpHandler } from '../../lib/http';
import { explainPharmacy } from '../../domain/pharmacy/explain';

/** Which PBMs price a pharmacy, and its opt-in and chosen minimum over NADAC (admin only). */
export const handler = httpHandler(adminPharmacyExplainerContract, async ({ query }) => explainPharmacy(query));
