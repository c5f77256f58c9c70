import { normalisePhone } from '../../../shared/validation';

/** Providers that ignore dots in the local part (one mailbox for a.b.c@ and abc@). */
const DOTS_IGNORED = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox a recipient limit counts: `a+1@`, `a+2@` and `A@` are one inbox at every major
 * provider (sub-addressing, RFC 5233), and so are `a.b@gmail.com` and `ab@googlemail.com`.
 * Phones count by their normalised number.
 */
export function recipientKey(recipient: string): string {
  const at = recipient.lastIndexOf('@');
  if (at < 0) return normalisePhone(recipient);
  let local = recipient.slice(0, at).trim().toLowerCase();
  let domain = recipient.slice(at + 1).trim().toLowerCase();
  local = local.split('+')[0]!;
  if (DOTS_IGNORED.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
