import { couponSmsContract } from '../../../shared/contracts/messaging';
import { MESSAGES, isValidPhone, normalisePhone } from '../../../shared/validation';
import { badRequest } from '../../lib/errors';
import { httpHandler } from '../../lib/http';
import { assertIssuedCoupon } from '../../domain/pricing/coupon-signature';
import { deliver, enforceSendLimits } from '../../domain/messaging/limits';
import { sendSms } from '../../domain/messaging/send';
import { couponSms } from '../../domain/messaging/templates/coupon';

/** rules#calls POST /api/ecssms0: texts a coupon the engine issued to the visitor (E.164, transactional, honours STOP). */
export const handler = httpHandler(couponSmsContract, async ({ body, sourceIp }) => {
  if (!isValidPhone(body.ReceiverPhoneNumber)) throw badRequest('invalid_phone', MESSAGES.phone);
  const to = normalisePhone(body.ReceiverPhoneNumber);
  await assertIssuedCoupon(body.coupon);
  await enforceSendLimits('couponSms', sourceIp, to);
  await deliver(() => sendSms({ to, text: couponSms(body.coupon, body.lang), category: 'coupon' }));
  return { sent: true as const };
});
