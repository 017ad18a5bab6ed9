import { profileDetails, profileMessages, profileOf, type ChangePasswordInput, type Profile } from '@consent/domain';
import { AppError, invalidAnswers } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import type { Accounts } from '../auth/accounts.js';
import type { SessionUser } from '../auth/service.js';
import { sessionId } from '../auth/session.js';
import { refuseWeakPassword } from '../auth/strength.js';

export interface ProfileService {
  read(user: SessionUser): Profile;
  save(user: SessionUser, profile: Profile): Promise<Profile>;
  /** Checks the current password, sets the new one and ends every other session of the user. */
  changePassword(user: SessionUser, input: ChangePasswordInput, currentSessionToken: string): Promise<void>;
  /** Ends every session of the user, the one asking included. */
  signOutEverywhere(user: SessionUser): Promise<void>;
}

export function createProfileService(accounts: Accounts): ProfileService {
  return {
    read: (user) => profileOf(user.fullName, user.details),

    async save(user, profile) {
      const details = profileDetails(profile);
      await accounts.saveDetails(user.id, profile.fullName, details);
      return profileOf(profile.fullName, details);
    },

    async changePassword(user, { currentPassword, newPassword }, currentSessionToken) {
      // The session carries no password hash: only this check reads it.
      const stored = await accounts.findUser(user.id);
      if (!stored || !(await verifyPassword(stored.passwordHash, currentPassword))) {
        throw invalidAnswers([{ field: 'currentPassword', message: profileMessages.currentPasswordWrong }]);
      }
      try {
        refuseWeakPassword(newPassword, user);
      } catch (err) {
        // The strength rule names `password`; on this form the field is `newPassword`.
        if (err instanceof AppError) {
          throw invalidAnswers([{ field: 'newPassword', message: err.body.message }]);
        }
        throw err;
      }
      const passwordHash = await hashPassword(newPassword);
      await accounts.setPassword(user.id, passwordHash, sessionId(currentSessionToken));
    },

    async signOutEverywhere(user) {
      await accounts.endEverySession(user.id);
    },
  };
}
