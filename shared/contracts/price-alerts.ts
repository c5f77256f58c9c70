import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { emailParam, langParam, linkTokenSchema } from './messaging';

/**
 * Price-drop alerts (beyond the competitors): "tell me when the price of this drug,
 * quantity and zip drops", by e-mail or SMS, double opt-in, one-click unsubscribe.
 */
export const priceAlertSubscribeContract = defineContract({
  ...API_ROUTES['price-alert-subscribe'],
  body: z.discriminatedUnion('channel', [
    z.object({ channel: z.literal('email'), email: emailParam }),
    z.object({ channel: z.literal('sms'), phone: z.string().trim().min(7).max(20) }),
  ]).and(
    z.object({
      /** Drug label as shown, e.g. 'Lisinopril'. */
      drugName: z.string().trim().min(1).max(100),
      ndc: z.string().trim().regex(/^\d{11}$/, 'ndc must be 11 digits'),
      quantity: z.coerce.number().positive().max(10_000),
      zip: z.string().trim().regex(/^\d{5}$/, 'The Zip code must be 5 digits'),
      /** The best price the visitor saw when signing up (dollars). */
      bestPrice: z.coerce.number().nonnegative().max(100_000),
      /** The page's language: the confirmation and every alert of the watch go out in it. */
      lang: langParam,
    }),
  ),
  response: z.object({ pending: z.literal(true) }),
});
export type PriceAlertSubscribeBody = z.input<typeof priceAlertSubscribeContract.body>;

export const priceAlertConfirmContract = defineContract({
  ...API_ROUTES['price-alert-confirm'],
  body: z.object({ token: linkTokenSchema }),
  response: z.object({ confirmed: z.literal(true) }),
});

export const priceAlertUnsubscribeContract = defineContract({
  ...API_ROUTES['price-alert-unsubscribe'],
  body: z.object({ token: linkTokenSchema }),
  response: z.object({ unsubscribed: z.literal(true) }),
});
