import { couponEmailContract } from '../../../shared/contracts/messaging';
import { MESSAGES, isValidEmail } from '../../../shared/validation';
import { badRequest } from '../../lib/errors';
import { httpHandler } from '../../lib/http';
import { assertIssuedCoupon } from '../../domain/pricing/coupon-signature';
import { deliver, enforceSendLimits } from '../../domain/messaging/limits';
import { sendEmail } from '../../domain/messaging/send';
import { couponEmail } from '../../domain/messaging/templates/coupon';

/** rules#calls POST /api/ecsprice0: e-mails a coupon the engine issued (signed, unchanged) to the visitor. */
export const handler = httpHandler(couponEmailContract, async ({ body, sourceIp }) => {
  if (!isValidEmail(body.receiverEmail)) throw badRequest('invalid_email', MESSAGES.email);
  await assertIssuedCoupon(body.coupon);
  await enforceSendLimits('couponEmail', sourceIp, body.receiverEmail);
  await deliver(() => sendEmail({ to: body.receiverEmail, ...couponEmail(body.coupon, body.lang), category: 'coupon' }));
  return { sent: true as const };
});
