import {
  accessAllows,
  applicantRoleOf,
  canVisit,
  cannotVisitMessage,
  productMessages,
  sharingMessages,
  singlePageFormOf,
  type AccessNeed,
  type AccessRole,
  type ApplicantRole,
  type WizardPageId,
} from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import type { SessionUser } from '../auth/service.js';
import type { CouncilService } from '../councils/service.js';
import { contextOf } from '../wizard/context.js';
import type { DeferredClaim } from '../idempotency/claim.js';
import * as repo from './repo.js';
import { formVersionOf, type FormVersion } from './formVersions.js';
import { updateOpenApplicationAt } from './saveAtVersion.js';

export type { ApplicationRow, FormSectionChanges, SavedApplication, StoredAnswersChange } from './repo.js';
export type { FormVersion } from './formVersions.js';

/** The version a save was based on (issue 33.4), and who makes it. */
export interface SaveBase {
  form: string;
  base: number;
  by: { id: number; name: string };
}

/** An application with the role the access check found the user in. */
export type AccessibleApplication = repo.ApplicationRow & { accessRole: AccessRole };

/**
 * The small part of the applications module every other module uses (ADR 0046): who may reach an application,
 * whether it is still open, and the one guard of every write to an open application. It depends on the councils
 * alone, so the modules it serves (wizard, locations, contacts, project, documents, ...) can be built after it
 * and the submission service after them, with no module calling back into another.
 */
export interface ApplicationAccess {
  /**
   * THE access check of every route that takes an application id (issue 19.6): the application when the user
   * may do what `need` asks (read: owner or any collaborator; edit: owner or editor; own: the owner alone).
   * A stranger gets 404, as if it did not exist; a collaborator whose role falls short, 403 saying why.
   */
  access(user: SessionUser, appId: number, need: AccessNeed): Promise<AccessibleApplication>;
  /**
   * access(user, appId, need) while the application is open (409 once completed); a save naming its wizard page is
   * refused (409, saying why) too while that page may not be opened yet (the domain's `canVisit`, issue 15.2).
   */
  open(user: SessionUser, appId: number, page?: WizardPageId, need?: AccessNeed): Promise<AccessibleApplication>;
  /**
   * The user as one read of many parts sees them after its one access check (ADR 0091): every access() of `row`'s
   * application by the user this returns answers `row` from memory, still refusing what its role falls short of.
   */
  holding(user: SessionUser, row: AccessibleApplication): SessionUser;
  /** Refuses (409, saying why) a save on a page this application may not open yet (the domain's `canVisit`). */
  assertCanVisit(user: SessionUser, row: repo.ApplicationRow, page: WizardPageId): Promise<void>;
  /**
   * The session's user (with the councils' generation) and, read in the same statement, the application `appId`
   * when that user may reach it: kept for this request's first access() of that application (ADR 0041).
   */
  userWithApplication(
    sessionId: string,
    appId: number,
  ): Promise<{ user: SessionUser; councilGeneration: number } | undefined>;
  /**
   * What the user's own applications say of them (/api/auth/me): whether they have any, and the role (owner or
   * agent) of their latest one with a role, which a new application's role question starts from.
   */
  applicantFacts(userId: number): Promise<{ hasApplications: boolean; applicantRole: ApplicantRole | null }>;
  /** A form's save in one statement that refuses a completed application (409); with a legacy step, that step is set too. */
  saveSections(appId: number, changes: repo.FormSectionChanges, step?: number): Promise<repo.SavedApplication>;
  /** A stored form's save (ADR 0031): its answers under its form id, in one statement that refuses a completed application. */
  saveStoredAnswers(
    appId: number,
    stored: repo.StoredAnswersChange,
    step?: number,
    changes?: repo.FormSectionChanges,
  ): Promise<repo.SavedApplication>;
  /** A save of a part of a stored form (the agent's details, "Need Agent"): merged into its key, in one statement. */
  saveStoredPart(appId: number, form: string, part: object, step?: number): Promise<repo.SavedApplication>;
  /** The application by id, read through the caller's transaction: for mails written after the access check. */
  rowWithin(tx: Executor, appId: number): Promise<repo.ApplicationRow | undefined>;
  /** The references and consent numbers of many applications, by id, after the caller's access check (issue 31.7). */
  referencesOf(
    tx: Executor,
    ids: number[],
  ): Promise<Map<number, { reference: string | null; bcNumber: string | null }>>;
  /** Runs another module's write while the application is open (409 once completed): the one open-application guard. */
  whileOpen<T>(appId: number, write: (tx: Executor) => Promise<T>): Promise<T>;
  /** The same while the council's request for further information is open; undefined when it is not. */
  whileInformationRequested<T>(appId: number, write: (tx: Executor) => Promise<T>): Promise<T | undefined>;
  /**
   * A stored form's save at the version it was based on (ADR 0069): the form's version moves on and the answers are
   * written in one statement (ADR 0090), the application's and the version's rows locked until it ends; a save based
   * on an older version writes nothing and answers who changed the form last and when. A completed application
   * refuses it (409). With `claim`, the request's Idempotency-Key is claimed in the same statement (told to
   * `claim.claimed()`); claimed before by another request, nothing is done (`claimedBefore`), for the caller to answer
   * that request's answer.
   */
  saveStoredAnswersAt(
    appId: number,
    stored: repo.StoredAnswersChange,
    at: SaveBase,
    step?: number,
    changes?: repo.FormSectionChanges,
    claim?: DeferredClaim,
  ): Promise<{ version: number } | { stale: FormVersion } | { claimedBefore: true }>;
  /** A form's version as it stands (0 when never saved with one). */
  formVersion(appId: number, form: string): Promise<FormVersion>;
}

