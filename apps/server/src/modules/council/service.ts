import {
  CCC_TYPE_CODE,
  applicationTypeName,
  availableActions,
  cccClock,
  defined,
  lifecycleMessages,
  statutoryClock,
  transitionsOnly,
  type CouncilAction,
  type StatutoryClock,
  type StatutoryDocumentKind,
} from '@consent/domain';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../http/errors.js';
import type { SessionUser } from '../auth/service.js';
import type { StatutoryDocumentService } from '../statutoryDocuments/service.js';
import type { InspectionService } from '../inspections/service.js';
import type { CouncilMoney } from '../money/councilMoney.js';
import type { LifecycleService } from '../lifecycle/service.js';
import { timelineOf } from '../lifecycle/timeline.js';
import type { CouncilService } from '../councils/service.js';
import { councilAccess } from './access.js';
import { cccView } from './cccView.js';
import { offeredConsentNumber, settleConsentNumber } from './consentNumber.js';
import { councilMessages } from './messages.js';
import * as repo from './repo.js';
import type { CouncilQueueQuery as QueueQuery } from '@consent/domain';

type EventRow = Awaited<ReturnType<typeof repo.eventsOfMany>>[number];

/** A granted building consent with no CCC application 24 months after its grant (s93(2)(b), reports/cccClock.ts). */
function cccDecisionDue(row: { status: string; typeCode: string }, events: EventRow[], applied: boolean, now: Date) {
  const grant = events.filter((e) => e.action === 'grant').at(-1);
  if (row.status !== 'granted' || row.typeCode !== 'bc' || !grant) return false;
  return cccClock({ grantedAt: grant.createdAt, application: applied ? [] : null }, now).decisionDue;
}
const clockOf = (events: EventRow[], now: Date): StatutoryClock =>
  statutoryClock(
    transitionsOnly(events).map((e) => ({ action: e.action, at: e.createdAt, details: e.details })),
    now,
  );

export type CouncilWorkspaceService = ReturnType<typeof createCouncilWorkspaceService>;

/**
 * The council workspace (issue 18 points 1-3): the queue of a council's submitted applications, one application
 * with its timeline and clock, and the council's transitions, each through the lifecycle service.
 */
