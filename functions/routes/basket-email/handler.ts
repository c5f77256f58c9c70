import { basketEmailContract } from '../../../shared/contracts/basket';
import { MESSAGES, isValidEmail } from '../../../shared/validation';
import { badRequest } from '../../lib/errors';
import { httpHandler } from '../../lib/http';
import { priceBasket } from '../../domain/basket/price-basket';
import { planCoupons } from '../../domain/basket/plan';
import { deliver, enforceSendLimits } from '../../domain/messaging/limits';
import { sendEmail } from '../../domain/messaging/send';
import { basketEmail } from '../../domain/messaging/templates/basket';

/**
 * POST /api/basket/email: the list's coupons in one e-mail. The list is priced again here (a cached
 * answer, normally), so the message holds only coupons the engine issued; the coupon e-mail's
 * limits (per caller and per recipient, counted together with it) and recipient rules apply. It goes
 * out in the language of the page it was asked from (`lang`), like the coupon e-mail.
 */
export const handler = httpHandler(basketEmailContract, async ({ body, sourceIp }) => {
  if (!isValidEmail(body.receiverEmail)) throw badRequest('invalid_email', MESSAGES.email);
  const message = planCoupons(await priceBasket(body), body.plan);
  if (!message) throw badRequest('nothing_to_send', 'No pharmacy near this zip code prices these items yet, so there is no coupon to send.');
  await enforceSendLimits('couponEmail', sourceIp, body.receiverEmail);
  await deliver(() => sendEmail({ to: body.receiverEmail, ...basketEmail(message, body.lang), category: 'basket' }));
  return { sent: true as const };
});