export function createApplicationAccess(db: () => Db, councils: CouncilService): ApplicationAccess {
  /**
   * Applications read with their request's session lookup (userWithApplication), by the user object only that
   * request holds: taken by its first access() of that id, so a later access() in the same request reads again.
   */
  const readWithSession = new WeakMap<SessionUser, { appId: number; row: AccessibleApplication | undefined }>();

  /** Applications already checked for the user object holding() made, which only that request holds. */
  const held = new WeakMap<SessionUser, AccessibleApplication>();

  async function access(user: SessionUser, appId: number, need: AccessNeed): Promise<AccessibleApplication> {
    const early = readWithSession.get(user);
    if (early) readWithSession.delete(user);
    const kept = held.get(user);
    const row =
      kept?.id === appId ? kept : early?.appId === appId ? early.row : await repo.findAccessible(db(), user.id, appId);
    if (!row) throw notFound(productMessages.applicationNotFound);
    if (!accessAllows(row.accessRole, need))
      throw forbidden(need === 'own' ? sharingMessages.ownerOnly : sharingMessages.viewerCannotEdit);
    return row;
  }

  /** Refuses a save on a page this application may not open yet; a single-page form's application has no pages to refuse. */
  async function assertCanVisit(user: SessionUser, row: repo.ApplicationRow, page: WizardPageId): Promise<void> {
    if (singlePageFormOf(row.param)) return;
    const { config } = await councils.withConfig(row.councilId);
    const ctx = contextOf(row, user, config);
    if (!canVisit(page, ctx, row.maxStep)) throw conflict(cannotVisitMessage(page, ctx));
  }

  /** Writes to an open application; a completion racing the write wins and the write is refused. */
  async function write(
    appId: number,
    changes: repo.ApplicationChanges,
    step?: number,
    stored?: repo.StoredWrite,
  ): Promise<repo.SavedApplication> {
    const row = await repo.updateOpenApplication(db(), appId, changes, step, stored);
    if (!row) throw conflict(productMessages.applicationCompleted);
    return row;
  }

  return {
    access,
    assertCanVisit,

    holding(user, row) {
      const scoped = { ...user };
      held.set(scoped, row);
      return scoped;
    },

    async open(user, appId, page, need = 'edit') {
      const row = await access(user, appId, need);
      if (row.completed) throw conflict(productMessages.applicationCompleted);
      if (page) await assertCanVisit(user, row, page);
      return row;
    },

    async userWithApplication(sessionId, appId) {
      const found = await repo.findSessionUserWithAccessible(db(), sessionId, appId);
      if (!found) return undefined;
      readWithSession.set(found.user, { appId, row: found.application });
      return { user: found.user, councilGeneration: found.councilGeneration };
    },

    async applicantFacts(userId) {
      const { hasApplications, lastRole } = await repo.applicantFacts(db(), userId);
      const role = applicantRoleOf({ applicantRole: lastRole })?.toLowerCase();
      return { hasApplications, applicantRole: role === 'owner' || role === 'agent' ? role : null };
    },

    rowWithin: (tx, appId) => repo.findById(tx, appId),
    async referencesOf(tx, ids) {
      return new Map((await repo.referencesOf(tx, ids)).map(({ id, ...rest }) => [id, rest]));
    },
    saveSections: (appId, changes, step) => write(appId, changes, step),
    saveStoredAnswers: (appId, stored, step, changes = {}) => write(appId, changes, step, { stored }),
    saveStoredPart: (appId, form, part, step) => write(appId, {}, step, { parts: { [form]: part } }),

    async whileOpen(appId, run) {
      const done = await repo.whileInState(db(), appId, 'open', async (tx) => ({ value: await run(tx) }));
      if (!done) throw conflict(productMessages.applicationCompleted);
      return done.value;
    },

    async whileInformationRequested(appId, run) {
      return repo.whileInState(db(), appId, 'informationRequested', run);
    },

    async saveStoredAnswersAt(appId, stored, at, step, changes = {}, claim) {
      // One statement (ADR 0090): nothing written tells a completed application from a form saved since by its version.
      const done = await updateOpenApplicationAt(db(), appId, at, changes, step, { stored }, claim);
      if (!done.claimed) return { claimedBefore: true };
      claim?.claimed();
      if (done.saved) return { version: at.base + 1 };
      const now = await formVersionOf(db(), appId, at.form);
      // The version moved (a form never saved with one, version 0, takes any base): refused as stale, whether or not
      // the application was completed since, as when the version's bump came first in a transaction.
      if (now.version !== 0 && now.version !== at.base) return { stale: now };
      throw conflict(productMessages.applicationCompleted);
    },

    formVersion: (appId, form) => formVersionOf(db(), appId, form),
  };
}
