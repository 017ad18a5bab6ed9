import { eq, like, or } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { accountTokens, authAttempts, multiproofRequests, sessions, users } from '../../db/schema.js';
import * as repo from './repo.js';
import { newSessionToken, sessionId } from './session.js';

/** How long the link in a close-your-account mail works. */
export const CLOSURE_LINK_HOURS = 24;

/** The address a closed account's row keeps: unique, never a person's, and under a domain nothing delivers to (RFC 2606). */
export const closedAccountEmail = (userId: number) => `closed-account-${userId}@account-closed.invalid`;

/**
 * The accounts' part of closing an account (issue 29.5, ADR 0064): the single-use link (only its SHA-256 is kept, like
 * every account token), and the account itself, kept as a row without the person's details so the council's records
 * that name it (submitted applications, their events) keep their key, while the address is free to register again.
 */
export interface AccountClosureAccounts {
  /** A new closure link's token for the user, written in the caller's transaction (with the mail that carries it). */
  issueToken(tx: Executor, userId: number): Promise<string>;
  /** The account a usable (unused, unexpired) closure token belongs to, without using it. */
  peekToken(token: string): Promise<{ id: number; email: string; fullName: string } | undefined>;
  /** Uses the token in the caller's transaction; the user's id, or undefined when it is used, expired or unknown. */
  useToken(tx: Executor, token: string): Promise<number | undefined>;
  /**
   * Ends every session and link of the account, forgets its sign-in attempts and multiproof requests, and replaces
   * its email, name, details and password with nothing a person can be found or sign in by.
   */
  close(tx: Executor, userId: number): Promise<void>;
}

export function createAccountClosureAccounts(db: () => Db): AccountClosureAccounts {
  return {
    async issueToken(tx, userId) {
      const token = newSessionToken();
      const expiresAt = new Date(Date.now() + CLOSURE_LINK_HOURS * 60 * 60 * 1000);
      await repo.insertToken(tx, sessionId(token), userId, 'close-account', expiresAt);
      return token;
    },
    async peekToken(token) {
      const user = await repo.peekToken(db(), sessionId(token), 'close-account');
      return user && !user.closedAt ? { id: user.id, email: user.email, fullName: user.fullName } : undefined;
    },
    useToken: (tx, token) => repo.useToken(tx, sessionId(token), 'close-account'),
    async close(tx, userId) {
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!user) return;
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
      await tx.delete(multiproofRequests).where(eq(multiproofRequests.userId, userId));
      // The rate limits' keys that name the address (`fail-ip-email:<ip>:<email>`, `reset-email:<email>`).
      await tx
        .delete(authAttempts)
        .where(
          or(like(authAttempts.key, `%:${escapeLike(user.email)}`), eq(authAttempts.key, `reset-email:${user.email}`)),
        );
      await tx
        .update(users)
        .set({
          email: closedAccountEmail(userId),
          // Not a hash any password verifies against: the account can never be signed in to.
          passwordHash: 'closed',
          fullName: 'Closed account',
          details: {},
          multiproofPermission: 'no',
          emailVerifiedAt: null,
          closedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
