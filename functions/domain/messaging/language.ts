import { BRAND } from '../../../shared/brand';
import type { MessageLang } from '../../../shared/contracts/messaging';

export type { MessageLang };

/**
 * The words of one message in every language: one table per message template, one entry per
 * language, so the template's logic is written once. TypeScript refuses a language that lacks a
 * key, and tests/unit/messaging/spanish-templates.test.ts checks every table at run time too.
 */
export type PerLang<T> = Record<MessageLang, T>;

/** The language a stored item or a request asks for: 'en' unless it says 'es' (items stored before languages have none). */
export const langOf = (lang: string | undefined): MessageLang => (lang === 'es' ? 'es' : 'en');

/** The locale dates and times are written in: US English, US Spanish. */
export const LOCALES: PerLang<string> = { en: 'en-US', es: 'es-US' };

/**
 * A page of the site in the message's language: the Spanish pages are the same paths under `/es`
 * (issue 31: `/es/Lisinopril`, `/es/coupon`). Only pages that have a Spanish version are passed
 * here (the coupon and the drug's price page); the confirm, unsubscribe and manage links keep
 * their one path, which works whatever the page's language.
 */
export const pagePath = (lang: MessageLang, path: string): string => (lang === 'es' ? `/es${path}` : path);

/** The help line as messages show it, marked while it is the fictional number (shared/brand.ts). */
export const PHONE_LABELS: PerLang<string> = {
  en: BRAND.phoneLabel,
  es: (BRAND.phoneLabel as string) === BRAND.phone ? BRAND.phone : `${BRAND.phone} (número ficticio: todavía no hay línea telefónica)`,
};
