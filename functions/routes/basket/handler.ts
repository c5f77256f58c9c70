import { basketContract } from '../../../shared/contracts/basket';
import { httpHandler } from '../../lib/http';
import { limitCostlyRequest } from '../../lib/ip-bucket';
import { priceBasket } from '../../domain/basket/price-basket';

/** POST /api/basket: the visitor's list priced near a zip (issue 31 §1); up to 10 fan-outs, so a tighter per-caller bucket than one price page. */
export const handler = httpHandler(basketContract, async ({ body, sourceIp }) => {
  limitCostlyRequest('basket', sourceIp, 20, 30);
  return priceBasket(body);
});
