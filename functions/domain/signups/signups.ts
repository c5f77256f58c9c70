import { CONSENT_TEXTS, INCENTIVE_TERMS, type SignupRequest } from '../../../shared/contracts/signups';
import { isValidEmail, isValidPhone, normalisePhone } from '../../../shared/validation';
import { badRequest, HttpError } from '../../lib/errors';
import { hashSubject } from '../../lib/rate-limit';
import { deliver, sendComposed } from './deliver';
import { confirmationMessage, deletionMessage } from './messages';
import { langOf, type MessageLang } from '../messaging/language';
import { manageLink } from './links';
import { REFILL_CHECKS, REFILL_CYCLE, type Subscription } from './model';
import { nearestDueDate } from './schedule';
import {
  deleteSubscriptionData, dueAt, invalidLink, lookSoon, putDeleteRequest, putOnce, putPendingSubscription, SIGNUPS, subscriptionIdsForContact, takeDeleteRequest,
} from './store';
import * as optIn from '../messaging/double-opt-in';
import { hashSecret, makeLinkToken, newId, newSecret, parseLinkToken, secretMatches } from '../messaging/link-tokens';
import { daysBetween, localDate } from './zoned-time';
import { isTextableUsNumber, SMS_US_ONLY_MESSAGE } from '../../../shared/nanp';
import { InvalidMessageError, NotTextableError, RecipientSuppressedError } from '../messaging/send';

/** What each kind needs besides a contact: checked here so the message explains it. */
function checkKindFields(req: SignupRequest): void {
  if (req.kind === 'medication-reminders' && !req.times?.length) throw badRequest('times_required', 'Choose at least one reminder time.');
  if ([...REFILL_CYCLE, ...REFILL_CHECKS].includes(req.kind) && (!req.fillDate || !req.daysSupply)) {
    throw badRequest('refill_dates_required', 'Give the date of your last fill and its days of supply.');
  }
  if (['medication-check-in', 'educational-contact-to-discuss-medications'].includes(req.kind) && !req.everyDays) {
    throw badRequest('interval_required', 'Choose how often we should contact you.');
  }
  if (req.kind === 'family-notifications' && !req.family) throw badRequest('family_required', 'Give the family member\'s e-mail or phone number.');
}

export function normaliseContact(channel: 'email' | 'sms', contact: string): string {
  if (channel === 'email') {
    if (!isValidEmail(contact)) throw badRequest('invalid_email', 'Please enter a valid email address');
    return contact.trim().toLowerCase();
  }
  if (!isValidPhone(contact)) throw badRequest('invalid_phone', 'Please enter a valid Phone Number');
  const phone = normalisePhone(contact);
  // A client problem, answered before anything is stored or sent (it used to surface as a 503 from the send).
  if (!isTextableUsNumber(phone)) throw badRequest('sms_us_only', SMS_US_ONLY_MESSAGE);
  return phone;
}

/**
 * Sends a sign-up's confirmation. A recipient that opted out (STOP, bounce, complaint) gets the
 * same answer as anyone (nothing is sent; a different answer would reveal who opted out), and a
 * client problem is a 4xx; only a failing messaging service is a 503.
 */
async function sendConfirmation(send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (err) {
    if (err instanceof RecipientSuppressedError) return;
    if (err instanceof NotTextableError) throw badRequest('sms_us_only', SMS_US_ONLY_MESSAGE);
    if (err instanceof InvalidMessageError) throw badRequest('invalid_recipient', `The message cannot be sent: ${err.message}.`);
    throw unavailable();
  }
}

function unavailable(): HttpError {
  return new HttpError(503, 'send_failed', 'We could not send the confirmation message. Please try again in a few minutes.');
}

/** A sign-up checked and normalised, before anything is stored or sent. */
export type PreparedSignup = SignupRequest & { family?: SignupRequest['family'] };

/** Validates what zod cannot (what each kind needs, real addresses) and normalises contacts. */
export function prepareSignup(req: SignupRequest): PreparedSignup {
  checkKindFields(req);
  const family = req.kind === 'family-notifications' && req.family ? { ...req.family, contact: normaliseContact(req.family.channel, req.family.contact) } : undefined;
  return { ...req, contact: normaliseContact(req.channel, req.contact), family };
}

/** Stores a pending sign-up and sends the one confirmation message (double opt-in). */
export async function subscribe(req: PreparedSignup, now = new Date()): Promise<void> {
  const { contact, family } = req;
  const lang = langOf(req.lang);
  const { token, sub } = await putPendingSubscription({
    id: newId(), kind: req.kind, channel: req.channel, contact, contactHash: hashSubject(contact), timeZone: req.timeZone,
    ...(req.firstName ? { firstName: req.firstName } : {}), ...(req.drugName ? { drugName: req.drugName } : {}), ...(req.times ? { times: [...new Set(req.times)].sort() } : {}),
    ...(req.fillDate ? { fillDate: req.fillDate } : {}), ...(req.daysSupply ? { daysSupply: req.daysSupply } : {}), ...(req.everyDays ? { everyDays: req.everyDays } : {}),
    ...(family ? { family: { channel: family.channel, contact: family.contact, contactHash: hashSubject(family.contact), ...(family.name ? { name: family.name } : {}) } } : {}),
    lang,
  }, CONSENT_TEXTS[lang], now);
  await sendConfirmation(() => deliver(sub, confirmationMessage(sub, token, false)));
}

