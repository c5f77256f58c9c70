import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The link tokens of every opt-in flow (newsletter, price alerts, the iRxSavvy sign-ups and their
 * deletion links): `<id>.<secret>`, both base64url. Only a hash of a one-time secret is stored, so
 * a copy of a table cannot confirm, unsubscribe or delete anyone.
 */
export const newId = (): string => randomBytes(12).toString('base64url');
export const newSecret = (): string => randomBytes(24).toString('base64url');
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

export function makeLinkToken(id: string, secret: string): string {
  return `${id}.${secret}`;
}

/** The id and secret of a token, or undefined unless it is exactly two non-empty parts. */
export function parseLinkToken(token: string): { id: string; secret: string } | undefined {
  const [id, secret, ...rest] = token.split('.');
  return id && secret && rest.length === 0 ? { id, secret } : undefined;
}

/** Whether `secret` hashes to `storedHash`, compared in constant time; false when nothing is stored. */
export function secretMatches(secret: string, storedHash: unknown): boolean {
  if (typeof storedHash !== 'string' || !storedHash) return false;
  const a = Buffer.from(hashSecret(secret));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether `secret` is `storedSecret`, for the few secrets kept in the clear because every later
 * message must carry them (unsubscribe links). Compared as hashes, so in constant time.
 */
export function clearSecretMatches(secret: string, storedSecret: unknown): boolean {
  return typeof storedSecret === 'string' && storedSecret !== '' && secretMatches(secret, hashSecret(storedSecret));
}
