import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Link tokens for confirm and unsubscribe links: `<id>.<secret>`. Only a hash of the secret is
 * stored, so a leaked table cannot be turned into working links.
 */
export function newSecret(): string {
  return randomBytes(24).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export function linkToken(id: string, secret: string): string {
  return `${id}.${secret}`;
}

export function parseLinkToken(token: string): { id: string; secret: string } {
  const dot = token.indexOf('.');
  return { id: token.slice(0, dot), secret: token.slice(dot + 1) };
}

export function secretMatches(secret: string, storedHash: unknown): boolean {
  if (typeof storedHash !== 'string') return false;
  const a = Buffer.from(hashSecret(secret));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
}
