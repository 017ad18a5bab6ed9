import { moneySettingsMessages, type MoneySettings } from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import type { SessionUser } from '../auth/service.js';
import { councilAccess } from '../council/access.js';
import { councilAdminAccess } from '../council/admin/access.js';
import * as repo from './settingsRepo.js';

export type MoneySettingsService = ReturnType<typeof createMoneySettingsService>;

/**
 * Each council's payment rules (issue 31 point 6, ADR 0066), beside its fee schedule: any member reads them, only
 * its admins change them; the body was checked by the route against the domain's moneySettingsSchema.
 */
export function createMoneySettingsService(db: () => Db) {
  return {
    async get(user: SessionUser, councilId: number) {
      await councilAccess(db(), user, { councilId });
      return { settings: await repo.settingsOf(db(), councilId) };
    },
    async save(user: SessionUser, councilId: number, settings: MoneySettings) {
      await councilAdminAccess(db(), user, councilId);
      await repo.saveSettings(db(), councilId, settings, user.id);
      return { message: moneySettingsMessages.saved, settings: await repo.settingsOf(db(), councilId) };
    },
    /** The rules in force for a council, read through the caller's transaction when it has one. */
    of: (councilId: number, tx?: Executor) => repo.settingsOf(tx ?? db(), councilId),
  };
}
