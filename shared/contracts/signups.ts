import * as z from 'zod';
import { API_ROUTES } from '../api-routes';
import { defineContract } from '../contract';
import { langParam, type MessageLang } from './messaging';

/**
 * The eight sign-ups of rules#tool-pages share one subscription model: a channel (e-mail or
 * SMS), double opt-in, stored consent, one-click unsubscribe and deletion on request.
 */
export const SIGNUP_KINDS = [
  'medication-reminders',
  'medication-check-in',
  'thank-yous',
  'personalized-thank-yous',
  'monetary-incentives',
  'family-notifications',
  'educational-contact-to-discuss-medications',
  'refill-notifications',
] as const;
export const signupKindSchema = z.enum(SIGNUP_KINDS);
export type SignupKind = z.infer<typeof signupKindSchema>;

/** How a sign-up is named in running text ("your medication reminders"). */
export const SIGNUP_KIND_NAMES: Record<SignupKind, string> = {
  'medication-reminders': 'medication reminders',
  'medication-check-in': 'medication check-ins',
  'thank-yous': 'refill thank-yous',
  'personalized-thank-yous': 'personalized thank-yous',
  'monetary-incentives': 'on-time refill rewards',
  'family-notifications': 'family refill notifications',
  'educational-contact-to-discuss-medications': 'medication education contact',
  'refill-notifications': 'refill notifications',
};

/**
 * The consent text a visitor agrees to, in the page's language; the one shown is stored with the
 * time, so what they saw is on record.
 */
export const CONSENT_TEXTS: Record<MessageLang, string> = {
  en:
    'I agree to receive the messages I chose from RxSavvy at this address or number. Message and data rates may apply. ' +
    'Every message has a one-click unsubscribe (reply STOP to a text). RxSavvy never sells or shares this information.',
  es:
    'Acepto recibir de RxSavvy los mensajes que elegí en esta dirección o número. Pueden aplicarse tarifas de mensajes y datos. ' +
    'Cada mensaje incluye un enlace para cancelar con un clic (o responda ALTO a un mensaje de texto). RxSavvy nunca vende ni comparte esta información.',
};
export const CONSENT_TEXT = CONSENT_TEXTS.en;

export const channelSchema = z.enum(['email', 'sms']);
export type Channel = z.infer<typeof channelSchema>;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'times are HH:MM, 24-hour');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dates are YYYY-MM-DD');

/** IANA zone names only (what Intl accepts), e.g. America/Los_Angeles. */
export const timeZoneSchema = z.string().trim().max(64).refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone);
  } catch {
    return false;
  }
}, 'timeZone must be an IANA time zone such as America/Chicago');

export const contactSchema = z.object({ channel: channelSchema, contact: z.string().trim().min(3).max(254) });

const firstNameSchema = z.string().trim().max(40).regex(/^[\p{L}' -]*$/u, 'first name: letters only');

export const signupRequestSchema = z.object({
  kind: signupKindSchema,
  channel: channelSchema,
  contact: z.string().trim().min(3).max(254),
  timeZone: timeZoneSchema,
  /**
   * First name to greet the visitor by (personalised thank-yous); optional elsewhere. Letters,
   * apostrophes, hyphens and spaces only: no dot, so no domain or link fits in it.
   */
  firstName: firstNameSchema.optional(),
  /** The drug name the visitor chose to share; never required. */
  drugName: z.string().trim().max(100).optional(),
  /** Daily reminder times (medication reminders). */
  times: z.array(timeOfDay).min(1).max(6).optional(),
  /** Last fill date and days' supply (refills, thank-yous, incentives, family notifications). */
  fillDate: isoDate.optional(),
  daysSupply: z.coerce.number().int().min(1).max(365).optional(),
  /** Every N days (check-ins and educational contact). */
  everyDays: z.coerce.number().int().min(1).max(180).optional(),
  /** Family notifications: the second person, who must confirm too. */
  family: contactSchema.extend({ name: firstNameSchema.optional() }).optional(),
  consent: z.literal(true, { message: 'consent is required' }),
  /** The page's language: the confirmation and every later message of the sign-up go out in it. */
  lang: langParam,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

const tokenSchema = z.object({ token: z.string().trim().min(10).max(200).regex(/^[A-Za-z0-9._-]+$/, 'invalid token') });

export const signupSubscribeContract = defineContract({
  ...API_ROUTES['signup-subscribe'],
  body: signupRequestSchema,
  response: z.object({ pending: z.literal(true) }),
});

export const signupConfirmContract = defineContract({
  ...API_ROUTES['signup-confirm'],
  body: tokenSchema,
  response: z.object({ confirmed: z.literal(true), kind: signupKindSchema, who: z.enum(['subscriber', 'family']) }),
});

export const signupUnsubscribeContract = defineContract({
  ...API_ROUTES['signup-unsubscribe'],
  body: tokenSchema,
  response: z.object({ unsubscribed: z.literal(true), kind: signupKindSchema }),
});

/** "I picked up my refill": the on-time refill that earns a thank-you or points. */
export const signupRefilledContract = defineContract({
  ...API_ROUTES['signup-refilled'],
  body: tokenSchema,
  response: z.object({ recorded: z.boolean(), onTime: z.boolean(), points: z.number().optional() }),
});

export const signupDeleteRequestContract = defineContract({
  ...API_ROUTES['signup-delete-request'],
  body: contactSchema.extend({ lang: langParam }),
  response: z.object({ pending: z.literal(true) }),
});

export const signupDeleteContract = defineContract({
  ...API_ROUTES['signup-delete'],
  body: tokenSchema,
  response: z.object({ deleted: z.number() }),
});

/** Local runtime only: run the reminder dispatcher as if it were `at` (tests "advance the clock"). */
export const signupsDevDispatchContract = defineContract({
  ...API_ROUTES['signups-dev-dispatch'],
  body: z.object({ at: z.iso.datetime() }),
  response: z.object({ sent: z.number(), skipped: z.number() }),
});

/** Points terms for monetary incentives, stored with every ledger entry. */
export const INCENTIVE_TERMS = {
  version: '2026-11',
  pointsPerOnTimeRefill: 10,
  onTimeWindowDays: 3,
  text:
    'You earn 10 points for each refill you tell us you picked up within 3 days of its due date. Points are a record of ' +
    'on-time refills; they have no cash value by themselves. When an employer or health plan sponsors rewards for you, ' +
    'its offer says what points are worth. Points never expire while you are signed up and are deleted with your data on request.',
} as const;
