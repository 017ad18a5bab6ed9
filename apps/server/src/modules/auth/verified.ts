import { error, productMessages } from '@consent/domain';
import { AppError } from '../../http/errors.js';
import type { SessionUser } from './service.js';

/** Submitting needs a confirmed email address: the council must be able to reach the applicant. */
export function requireVerifiedEmail(user: SessionUser): void {
  if (!user.emailVerifiedAt) throw new AppError(403, error(productMessages.emailNotVerified));
}
