import { API_ROUTES } from '../../../shared/api-routes';
import { BRAND } from '../../../shared/brand';
import type { OneClickList } from '../../../shared/contracts/messaging';
import { optionalEnv } from '../../lib/env';

/** Sender of every e-mail; in AWS the only address the functions may send from. */
export const fromAddress = (): string => optionalEnv('SES_FROM_ADDRESS', BRAND.email);

/** Where contact, demo and API-contact messages go: the team's own inbox, never a caller's choice. */
export const contactInbox = (): string => optionalEnv('CONTACT_INBOX', BRAND.email);

/**
 * The site's own origin for links in messages (confirm, unsubscribe). Configured, never taken
 * from the request's Host header: a forged host would put someone else's links in our mail.
 */
export const siteUrl = (): string => optionalEnv('SITE_URL', `https://${BRAND.domain}`).replace(/\/+$/, '');

/** The URL a mail client POSTs to for its own Unsubscribe button (RFC 8058), for a bulk message of `list`. */
export const oneClickUnsubscribeUrl = (list: OneClickList, token: string): string =>
  `${siteUrl()}${API_ROUTES['list-unsubscribe'].path}?list=${list}&token=${encodeURIComponent(token)}`;
