import { error, productMessages, userDetailsValid, type LoginInput, type Me, type RegisterInput } from '@consent/domain';
import type { RateLimitConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError, conflict } from '../../http/errors.js';
import { hashPassword, unknownUserHash, verifyPassword } from './password.js';
import * as repo from './repo.js';
import { newSessionToken, sessionId } from './session.js';

export type SessionUser = repo.UserRow;

export interface AuthService {
  register(input: RegisterInput, ip: string): Promise<{ token: string; user: SessionUser }>;
  login(input: LoginInput, ip: string, previousToken?: string): Promise<{ token: string; user: SessionUser }>;
  logout(token: string): Promise<void>;
  userForToken(token: string): Promise<SessionUser | undefined>;
  me(user: SessionUser): Promise<Me>;
  /** Stores a request to activate the multiproof function ('Activate Multiproof Function'). */
  requestMultiproof(user: SessionUser, reason: string): Promise<void>;
}

export function createAuthService(db: () => Db, options: { sessionDays: number; rateLimit: RateLimitConfig }): AuthService {
  const { rateLimit } = options;

  /** Counts the attempt against the IP and the email; refuses once either is over its limit. */
  async function throttle(ip: string, email: string): Promise<void> {
    const [byIp, byEmail] = [
      await repo.countAttempt(db(), `ip:${ip}`, rateLimit.windowSeconds),
      await repo.countAttempt(db(), `email:${email}`, rateLimit.windowSeconds),
    ];
    if (byIp > rateLimit.perIp || byEmail > rateLimit.perEmail) {
      throw new AppError(429, error(productMessages.tooManyAttempts));
    }
  }

  async function startSession(userId: number): Promise<string> {
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + options.sessionDays * 24 * 60 * 60 * 1000);
    await repo.insertSession(db(), sessionId(token), userId, expiresAt);
    return token;
  }

  return {
    async register(input, ip) {
      await throttle(ip, input.email);
      const passwordHash = await hashPassword(input.password);
      const user = await repo.insertUser(db(), { email: input.email, passwordHash, fullName: input.fullName });
      if (!user) throw conflict(productMessages.emailTaken);
      return { token: await startSession(user.id), user };
    },

    async login(input, ip, previousToken) {
      await throttle(ip, input.email);
      const user = await repo.findUserByEmail(db(), input.email);
      const ok = await verifyPassword(user?.passwordHash ?? unknownUserHash, input.password);
      if (!user || !ok) throw new AppError(401, error(productMessages.wrongCredentials));
      // A new session id on every sign-in: a token planted before sign-in is never promoted.
      if (previousToken) await repo.deleteSession(db(), sessionId(previousToken));
      return { token: await startSession(user.id), user };
    },

    async logout(token) {
      await repo.deleteSession(db(), sessionId(token));
    },

    userForToken(token) {
      return repo.findSessionUser(db(), sessionId(token));
    },

    async me(user) {
      const details = user.details ?? {};
      return {
        id: user.id,
        email: user.email,
        fullName: user.fullName,
        multiproofPermission: user.multiproofPermission === 'yes' ? 'yes' : 'no',
        ...(await repo.userActivity(db(), user.id)),
        userDetails: details,
        userValid: userDetailsValid(user.fullName, details),
      };
    },

    async requestMultiproof(user, reason) {
      await repo.insertMultiproofRequest(db(), user.id, reason);
    },
  };
}
