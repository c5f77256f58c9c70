import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Link tokens are `<record id>.<secret>`; only a SHA-256 of the secret is stored, so a copy of
 * the table cannot confirm, unsubscribe or delete anyone.
 */
export const newId = (): string => randomBytes(12).toString('base64url');
export const newSecret = (): string => randomBytes(24).toString('base64url');
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

export function makeToken(id: string, secret: string): string {
  return `${id}.${secret}`;
}

export function parseToken(token: string): { id: string; secret: string } | undefined {
  const [id, secret, ...rest] = token.split('.');
  return id && secret && rest.length === 0 ? { id, secret } : undefined;
}

export function secretMatches(secret: string, storedHash: string | undefined): boolean {
  if (!storedHash) return false;
  const a = Buffer.from(hashSecret(secret));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}
