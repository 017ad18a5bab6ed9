import { error, productMessages, type ForgotPasswordInput, type ResetPasswordInput } from '@consent/domain';
import type { RateLimitConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { MailService } from '../mail/service.js';
import { passwordResetMail } from '../mail/templates.js';
import { hashPassword } from './password.js';
import * as repo from './repo.js';
import { newSessionToken, sessionId } from './session.js';
import { refuseWeakPassword } from './strength.js';

/** How long a reset link works (issue 19.4). */
const RESET_MINUTES = 60;
/** Reset mails one address may be sent per rate-limit window: the form cannot be used to flood an inbox. */
const MAILS_PER_EMAIL = 3;

export interface PasswordResetService {
  /** Mails a reset link when the address has an account; answers the same either way. */
  request(input: ForgotPasswordInput, ip: string): Promise<void>;
  /** Sets the new password, uses the token and ends every other session of the user. */
  reset(input: ResetPasswordInput, currentSessionToken: string | undefined): Promise<void>;
}

export function createPasswordResetService(
  db: () => Db,
  options: { rateLimit: RateLimitConfig; mail: MailService },
): PasswordResetService {
  const { rateLimit } = options;
  const { mail } = options;
  const count = (key: string) => repo.countAttempt(db(), key, rateLimit.windowSeconds);

  return {
    async request({ email }, ip) {
      if ((await count(`reset-ip:${ip}`)) > rateLimit.perIp)
        throw new AppError(429, error(productMessages.tooManyAttempts));
      // Over the per-address limit nothing more is sent, and the answer stays the same.
      if ((await count(`reset-email:${email}`)) > MAILS_PER_EMAIL) return;
      await db().transaction(async (tx) => {
        const user = await repo.findUserByEmail(tx, email);
        if (!user) return;
        const token = newSessionToken();
        await repo.insertToken(
          tx,
          sessionId(token),
          user.id,
          'password-reset',
          new Date(Date.now() + RESET_MINUTES * 60 * 1000),
        );
        const link = mail.link(`/reset-password?token=${encodeURIComponent(token)}`);
        await mail.queue(tx, 'password-reset', user.email, passwordResetMail(user.fullName, link, RESET_MINUTES));
      });
      mail.sendSoon();
    },

    async reset({ token, password }, currentSessionToken) {
      const invalid = () => new AppError(400, error(productMessages.passwordResetLinkInvalid));
      const id = sessionId(token);
      const user = await repo.peekToken(db(), id, 'password-reset');
      if (!user) throw invalid();
      refuseWeakPassword(password, user);
      const passwordHash = await hashPassword(password);
      await db().transaction(async (tx) => {
        if ((await repo.useToken(tx, id, 'password-reset')) !== user.id) throw invalid();
        await repo.setPasswordHash(tx, user.id, passwordHash);
        await repo.deleteSessionsOfUser(tx, user.id, currentSessionToken ? sessionId(currentSessionToken) : null);
        // Whoever could open the mail owns the address.
        await repo.markEmailVerified(tx, user.id);
      });
    },
  };
}
