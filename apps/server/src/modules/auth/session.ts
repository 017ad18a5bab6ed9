import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'sid';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The database keeps only a hash of the token: a leaked table cannot be replayed as cookies. */
export function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
