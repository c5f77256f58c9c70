import { priceExplainerContract } from '../../../shared/contracts/admin';
import { httpHandler } from '../../lib/http';
import { explainPharmacyPrice } from '../../domain/pricing/explain';

/** Every PBM's quote at one pharmacy and how it was built, the winner marked (admin only). */
export const handler = httpHandler('adminPriceExplainer', priceExplainerContract, async ({ query }) => explainPharmacyPrice(query), {
  auth: { role: 'admin' },
});
