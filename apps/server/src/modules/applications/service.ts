import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  APPLICATION_PARAMS,
  DEFAULT_VALIDATION_MODE,
  UNANSWERED_PIM,
  CREATABLE_TYPES,
  canChangeType,
  checkApplicationAttributes,
  idSchema,
  isLegacyStep,
  pageForLegacyStep,
  messages,
  productMessages,
  RELATED_KIND_DEFINITIONS,
  COPIES_PARENT,
  relatedRefusal,
  checkDeclaration,
  nzToday,
  cloneNote,
  type ApplicationAttributes,
  type ApplicationData,
  type ApplicationListItem,
  type ApplicationParam,
  type ParentConsent,
  type RelatedApplicationRequest,
  type ValidationMode,
  type WizardPageId,
  accessAllows,
  sharingMessages,
  type AccessNeed,
  type AccessRole,
  defined,
  type StoredAnswers,
  type StoredForm,
} from '@consent/domain';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import type { SessionUser } from '../auth/service.js';
import type { CouncilService } from '../councils/service.js';
import type { LifecycleService } from '../lifecycle/service.js';
import { contactAttributeOrThrow, withContactId } from './contacts.js';
import { toApplicationData, toListItem } from './view.js';
import * as repo from './repo.js';
import { requireVerifiedEmail } from '../auth/verified.js';
import type { Executor } from '../../db/client.js';
import { giveReference } from '../submission/reference.js';
import { resubmissionNote, resubmissionOf } from '../submission/resubmission.js';

/** An application with the role the access check found the user in. */
type AccessibleApplication = repo.ApplicationRow & { accessRole: AccessRole };

interface CreateOutcome {
  appId: number;
  isNew: boolean;
  step: number;
}

/** Runs in the completing transaction; what it returns runs after the commit (e.g. waking the mail worker). */
type CompletedHook = (tx: Executor, completed: repo.ApplicationRow) => Promise<(() => void) | undefined>;

export interface ApplicationService {
  list(user: SessionUser): Promise<ApplicationListItem[]>;
  create(user: SessionUser, data: unknown): Promise<CreateOutcome>;
  createRelated(user: SessionUser, request: RelatedApplicationRequest): Promise<CreateOutcome>;
  validate(user: SessionUser, appId: number, mode: ValidationMode): Promise<string[]>;
  edit(user: SessionUser, appId: number, data: unknown, mode?: ValidationMode): Promise<repo.SavedApplication>;
  data(user: SessionUser, appId: number): Promise<ApplicationData>;
  /** data() of a row the caller has already read through access() (the PDF, the council's reading): no second look-up. */
  dataOf(user: SessionUser, row: repo.ApplicationRow): Promise<ApplicationData>;
  setCouncil(user: SessionUser, appId: number, councilId: number): Promise<void>;
  setStep(user: SessionUser, appId: number, step: number): Promise<repo.ApplicationRow>;
  /** Submits: the completion rules, then the accepted declaration, stored once with who signed and when. */
  complete(user: SessionUser, appId: number, declaration: unknown): Promise<void>;
  /** Saves the last answers and completes in one statement, for a form whose own module has checked everything (the single-page forms). */
  completeWith(appId: number, changes: repo.FormSectionChanges, stored?: repo.StoredAnswersChange): Promise<void>;
  /** Runs `hook` inside the transaction that completes an application (the submission receipt is queued there). */
  whenCompleted(hook: CompletedHook): void;
  /**
   * THE access check of every route that takes an application id (issue 19.6): the application when the user
   * may do what `need` asks (read: owner or any collaborator; edit: owner or editor; own: the owner alone).
   * A stranger gets 404, as if it did not exist; a collaborator whose role falls short, 403 saying why.
   */
  access(user: SessionUser, appId: number, need: AccessNeed): Promise<AccessibleApplication>;
  /**
   * access(user, appId, 'edit') while the application is open (409 once completed), for the wizard's saves, each
   * naming its page: refused (409) too while that page may not be opened yet (the domain's `canVisit`, issue 15.2).
   */
  open(user: SessionUser, appId: number, page: WizardPageId): Promise<AccessibleApplication>;
  /**
   * The session's user (with the councils' generation) and, read in the same statement, the application `appId`
   * when that user may reach it: kept for this request's first access() of that application (ADR 0041).
   */
  userWithApplication(
    sessionId: string,
    appId: number,
  ): Promise<{ user: SessionUser; councilGeneration: number } | undefined>;
  /** Saves wizard form sections in one statement that refuses a completed application (409). */
  /** A form's save; with the legacy step the save carries, that step is set too (max_step rises with it). */
  saveSections(appId: number, changes: repo.FormSectionChanges, step?: number): Promise<repo.SavedApplication>;
  /**
   * A stored form's save (ADR 0031): its answers under its form id, with the columns its onSave writes beside them,
   * in one statement that refuses a completed application.
   */
  saveStoredAnswers(
    appId: number,
    stored: repo.StoredAnswersChange,
    step?: number,
    changes?: repo.FormSectionChanges,
  ): Promise<repo.SavedApplication>;
}