export function createCouncilWorkspaceService(
  db: () => Db,
  lifecycle: LifecycleService,
  councils: CouncilService,
  statutoryDocuments: StatutoryDocumentService,
  options: {
    /** The required inspections a grant records (issue 32.2). */
    inspections: Pick<InspectionService, 'recordRequired' | 'allPassed'>;
    /** Money's part in the council's work (issue 31): the deposit before acceptance, the final invoice at grant. */
    money?: CouncilMoney;
  },
) {
  const { inspections, money } = options;
  /**
   * A CCC issued on the statement that every required inspection passed (ADR 0068) is checked against the consent's
   * inspection record, each inspection by its latest result (ADR 0072): a failure passed on re-inspection counts as
   * passed, a pass followed by nothing else too, a failure not yet inspected again does not.
   */
  async function assertStatementHolds(appId: number, details: unknown) {
    const statement = (details as { ccc?: { inspections?: unknown } } | null)?.ccc?.inspections;
    if (statement !== 'allPassed') return;
    const found = await repo.applicationWithApplicant(db(), appId);
    const consentId = found?.application.relatedApplicationId;
    if (found?.application.typeCode !== CCC_TYPE_CODE || consentId === null || consentId === undefined) return;
    if (!(await inspections.allPassed(db(), consentId))) throw conflict(lifecycleMessages.cccInspectionsNotPassed);
  }

  return {
    async queue(user: SessionUser, councilId: number, query: QueueQuery) {
      await councilAccess(db(), user, { councilId });
      const { rows, total } = await repo.queuePage(db(), councilId, query);
      const ids = rows.map((r) => r.id);
      const [events, applied] = await Promise.all([repo.eventsOfMany(db(), ids), repo.withCccApplication(db(), ids)]);
      const awaiting = (await money?.awaitingPayment(councilId, rows)) ?? new Set<number>();
      const now = new Date();
      return {
        total,
        page: query.page,
        pageSize: query.pageSize,
        applications: rows.map((r) => {
          const own = events.filter((e) => e.applicationId === r.id);
          const clock = clockOf(own, now);
          return {
            appId: r.id,
            typeName: applicationTypeName(r.applicationType, r.param as never, r.typeCode),
            typeCode: r.typeCode,
            reference: r.reference ?? String(r.id),
            consentNumber: r.consentNumber,
            siteAddress: r.siteAddress,
            applicant: r.applicant,
            submittedAt: r.submittedAt?.toISOString() ?? null,
            status: r.status,
            daysUsed: clock.daysUsed,
            daysRemaining: clock.daysRemaining,
            overdue: clock.overdue,
            cccDecisionDue: cccDecisionDue(r, own, applied.has(r.id), now),
            awaitingPayment: awaiting.has(r.id),
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
      const actions = availableActions(application.status, role);
      const consentNumberOffered = actions.includes('accept')
        ? await offeredConsentNumber(db(), application.councilId, await councils.configs(application.councilId))
        : null;
      // What the officer's view shows of the application itself (the answers are read page by page); never the resume code.
      const { id, status, bcNumber, reference, typeCode, applicationType, completedAt, councilId } = application;
      // A CCC application is decided on the s93 clock and shows the consent it names (issue 32.5).
      const ccc = typeCode === 'ccc' ? await cccView(db(), application, events, new Date()) : null;
      return {
        application: {
          id,
          status,
          bcNumber,
          reference,
          typeCode,
          applicationType,
          completedAt: completedAt?.toISOString() ?? null,
          councilId,
        },
        typeName: applicationTypeName(application.applicationType, application.param as never, application.typeCode),
        siteAddress,
        applicant,
        timeline: timelineOf(events),
        clock: ccc?.clock ?? clockOf(events, new Date()),
        ccc: ccc ? { consent: ccc.consent } : null,
        actions,
        consentNumberOffered,
        information: await lifecycle.information(appId, events),
        role,
      };
    },

    /** The document a grant with these details would issue, for the officer to check first (issue 32.1). */
    async previewGrant(
      user: SessionUser,
      appId: number,
      details: unknown,
      kind?: StatutoryDocumentKind,
    ): Promise<Buffer> {
      await councilAccess(db(), user, { appId });
      return statutoryDocuments.preview(user, appId, details, kind);
    },

    async act(user: SessionUser, appId: number, action: CouncilAction, details: unknown) {
      const { role, councilId } = await councilAccess(db(), user, { appId });
      // Read before the transaction: PGlite's one connection has no second reader while it is open.
      const config = action === 'accept' ? await councils.configs(councilId) : undefined;
      if (action === 'grant') await assertStatementHolds(appId, details);
      // A grant or a refusal issues its documents (issue 32.1): rendered and stored first, recorded with the event.
      const issued =
        action === 'grant' || action === 'refuse'
          ? await statutoryDocuments.prepare(user, appId, action, details)
          : null;
      // Issue 31: a council holding applications for their deposit accepts once it is paid; a grant invoices.
      if (action === 'accept') await money?.assertMayAccept(appId, councilId);
      const finalInvoice = action === 'grant' && money ? await money.prepareFinalInvoice(appId) : null;
      // The lifecycle service owns the transaction, so the status mails it queues are sent as soon as it commits.
      const event = await lifecycle
        .transition(
          { applicationId: appId, userId: user.id, actor: role, action, details: issued?.details ?? details },
          async (tx, recorded) => {
            if (action === 'accept') await repo.setConsentNumber(tx, appId, String(recorded.details.consentNumber));
            if (issued) await statutoryDocuments.recordIssued(tx, recorded, issued.documents);
            // The inspections the officer chose are the consent's required inspections (issue 32.2).
            const required = (recorded.details as { inspections?: { typeId: number; notes?: string }[] }).inspections;
            if (action === 'grant' && required?.length)
              await inspections.recordRequired(tx, recorded, councilId, required);
            if (finalInvoice) await money?.issueFinalInvoice(tx, finalInvoice, recorded.details.invoice);
          },
          config ? (tx, given) => settleConsentNumber(tx, { appId, councilId, config }, given) : undefined,
        )
        .catch(async (err: unknown) => {
          if (issued) await statutoryDocuments.discard(issued.documents);
          throw err;
        });
      if (finalInvoice) money?.afterGrant();
      const [entry] = timelineOf([event]);
      return { status: event.toStatus, event: defined(entry, "the recorded event's timeline entry") };
    },
  };
}
