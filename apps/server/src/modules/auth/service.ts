import { error, productMessages, userDetailsValid, type LoginInput, type Me, type RegisterInput } from '@consent/domain';
import type { RateLimitConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError, conflict } from '../../http/errors.js';
import { hashPassword, unknownUserHash, verifyPassword } from './password.js';
import * as repo from './repo.js';
import { passwordWeakness } from './strength.js';
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

  const tooMany = () => new AppError(429, error(productMessages.tooManyAttempts));
  const failureKeys = (ip: string, email: string) => [`fail-ip:${ip}`, `fail-ip-email:${ip}:${email}`] as const;

  /**
   * Only the failing IP is held back, so nobody can lock an applicant out by failing on their email from
   * elsewhere (issue 17 A2). An IP over its failure limit waits out the window; an IP failing on one email
   * is slowed down, not locked: after perEmail failures each further try must wait 5 s, 10 s, 20 s, ...
   */
  async function checkSignInPace(ip: string, email: string): Promise<void> {
    const [ipKey, pairKey] = failureKeys(ip, email);
    const byIp = await repo.readAttempts(db(), ipKey, rateLimit.windowSeconds);
    if (byIp.count >= rateLimit.perIp) throw tooMany();
    const byPair = await repo.readAttempts(db(), pairKey, rateLimit.windowSeconds);
    const excess = byPair.count - rateLimit.perEmail;
    if (excess >= 0 && byPair.secondsSinceLast < Math.min(rateLimit.windowSeconds, 5 * 2 ** excess)) throw tooMany();
  }

  async function countFailure(ip: string, email: string): Promise<void> {
    for (const key of failureKeys(ip, email)) await repo.countAttempt(db(), key, rateLimit.windowSeconds);
  }

  /** Every registration counts against its IP: it is where accounts are mass-created or addresses probed. */
  async function throttleRegistration(ip: string): Promise<void> {
    if ((await repo.countAttempt(db(), `register-ip:${ip}`, rateLimit.windowSeconds)) > rateLimit.perIp) throw tooMany();
  }

  function refuseWeakPassword(input: RegisterInput): void {
    const weakness = passwordWeakness(input.password, input);
    if (weakness) throw new AppError(400, { result: 'invalid', message: weakness, details: [{ field: 'password', message: weakness }] });
  }

  async function startSession(userId: number): Promise<string> {
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + options.sessionDays * 24 * 60 * 60 * 1000);
    await repo.insertSession(db(), sessionId(token), userId, expiresAt);
    return token;
  }

  return {
    async register(input, ip) {
      await throttleRegistration(ip);
      refuseWeakPassword(input);
      const passwordHash = await hashPassword(input.password);
      const user = await repo.insertUser(db(), { email: input.email, passwordHash, fullName: input.fullName });
      if (!user) throw conflict(productMessages.emailTaken);
      return { token: await startSession(user.id), user };
    },

    async login(input, ip, previousToken) {
      await checkSignInPace(ip, input.email);
      const user = await repo.findUserByEmail(db(), input.email);
      const ok = await verifyPassword(user?.passwordHash ?? unknownUserHash, input.password);
      if (!user || !ok) {
        await countFailure(ip, input.email);
        throw new AppError(401, error(productMessages.wrongCredentials));
      }
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
