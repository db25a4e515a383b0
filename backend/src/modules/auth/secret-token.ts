import { createHash, randomBytes } from 'node:crypto';

/** A new secret for a link or cookie: 32 random bytes, base64url (43 characters). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of the secret: SHA-256 hex (64 characters). */
export function hashToken(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