/** Each application's site address, from the module that keeps the parcels; injected like WizardRules. */
interface SiteAddresses {
  siteAddresses(appIds: number[]): Promise<Map<number, string>>;
  /** Copies one application's parcel set to another, in the caller's transaction (a related application's start). */
  copySite(tx: Executor, fromAppId: number, toAppId: number): Promise<void>;
}

/** What the wizard engine answers about an application. Implemented by the wizard module; injected so that this module does not depend on it. */
export interface WizardRules {
  /** The messages of its required forms that are not (validly) answered yet, first one first. */
  unanswered(user: SessionUser, row: repo.ApplicationRow, mode: ValidationMode): Promise<string[]>;
  /** Where a new application starts: the legacy step of its first required page. */
  startStep(user: SessionUser, application: StartingApplication): Promise<number>;
  /** Refuses (409, saying why) a save on a page this application may not open yet (the domain's `canVisit`). */
  assertCanVisit(user: SessionUser, row: repo.ApplicationRow, page: WizardPageId): Promise<void>;
}
type StartingApplication = Pick<repo.ApplicationRow, 'typeCode' | 'councilId' | 'role' | 'notes' | 'param'>;

const PASSCODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newPasscode = () =>
  Array.from({ length: 8 }, () => PASSCODE_ALPHABET[randomInt(PASSCODE_ALPHABET.length)]).join('');

/**
 * What an application made from a consent starts with (issue 15.6): the consent's applicant role, owner, agent,
 * first point of contact, invoice payer and certificate of title, as copies the applicant may change (its parcels
 * are copied by the location module). JSONB values are copied by value, so nothing is shared with the consent.
 */
const COPIED_STORED_FORMS: readonly StoredForm[] = ['ownerDetails', 'recordOfTitle'];
const savedEntry = (sections: StoredAnswers, form: StoredForm): [string, unknown][] =>
  Object.hasOwn(sections, form) ? [[form, sections[form]]] : [];

function copiedFromParent(parent: repo.ApplicationRow): Partial<repo.NewApplication> {
  return {
    role: parent.role,
    needAgent: parent.needAgent,
    agentDetails: parent.agentDetails,
    firstContact: parent.firstContact,
    invoiceContact: parent.invoiceContact,
    sections: Object.fromEntries(COPIED_STORED_FORMS.flatMap((form) => savedEntry(parent.sections, form))),
    requestCtFromCouncil: parent.requestCtFromCouncil,
    // importedappid (spec point 3): the application whose answers were imported into this one.
    importedAppId: parent.id,
    // It holds answers from the start, so it is never offered again as an untouched application to reuse.
    lastSavedAt: new Date(),
  };
}

/**
 * The wizard pages an edit_application call saves (the PIM page's answer, the first point of contact page's
 * contacts), each asked canVisit like any other page's save; the council and param belong to no page.
 */
function pagesEdited(row: repo.ApplicationRow, attributes: ApplicationAttributes): WizardPageId[] {
  const pages: WizardPageId[] = [];
  if (row.typeCode === 'bc' && (attributes.type === 2 || attributes.type === 4)) pages.push('preApplicationAndPim');
  if ('firstContact' in attributes || 'invoiceContact' in attributes) pages.push('firstContactAndInvoice');
  return pages;
}

function attributesOrThrow(data: unknown): ApplicationAttributes {
  const check = checkApplicationAttributes(data);
  if (!check.ok) throw badRequest(check.errors);
  return check.attributes;
}

