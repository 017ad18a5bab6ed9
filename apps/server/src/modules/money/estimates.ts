import { dollarsToCents, feeEstimate, nzDateOf, type FeeEstimateAnswer } from '@consent/domain';
import type { Db } from '../../db/client.js';
import type { ApplicationRow } from '../applications/access.js';
import type { ApplicationAccess } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import type { ProjectService } from '../project/service.js';
import type { FeeScheduleService } from './feeSchedules.js';
import { allLevyRates } from './levyRepo.js';

export type EstimateService = ReturnType<typeof createEstimateService>;

/**
 * The fee estimate of an application (issue 31 point 3), for check your answers and the PDF: the council's
 * schedule and the levies' rates on the day it was submitted (today while a draft), and the estimated value of
 * its buildings (whole dollars, read through the project module).
 */
export function createEstimateService(
  db: () => Db,
  deps: {
    applications: ApplicationAccess;
    project: () => ProjectService;
    feeSchedules: () => FeeScheduleService;
  },
) {
  async function estimateOf(user: SessionUser, row: ApplicationRow): Promise<FeeEstimateAnswer | null> {
    const date = nzDateOf(row.completedAt ?? new Date());
    const schedule = await deps.feeSchedules().scheduleOn(row.councilId, date);
    if (!schedule) return null;
    const valueCents = dollarsToCents((await deps.project().buildings(user, row.id)).estimatedValue);
    const estimate = feeEstimate(schedule, await allLevyRates(db()), {
      applicationType: row.applicationType,
      typeCode: row.typeCode,
      valueCents,
      date,
    });
    return {
      ...estimate,
      hourlyRateCents: schedule.hourlyRateCents,
      inspectionFeeCents: schedule.inspectionFeeCents,
      demo: schedule.demo,
    };
  }
  return {
    estimateOf,
    async estimate(user: SessionUser, appId: number) {
      return { estimate: await estimateOf(user, await deps.applications.access(user, appId, 'read')) };
    },
  };
}
