import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { issuedCouponSchema } from './coupon';

/**
 * rules#calls messaging calls. The paths and field names are the spec's; what the server does with
 * them is ours: form mail goes only to the team's inbox, the newsletter is double opt-in, and
 * every send is rate limited per caller and per recipient.
 */
export const emailParam = z.string().trim().min(3).max(254);

/**
 * The language of the page a message was asked from; the message (and, for a sign-up or price
 * alert, every later message) goes out in it. Optional, 'en' when absent; anything else is a 400.
 */
export const MESSAGE_LANGS = ['en', 'es'] as const;
export const langParam = z.enum(MESSAGE_LANGS, { error: "lang must be 'en' or 'es'" }).optional();
export type MessageLang = (typeof MESSAGE_LANGS)[number];
export const sentSchema = z.object({ sent: z.literal(true) });

/** POST /api/ecsprice0: e-mail the coupon to the visitor. */
export const couponEmailContract = defineContract({
  ...API_ROUTES['coupon-email'],
  body: z.object({ coupon: issuedCouponSchema, receiverEmail: emailParam, lang: langParam }),
  response: sentSchema,
});

/** POST /api/ecssms0: text the coupon to the visitor. */
export const couponSmsContract = defineContract({
  ...API_ROUTES['coupon-sms'],
  body: z.object({ coupon: issuedCouponSchema, ReceiverPhoneNumber: z.string().trim().min(7).max(20), lang: langParam }),
  response: sentSchema,
});

/**
 * POST /api/coupon/verify (ours): whether a coupon link holds exactly what the engine issued. The
 * coupon page shows a coupon only after this says yes, so a link with words or a phone number of
 * its own ("CVS – account locked, call …") shows the invalid-coupon state, never that text. A POST:
 * the coupon names a drug and a store.
 */
export const couponVerifyContract = defineContract({
  ...API_ROUTES['coupon-verify'],
  body: z.object({ coupon: issuedCouponSchema }),
  response: z.object({ issued: z.literal(true) }),
});

/** GET /api/ecsprice0: the contact, request-a-demo and API-contact forms (to the team's inbox only). */
export const contactEmailContract = defineContract({
  ...API_ROUTES['contact-email'],
  query: z.object({
    subject: z.string().trim().min(1).max(200),
    emailBody: z.string().trim().min(1).max(10_000),
    receiverEmail: emailParam,
  }),
  response: sentSchema,
});

/** GET /api/newsletter: stores a pending subscription and sends one confirmation e-mail. */
export const newsletterContract = defineContract({
  ...API_ROUTES['newsletter'],
  query: z.object({ receiverEmail: emailParam, signUpForNewsletter: z.literal('true'), lang: langParam }),
  response: z.object({ pending: z.literal(true) }),
});

/** POST /api/couponview: records a coupon view (sent only from the production host). */
export const couponViewContract = defineContract({
  ...API_ROUTES['coupon-view'],
  body: z.object({
    coupon: issuedCouponSchema,
    memberId: z.string().trim().max(30),
    returnURL: z.string().trim().max(2000).optional(),
    gclid: z.string().trim().max(200).optional(),
    PBM: z.string().trim().max(40),
  }),
  response: z.object({ recorded: z.literal(true) }),
});

/** A link token from a confirmation or unsubscribe e-mail/SMS: `<id>.<secret>`. */
export const linkTokenSchema = z.string().trim().regex(/^[A-Za-z0-9_-]{8,64}\.[A-Za-z0-9_-]{16,64}$/, 'the link is incomplete or damaged');

/** POST /api/newsletter/confirm: the double opt-in link flips a pending subscription to confirmed. */
export const newsletterConfirmContract = defineContract({
  ...API_ROUTES['newsletter-confirm'],
  body: z.object({ token: linkTokenSchema }),
  response: z.object({ confirmed: z.literal(true) }),
});

/** POST /api/newsletter/unsubscribe: one click from any newsletter e-mail. */
export const newsletterUnsubscribeContract = defineContract({
  ...API_ROUTES['newsletter-unsubscribe'],
  body: z.object({ token: linkTokenSchema }),
  response: z.object({ unsubscribed: z.literal(true) }),
});

/** The lists whose bulk messages carry a one-click List-Unsubscribe header (RFC 8058). */
export const ONE_CLICK_LISTS = ['signup', 'price-alert'] as const;
export type OneClickList = (typeof ONE_CLICK_LISTS)[number];

/**
 * POST /api/list-unsubscribe?list=…&token=…: the mail client's own Unsubscribe button (RFC 8058).
 * It POSTs `List-Unsubscribe=One-Click` as a form to the URL in the message's List-Unsubscribe
 * header; the token is the same one as the message's unsubscribe link.
 */
export const listUnsubscribeContract = defineContract({
  ...API_ROUTES['list-unsubscribe'],
  query: z.object({ list: z.enum(ONE_CLICK_LISTS), token: linkTokenSchema }),
  body: z.object({ 'List-Unsubscribe': z.literal('One-Click', { error: 'The body must be List-Unsubscribe=One-Click (RFC 8058).' }) }),
  response: z.object({ unsubscribed: z.literal(true) }),
});

/** One message captured by the local outbox (local runs only). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  at: z.string(),
  channel: z.enum(['email', 'sms']),
  from: z.string().optional(),
  to: z.array(z.string()),
  replyTo: z.array(z.string()).optional(),
  subject: z.string().optional(),
  html: z.string().optional(),
  text: z.string(),
  category: z.string().optional(),
  smsType: z.string().optional(),
  /** Custom e-mail headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on bulk messages. */
  headers: z.record(z.string(), z.string()).optional(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/dev/outbox: what the local runtime "sent", newest first. Refused outside stage `local`. */
export const devOutboxContract = defineContract({
  ...API_ROUTES['dev-outbox'],
  query: z.object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    to: z.string().trim().max(254).optional(),
  }),
  response: z.object({ messages: z.array(outboxMessageSchema) }),
});