function councilIdOrThrow(value: unknown): number {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw badRequest([productMessages.councilNotFound]);
  return parsed.data;
}

export function createApplicationService(
  db: () => Db,
  councils: () => CouncilService,
  log: FastifyBaseLogger,
  forms: () => WizardRules,
  sites: () => SiteAddresses,
  lifecycle: () => LifecycleService,
): ApplicationService {
  const completedHooks: CompletedHook[] = [];
  /**
   * Applications read with their request's session lookup (userWithApplication), by the user object only that
   * request holds: taken by its first access() of that id, so a later access() in the same request reads again.
   */
  const readWithSession = new WeakMap<SessionUser, { appId: number; row: AccessibleApplication | undefined }>();

  async function access(user: SessionUser, appId: number, need: AccessNeed): Promise<AccessibleApplication> {
    const early = readWithSession.get(user);
    if (early) readWithSession.delete(user);
    const row = early?.appId === appId ? early.row : await repo.findAccessible(db(), user.id, appId);
    if (!row) throw notFound(productMessages.applicationNotFound);
    if (!accessAllows(row.accessRole, need))
      throw forbidden(need === 'own' ? sharingMessages.ownerOnly : sharingMessages.viewerCannotEdit);
    return row;
  }

  async function open(
    user: SessionUser,
    appId: number,
    { need = 'edit', page }: { need?: AccessNeed; page?: WizardPageId } = {},
  ): Promise<AccessibleApplication> {
    const row = await access(user, appId, need);
    if (row.completed) throw conflict(productMessages.applicationCompleted);
    if (page) await forms().assertCanVisit(user, row, page);
    return row;
  }

  /** A new application starts at its first required page, worked out by the wizard engine (issue 15). */
  const startStep = (user: SessionUser, application: StartingApplication) => forms().startStep(user, application);

  /**
   * Completing is submitting (issue 18): the answers, `completed` and the lifecycle's `submit` (or `resubmit`,
   * for an application the council returned as incomplete) are one transaction, so no completed application
   * lacks its event and no event names an application still open.
   */
  async function submit(
    appId: number,
    changes: Parameters<typeof repo.complete>[2] = {},
    stored?: repo.StoredAnswersChange,
  ): Promise<void> {
    const afterCommit = await db().transaction(async (tx) => {
      const done = await repo.complete(tx, appId, changes, stored);
      if (!done) throw conflict(productMessages.applicationCompleted);
      const completed = await giveReference(tx, done);
      const action = completed.status === 'returned' ? 'resubmit' : 'submit';
      await lifecycle().transitionWithin(tx, {
        applicationId: appId,
        userId: completed.userId,
        actor: 'applicant',
        action,
        // A resubmission says what changed since the return, where the record knows it (issue 30.5).
        details: action === 'resubmit' ? { note: resubmissionNote(await resubmissionOf(tx, appId)) } : undefined,
      });
      // The completion hooks (the submission receipt) run in the same transaction: a receipt only for a real completion.
      const after: (() => void)[] = [];
      for (const hook of completedHooks) {
        const then = await hook(tx, completed);
        if (then) after.push(then);
      }
      return after;
    });
    for (const then of afterCommit) then();
  }

  async function dataOf(user: SessionUser, row: repo.ApplicationRow): Promise<ApplicationData> {
    const [{ council, config, all }, parent] = await Promise.all([
      councils().withConfigAndList(row.councilId),
      parentOf(user, row),
    ]);
    return toApplicationData(row, user, council, all, config, parent);
  }

  /** The consent an application was made from, named by its reference and site address (issue 15.6). */
  async function parentOf(user: SessionUser, row: repo.ApplicationRow): Promise<ParentConsent | null> {
    if (row.relatedApplicationId === null) return null;
    const parent = await repo.findAccessible(db(), user.id, row.relatedApplicationId);
    if (!parent) return null;
    const address = (await sites().siteAddresses([parent.id])).get(parent.id) || null;
    return { appId: parent.id, reference: parent.bcNumber ?? `Application ${parent.id}`, address };
  }

  /** Writes to an open application; a completion racing the write wins and the write is refused. */
  async function write(
    appId: number,
    changes: repo.ApplicationChanges,
    step?: number,
    stored?: repo.StoredAnswersChange,
  ): Promise<repo.SavedApplication> {
    const row = await repo.updateOpenApplication(db(), appId, changes, step, stored);
    if (!row) throw conflict(productMessages.applicationCompleted);
    return row;
  }

  return {
    async list(user) {
      const rows = await repo.listForUser(db(), user.id);
      const addresses = await sites().siteAddresses(rows.map((r) => r.application.id));
      return rows.map((r) => ({
        ...toListItem(r.application, r.councilName),
        address: addresses.get(r.application.id) || null,
        access: r.access,
      }));
    },

    async create(user, data) {
      const attributes = attributesOrThrow(data);
      const type = attributes.type;
      const creatable = type === undefined ? undefined : CREATABLE_TYPES[type];
      if (!creatable) {
        throw badRequest([
          type === undefined ? messages.invalidApplicationType(type) : productMessages.typeNotOfferedHere(type),
        ]);
      }
      const param: ApplicationParam = attributes.param ?? APPLICATION_PARAMS[0];
      if (param === 'multiproof' && user.multiproofPermission !== 'yes') throw forbidden(messages.multiproofNotAllowed);
      const councilId = councilIdOrThrow(attributes.councilId);
      await councils().assertTakesApplications(councilId);

      const where = { userId: user.id, applicationType: defined(type, 'type'), param, councilId };
      const existing = await repo.findUntouched(db(), where);
      if (existing) return { appId: existing.id, isNew: false, step: existing.step };

      const role = attributes.role?.toUpperCase() ?? null;
      const step = await startStep(user, { typeCode: creatable.code, councilId, role, notes: '', param });
      const row = await repo.insertApplication(db(), {
        ...where,
        typeCode: creatable.code,
        role,
        firstContact: attributes.firstContact ?? null,
        invoiceContact: attributes.invoiceContact ?? null,
        step,
        maxStep: step,
        passcode: newPasscode(),
      });
      return { appId: row.id, isNew: true, step: row.step };
    },

    async createRelated(user, request) {
      const kind = RELATED_KIND_DEFINITIONS[request.kind];
      if (kind.needsMultiproof && user.multiproofPermission !== 'yes') throw forbidden(messages.multiproofNotAllowed);
      const base = {
        userId: user.id,
        applicationType: kind.applicationType,
        typeCode: kind.typeCode,
        param: kind.param,
      };
      const starting = async (councilId: number, notes: string) => {
        const step = await startStep(user, {
          typeCode: kind.typeCode,
          councilId,
          role: null,
          notes,
          param: kind.param,
        });
        return { councilId, notes, step, maxStep: step };
      };
      let row: repo.ApplicationRow;
      if ('relatedAppId' in request) {
        const related = await access(user, request.relatedAppId, 'edit');
        const refusal = relatedRefusal(request.kind, {
          completed: related.completed,
          typeCode: related.typeCode,
          param: related.param,
          lifecycleStatus: related.status,
        });
        if (refusal) throw badRequest([refusal]);
        await councils().assertTakesApplications(related.councilId);
        const start = await starting(related.councilId, request.kind === 'clone' ? cloneNote(related.id) : '');
        row = await db().transaction(async (tx) => {
          const inserted = await repo.insertApplication(tx, {
            ...base,
            ...(COPIES_PARENT.includes(request.kind) ? copiedFromParent(related) : {}),
            ...start,
            relatedApplicationId: related.id,
            bcNumber: related.bcNumber,
            passcode: newPasscode(),
          });
          if (COPIES_PARENT.includes(request.kind)) await sites().copySite(tx, related.id, inserted.id);
          return inserted;
        });
      } else {
        // A consent made outside the product: the council's number and passcode identify it.
        await councils().assertTakesApplications(request.councilId);
        row = await repo.insertApplication(db(), {
          ...base,
          ...(await starting(request.councilId, request.kind === 'clone' ? cloneNote(request.bcNumber) : '')),
          imported: true,
          bcNumber: request.bcNumber,
          passcode: request.passcode,
        });
      }
      return { appId: row.id, isNew: true, step: row.step };
    },

    async validate(user, appId, mode) {
      const row = await access(user, appId, 'read');
      if (mode === 'none') return [];
      const errors: string[] = [];
      if (!row.completed) {
        await councils()
          .assertTakesApplications(row.councilId)
          .catch((err: unknown) => errors.push(err instanceof AppError ? err.message : String(err)));
        errors.push(...(await forms().unanswered(user, row, mode)));
      }
      return errors;
    },

    async edit(user, appId, data, mode = DEFAULT_VALIDATION_MODE) {
      const row = await open(user, appId);
      const attributes = attributesOrThrow(data);
      for (const page of pagesEdited(row, attributes)) await forms().assertCanVisit(user, row, page);
      const changes: repo.ApplicationChanges = {};
      if (attributes.type !== undefined && attributes.type !== row.applicationType) {
        if (!canChangeType(row.applicationType, attributes.type)) {
          log.warn({ appId, from: row.applicationType, to: attributes.type }, 'application type should not change');
          throw badRequest([productMessages.typeCannotChange]);
        }
        changes.applicationType = attributes.type;
      }
      // The PIM question's answer is the type: yes sets 4, no sets 2 (spec point 4), so setting either answers it.
      if (
        row.typeCode === 'bc' &&
        (attributes.type === 2 || attributes.type === 4) &&
        canChangeType(row.applicationType, attributes.type)
      ) {
        changes.pim = { ...(row.pim ?? UNANSWERED_PIM), answered: true };
      }
      if (attributes.param !== undefined) {
        if (attributes.param === 'multiproof' && row.param !== 'multiproof' && user.multiproofPermission !== 'yes') {
          throw forbidden(messages.multiproofNotAllowed);
        }
        changes.param = attributes.param;
      }
      if (attributes.role !== undefined) changes.role = attributes.role.toUpperCase();
      if (attributes.councilId !== undefined) {
        changes.councilId = councilIdOrThrow(attributes.councilId);
        await councils().assertTakesApplications(changes.councilId);
      }
      if ('firstContact' in attributes) {
        const contact = contactAttributeOrThrow('firstContact', attributes.firstContact, mode);
        changes.firstContact = withContactId(contact, row.firstContact, row.invoiceContact);
      }
      if ('invoiceContact' in attributes) {
        const contact = contactAttributeOrThrow('invoiceContact', attributes.invoiceContact, mode);
        changes.invoiceContact = withContactId(
          contact,
          row.invoiceContact,
          'firstContact' in changes ? changes.firstContact : row.firstContact,
        );
      }
      return write(row.id, changes);
    },

    async data(user, appId) {
      return dataOf(user, await access(user, appId, 'read'));
    },

    dataOf,

    async setCouncil(user, appId, councilId) {
      const row = await open(user, appId);
      await councils().assertTakesApplications(councilId);
      await write(row.id, { councilId });
    },

    async setStep(user, appId, step) {
      const page = pageForLegacyStep(step);
      if (!isLegacyStep(step) || !page) throw badRequest([productMessages.invalidStep(step)]);
      // Moving to a page is a save of that page: the same canVisit check as its forms' saves (issue 15.2).
      const row = await open(user, appId, { page });
      const updated = await repo.setStep(db(), row.id, step);
      if (!updated) throw conflict(productMessages.applicationCompleted);
      return updated;
    },

    async complete(user, appId, declaration) {
      const row = await open(user, appId, { need: 'own' });
      requireVerifiedEmail(user);
      const missing = await forms().unanswered(user, row, 'all');
      // The spec's completion messages first, then what the declaration lacks: one answer names everything.
      const signed = checkDeclaration(declaration);
      if (missing.length || !signed.ok) throw badRequest([...missing, ...(signed.ok ? [] : signed.errors)]);
      const signedAt = new Date();
      await submit(row.id, { signedName: signed.signedName, signedDate: nzToday(signedAt), signedAt });
    },

    async completeWith(appId, changes, stored) {
      await submit(appId, changes, stored);
    },

    whenCompleted(hook) {
      completedHooks.push(hook);
    },

    async userWithApplication(sessionId, appId) {
      const found = await repo.findSessionUserWithAccessible(db(), sessionId, appId);
      if (!found) return undefined;
      readWithSession.set(found.user, { appId, row: found.application });
      return { user: found.user, councilGeneration: found.councilGeneration };
    },

    access,
    open: (user, appId, page) => open(user, appId, { page }),
    saveSections: write,
    saveStoredAnswers: (appId, stored, step, changes = {}) => write(appId, changes, step, stored),
  };
}
