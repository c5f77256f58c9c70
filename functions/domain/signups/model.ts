import type { Channel, SignupKind } from '../../../shared/contracts/signups';
import type { OptInItem } from '../messaging/double-opt-in';
import type { MessageLang } from '../messaging/language';

/** One sign-up of any of the eight kinds: pk `sub#<id>`, sk `sub` in the `signups` table; its lifecycle is the double-opt-in store's. */
export interface Subscription extends OptInItem {
  id: string;
  kind: SignupKind;
  channel: Channel;
  /** E-mail address or E.164 phone number: needed to send, never logged. */
  contact: string;
  contactHash: string;
  timeZone: string;
  consentText: string;
  consentAt: string;
  firstName?: string;
  drugName?: string;
  times?: string[];
  fillDate?: string;
  daysSupply?: number;
  everyDays?: number;
  family?: { channel: Channel; contact: string; contactHash: string; name?: string; confirmedAt?: string };
  /** The language of the page the visitor signed up from: every message (the family contact's too) goes out in it; absent on older sign-ups (English). */
  lang?: MessageLang;
  /** SHA-256 of the secret of each one-time confirmation link. */
  confirmTokenHash: string;
  familyConfirmTokenHash?: string;
  /**
   * Secret of the unsubscribe / "I picked it up" link, kept in the clear because every message
   * the dispatcher sends must carry it; it can only unsubscribe or report a refill.
   */
  manageSecret: string;
}

/** A refill the visitor told us they picked up: pk `sub#<id>`, sk `refill#<due date>`. */
export interface RefillReport {
  dueDate: string;
  reportedAt: string;
  onTime: boolean;
}

/** Which kinds run on which schedule. */
export const DAILY_TIMES: readonly SignupKind[] = ['medication-reminders'];
export const REFILL_CYCLE: readonly SignupKind[] = ['refill-notifications', 'family-notifications'];
export const REFILL_CHECKS: readonly SignupKind[] = ['thank-yous', 'personalized-thank-yous', 'monetary-incentives'];
export const INTERVALS: readonly SignupKind[] = ['medication-check-in', 'educational-contact-to-discuss-medications'];
