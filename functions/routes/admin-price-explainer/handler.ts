import { adminPriceExplainerContract } from '../../../shared/contracts/admin';
import { httpHandler } from '../../lib/http';
import { explainPharmacyPrice } from '../../domain/pricing/explain';

/** Every PBM's quote at one pharmacy and how it was built, the winner marked (admin only). */
export const handler = httpHandler(adminPriceExplainerContract, async ({ query }) => explainPharmacyPrice(query));
