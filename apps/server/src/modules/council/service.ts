import {
  applicationTypeName,
  availableActions,
  defined,
  statutoryClock,
  type CouncilAction,
  type StatutoryClock,
} from '@consent/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { SessionUser } from '../auth/service.js';
import type { LifecycleService } from '../lifecycle/service.js';
import { timelineOf } from '../lifecycle/timeline.js';
import { councilAccess } from './access.js';
import { councilMessages } from './messages.js';
import * as repo from './repo.js';
import type { CouncilQueueQuery as QueueQuery } from '@consent/domain';

type EventRow = Awaited<ReturnType<typeof repo.eventsOfMany>>[number];
const clockOf = (events: EventRow[], now: Date): StatutoryClock =>
  statutoryClock(
    events.map((e) => ({ action: e.action, at: e.createdAt, details: e.details })),
    now,
  );

export type CouncilWorkspaceService = ReturnType<typeof createCouncilWorkspaceService>;

/**
 * The council workspace (issue 18 points 1-3): the queue of a council's submitted applications, one application
 * with its timeline and clock, and the council's transitions, each through the lifecycle service.
 */
export function createCouncilWorkspaceService(db: () => Db, lifecycle: LifecycleService) {
  return {
    async queue(user: SessionUser, councilId: number, query: QueueQuery) {
      await councilAccess(db(), user, { councilId });
      const { rows, total } = await repo.queuePage(db(), councilId, query);
      const events = await repo.eventsOfMany(
        db(),
        rows.map((r) => r.id),
      );
      const now = new Date();
      return {
        total,
        page: query.page,
        pageSize: query.pageSize,
        applications: rows.map((r) => {
          const clock = clockOf(
            events.filter((e) => e.applicationId === r.id),
            now,
          );
          return {
            appId: r.id,
            typeName: applicationTypeName(r.applicationType, r.param as never, r.typeCode),
            typeCode: r.typeCode,
            reference: r.consentNumber ?? String(r.id),
            consentNumber: r.consentNumber,
            siteAddress: r.siteAddress,
            applicant: r.applicant,
            submittedAt: r.submittedAt?.toISOString() ?? null,
            status: r.status,
            daysUsed: clock.daysUsed,
            daysRemaining: clock.daysRemaining,
            overdue: clock.overdue,
          };
        }),
      };
    },

    async application(user: SessionUser, appId: number) {
      const { role } = await councilAccess(db(), user, { appId });
      const [found, events, siteAddress] = await Promise.all([
        repo.applicationWithApplicant(db(), appId),
        repo.eventsOfMany(db(), [appId]),
        repo.siteAddressOf(db(), appId),
      ]);
      // The access check found the application; it can only be gone now if it was deleted in between.
      if (!found) throw notFound(councilMessages.applicationNotFound);
      const { application, applicant } = found;
      // What the officer's view shows of the application itself (the answers are read page by page); never the resume code.
      const { id, status, bcNumber, typeCode, completedAt, councilId } = application;
      return {
        application: { id, status, bcNumber, typeCode, completedAt: completedAt?.toISOString() ?? null, councilId },
        typeName: applicationTypeName(application.applicationType, application.param as never, application.typeCode),
        siteAddress,
        applicant,
        timeline: timelineOf(events),
        clock: clockOf(events, new Date()),
        actions: availableActions(application.status, role),
        information: await lifecycle.information(appId, events),
        role,
      };
    },

    async act(user: SessionUser, appId: number, action: CouncilAction, details: unknown) {
      const { role } = await councilAccess(db(), user, { appId });
      // The lifecycle service owns the transaction, so the status mails it queues are sent as soon as it commits.
      const event = await lifecycle.transition(
        { applicationId: appId, userId: user.id, actor: role, action, details },
        async (tx, recorded) => {
          if (action === 'accept') await repo.setConsentNumber(tx, appId, String(recorded.details.consentNumber));
        },
      );
      const [entry] = timelineOf([event]);
      return { status: event.toStatus, event: defined(entry, "the recorded event's timeline entry") };
    },
  };
}