/** Confirms the subscriber, or (family notifications) the family contact with their own link. */
export async function confirm(token: string, now = new Date()): Promise<{ sub: Subscription; who: 'subscriber' | 'family' }> {
  const link = await optIn.openLink(SIGNUPS, token, now);
  const sub = link.item;
  if (optIn.isConfirmLink(SIGNUPS, link)) {
    const { first } = await optIn.confirm(SIGNUPS, link, now, dueAt(sub.id, now));
    if (first && sub.family && !sub.family.confirmedAt) await askFamily(sub);
    return { sub, who: 'subscriber' };
  }
  if (sub.family && secretMatches(link.secret, sub.familyConfirmTokenHash)) {
    if (!sub.family.confirmedAt) await optIn.setFields(SIGNUPS, sub.id, { family: { ...sub.family, confirmedAt: now.toISOString() } }, ['pending', 'confirmed']);
    return { sub, who: 'family' };
  }
  throw invalidLink();
}

/** The family contact gets their own confirmation only after the subscriber has confirmed. */
async function askFamily(sub: Subscription): Promise<void> {
  const secret = newSecret();
  await optIn.setFields(SIGNUPS, sub.id, { familyConfirmTokenHash: hashSecret(secret) }, ['confirmed']);
  await sendConfirmation(() => deliver({ ...sub }, confirmationMessage(sub, makeLinkToken(sub.id, secret), true), 'family'));
}

/** The sign-up of a link from a sign-up message: its unsubscribe secret is also the "I picked it up" link's. */
async function byMessageLink(token: string, now: Date): Promise<Subscription> {
  const link = await optIn.openLink(SIGNUPS, token, now);
  if (!optIn.isUnsubscribeLink(SIGNUPS, link)) throw invalidLink();
  return link.item;
}

export async function unsubscribe(token: string, now = new Date()): Promise<Subscription> {
  return optIn.unsubscribe(SIGNUPS, await optIn.openLink(SIGNUPS, token, now), now);
}

/** "I picked up my refill": on time means within the programme's window of the due date. */
export async function reportRefill(token: string, now = new Date()): Promise<{ recorded: boolean; onTime: boolean; points?: number }> {
  const sub = await byMessageLink(token, now);
  if (sub.status !== 'confirmed' || !REFILL_CHECKS.includes(sub.kind)) throw badRequest('not_a_refill_programme', 'This sign-up does not track refills.');
  const today = localDate(now, sub.timeZone);
  const due = nearestDueDate(sub, today);
  if (!due) throw badRequest('no_refill_due', 'No refill is due for this sign-up.');
  const onTime = Math.abs(daysBetween(due, today)) <= INCENTIVE_TERMS.onTimeWindowDays;
  const recorded = await putOnce(sub.id, `refill#${due}`, { dueDate: due, reportedAt: now.toISOString(), onTime });
  if (recorded && onTime && sub.kind === 'monetary-incentives') {
    await putOnce(sub.id, `ledger#${due}`, { points: INCENTIVE_TERMS.pointsPerOnTimeRefill, termsVersion: INCENTIVE_TERMS.version, terms: INCENTIVE_TERMS.text, at: now.toISOString() });
  }
  // The thank-you is due now: the next dispatcher run looks at this sign-up.
  if (recorded && onTime) await lookSoon(sub.id, now);
  return { recorded, onTime };
}

const DELETE_LINK_TTL_S = 24 * 60 * 60;

/** Sends a deletion link to the contact (only its owner can delete); nothing is said about whether data exists. */
export async function requestDeletion(channel: 'email' | 'sms', rawContact: string, lang: MessageLang = 'en', now = new Date()): Promise<void> {
  const contact = normaliseContact(channel, rawContact);
  const id = newId();
  const secret = newSecret();
  await putDeleteRequest(id, hashSubject(contact), hashSecret(secret), Math.floor(now.getTime() / 1000) + DELETE_LINK_TTL_S);
  const link = manageLink('delete', makeLinkToken(id, secret));
  try {
    // Not a sign-up message: no unsubscribe line (it used to show the deletion link under that name).
    await sendComposed({ channel, contact }, deletionMessage(lang, link), lang);
  } catch {
    // A suppressed or invalid recipient learns nothing different from a valid one.
  }
}

export async function deleteByToken(token: string, now = new Date()): Promise<number> {
  const parsed = parseLinkToken(token);
  const request = parsed && (await takeDeleteRequest(parsed.id));
  if (!parsed || !request || request.expiresAt * 1000 < now.getTime() || !secretMatches(parsed.secret, request.tokenHash)) throw invalidLink();
  const ids = await subscriptionIdsForContact(request.contactHash);
  for (const id of ids) await deleteSubscriptionData(id);
  return ids.length;
}
