import { feeScheduleMessages, type FeeSchedule } from '@consent/domain';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../auth/service.js';
import { councilAccess } from '../council/access.js';
import { councilAdminAccess } from '../council/admin/access.js';
import * as repo from './feeScheduleRepo.js';

export type FeeScheduleService = ReturnType<typeof createFeeScheduleService>;

/**
 * Each council's fee schedule (issue 31 point 2). Any member of the council reads it (officers quote from it);
 * only its admins change it. The body was checked against the domain's feeScheduleSchema by the route (negative
 * amounts, bands that overlap or leave a gap, an open band before the last), so a refused save changes nothing.
 */
export function createFeeScheduleService(db: () => Db) {
  return {
    async list(user: SessionUser, councilId: number) {
      await councilAccess(db(), user, { councilId });
      return { schedules: await repo.schedulesOf(db(), councilId) };
    },
    async save(user: SessionUser, councilId: number, schedule: FeeSchedule) {
      await councilAdminAccess(db(), user, councilId);
      const saved = await repo.saveSchedule(db(), councilId, schedule, { demo: false, updatedBy: user.id });
      return { message: feeScheduleMessages.saved, schedule: saved };
    },
    /** The schedule in force on a date, for estimates and invoices; none when the council has not set one. */
    scheduleOn: (councilId: number, date: string) => repo.scheduleOn(db(), councilId, date),
  };
}
