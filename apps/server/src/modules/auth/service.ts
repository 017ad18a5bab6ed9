import {
  defined,
  error,
  productMessages,
  userDetailsValid,
  type LoginInput,
  type Me,
  type RegisterInput,
} from '@consent/domain';
import type { RateLimitConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { Executor } from '../../db/client.js';
import type { MailService } from '../mail/service.js';
import type { ApplicationAccess } from '../applications/access.js';
import type { CouncilService } from '../councils/service.js';
import { accountExistsMail, multiproofRequestMail, verifyEmailMail } from '../mail/templates.js';
import { hashPassword, unknownUserHash, verifyPassword } from './password.js';
import * as repo from './repo.js';
import { refuseWeakPassword } from './strength.js';
import { newSessionToken, sessionId } from './session.js';

export type SessionUser = repo.SessionUserRow;

export interface AuthService {
  /** A user by id, read through the caller's transaction (the owner a mail about their application goes to); none once closed. */
  userWithin(tx: Executor, id: number): Promise<{ fullName: string; email: string } | undefined>;
  /** Answers the same whether or not the email has an account; the address's owner is told by mail either way. */
  register(input: RegisterInput, ip: string): Promise<void>;
  /** Uses a verify-email link's token. */
  verifyEmail(token: string): Promise<void>;
  /** Mails a new verify-email link (rate limited). */
  resendVerification(user: SessionUser, ip: string): Promise<void>;
  login(input: LoginInput, ip: string, previousToken?: string): Promise<{ token: string; user: SessionUser }>;
  /** "Stay signed in": the session's new end, a full session length from now; undefined once it has ended. */
  extendSession(token: string): Promise<Date | undefined>;
  logout(token: string): Promise<void>;
  /**
   * The session's user; with `appId` (a route whose path names an application), read in one statement with that
   * application, which the request's access check then uses (ADR 0041).
   */
  userForToken(token: string, appId?: number): Promise<SessionUser | undefined>;
  /** What /api/auth/me answers of the user, with when the session asking ends. */
  me(user: SessionUser): Promise<Me>;
  /** Stores a request to activate the multiproof function ('Activate Multiproof Function'). */
  requestMultiproof(user: SessionUser, reason: string): Promise<void>;
}

/** How long a verify-email link works. */
const VERIFY_HOURS = 48;
/** New verify-email links a user may ask for per rate-limit window. */
const RESENDS_PER_WINDOW = 3;

export function createAuthService(
  db: () => Db,
  options: {
    sessionMinutes: number;
    rateLimit: RateLimitConfig;
    mail: MailService;
    multiproofRequestsTo: string;
    /** Told the councils' generation each session lookup reads with the user (the councils module's cache). */
    councils: Pick<CouncilService, 'observeGeneration'>;
    /** The session lookup that also reads an application (ADR 0041), and what the user's applications say of them. */
    applications: Pick<ApplicationAccess, 'userWithApplication' | 'applicantFacts'>;
  },
): AuthService {
  const { rateLimit } = options;
  const { mail } = options;

  async function queueVerification(tx: Executor, user: SessionUser): Promise<void> {
    const token = newSessionToken();
    await repo.insertToken(
      tx,
      sessionId(token),
      user.id,
      'verify-email',
      new Date(Date.now() + VERIFY_HOURS * 60 * 60 * 1000),
    );
    const link = mail.link(`/verify-email?token=${encodeURIComponent(token)}`);
    await mail.queue(tx, 'verify-email', user.email, verifyEmailMail(user.fullName, link, VERIFY_HOURS));
  }

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
    if ((await repo.countAttempt(db(), `register-ip:${ip}`, rateLimit.windowSeconds)) > rateLimit.perIp)
      throw tooMany();
  }

  const sessionEnd = () => new Date(Date.now() + options.sessionMinutes * 60 * 1000);

  async function startSession(userId: number): Promise<{ token: string; expiresAt: Date }> {
    const token = newSessionToken();
    const expiresAt = sessionEnd();
    await repo.insertSession(db(), sessionId(token), userId, expiresAt);
    return { token, expiresAt };
  }

  return {
    // A closed account (ADR 0064) is told nothing: its row is only the key the council's records keep.
    userWithin: async (tx, id) => {
      const user = await repo.findUserById(tx, id);
      return user && !user.closedAt ? user : undefined;
    },
    async register(input, ip) {
      await throttleRegistration(ip);
      refuseWeakPassword(input.password, input);
      // Hashed either way, so a taken address answers no faster than a new one.
      const passwordHash = await hashPassword(input.password);
      await db().transaction(async (tx) => {
        const user = await repo.insertUser(tx, { email: input.email, passwordHash, fullName: input.fullName });
        if (user) return queueVerification(tx, user);
        const owner = await repo.findUserByEmail(tx, input.email);
        if (owner)
          await mail.queue(tx, 'account-exists', owner.email, accountExistsMail(owner.fullName, mail.link('/signin')));
      });
      mail.sendSoon();
    },

    async verifyEmail(token) {
      await db().transaction(async (tx) => {
        const userId = await repo.useToken(tx, sessionId(token), 'verify-email');
        if (!userId) throw new AppError(400, error(productMessages.verificationLinkInvalid));
        await repo.markEmailVerified(tx, userId);
      });
    },

    async resendVerification(user, ip) {
      if (user.emailVerifiedAt) return;
      if (
        (await repo.countAttempt(db(), `resend-verification:${user.id}`, rateLimit.windowSeconds)) > RESENDS_PER_WINDOW
      )
        throw tooMany();
      await throttleRegistration(ip);
      await db().transaction((tx) => queueVerification(tx, user));
      mail.sendSoon();
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
      const { token, expiresAt } = await startSession(user.id);
      return { token, user: { ...user, sessionExpiresAt: expiresAt } };
    },

    extendSession: (token) => repo.extendSession(db(), sessionId(token), sessionEnd()),

    async logout(token) {
      await repo.deleteSession(db(), sessionId(token));
    },

    async userForToken(token, appId) {
      const id = sessionId(token);
      const found =
        appId === undefined
          ? await repo.findSessionUser(db(), id)
          : await options.applications.userWithApplication(id, appId);
      if (found) options.councils.observeGeneration(found.councilGeneration);
      return found?.user;
    },

    async me(user) {
      const details = user.details;
      const [{ councils, multiproofRequested }, applicant] = await Promise.all([
        repo.meFacts(db(), user.id),
        options.applications.applicantFacts(user.id),
      ]);
      return {
        id: user.id,
        email: user.email,
        fullName: user.fullName,
        multiproofPermission: user.multiproofPermission === 'yes' ? 'yes' : 'no',
        ...applicant,
        multiproofRequested,
        userDetails: details,
        emailVerified: Boolean(user.emailVerifiedAt),
        userValid: userDetailsValid(user.fullName, details, Boolean(user.emailVerifiedAt)),
        councils,
        sessionExpiresAt: defined(user.sessionExpiresAt, 'the session of the user asking').toISOString(),
      };
    },

    async requestMultiproof(user, reason) {
      // Stored and mailed together: the dialog's promise of a mail holds exactly when the request is kept.
      await db().transaction(async (tx) => {
        await repo.insertMultiproofRequest(tx, user.id, reason);
        await mail.queue(tx, 'multiproof-request', options.multiproofRequestsTo, multiproofRequestMail(user, reason));
      });
      mail.sendSoon();
    },
  };
}
