import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  APPLICATION_PARAMS,
  DEFAULT_VALIDATION_MODE,
  FORM_REGISTRY,
  readStoredAnswers,
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
  cloneNote,
  keptRole,
  applicantRoleOf,
  type ApplicationAttributes,
  type Contact,
  type ContactAttribute,
  type ApplicationData,
  type ApplicationListItem,
  type ApplicationParam,
  type ParentConsent,
  type RelatedApplicationRequest,
  type ValidationMode,
  type WizardPageId,
  defined,
  type SectionForm,
  type StoredAnswers,
} from '@consent/domain';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors.js';
import type { SessionUser } from '../auth/service.js';
import type { CouncilService } from '../councils/service.js';
import type { ApplicationAccess } from './access.js';
import { CONTACT_FORMS, contactAttributeOrThrow, savedContact, withContactId } from './contacts.js';
import { toApplicationData, toListItem } from './view.js';
import * as repo from './repo.js';
import type { Executor } from '../../db/client.js';

/** What an edit answers (`/access/app`): the application's attributes as saved, the role read from its form's answers. */
export type EditedApplication = Omit<repo.SavedApplication, 'applicantRole'> & { role: string | null };

interface CreateOutcome {
  appId: number;
  isNew: boolean;
  step: number;
}

export interface ApplicationService {
  list(user: SessionUser): Promise<ApplicationListItem[]>;
  create(user: SessionUser, data: unknown): Promise<CreateOutcome>;
  createRelated(user: SessionUser, request: RelatedApplicationRequest): Promise<CreateOutcome>;
  validate(user: SessionUser, appId: number, mode: ValidationMode): Promise<string[]>;
  edit(user: SessionUser, appId: number, data: unknown, mode?: ValidationMode): Promise<EditedApplication>;
  data(user: SessionUser, appId: number): Promise<ApplicationData>;
  /** data() of a row the caller has already read through access() (the PDF, the council's reading): no second look-up. */
  dataOf(user: SessionUser, row: repo.ApplicationRow): Promise<ApplicationData>;
  setCouncil(user: SessionUser, appId: number, councilId: number): Promise<void>;
  /** The page a legacy step names, after the same checks as a save of that page: max_step rises with it. */
  setStep(user: SessionUser, appId: number, step: number): Promise<repo.ApplicationRow>;
}

/** Each application's site address, from the module that keeps the parcels (locations, built before this one). */
interface SiteAddresses {
  siteAddresses(appIds: number[]): Promise<Map<number, string>>;
  /** Copies one application's parcel set to another, in the caller's transaction (a related application's start). */
  copySite(tx: Executor, fromAppId: number, toAppId: number): Promise<void>;
}

/** What the wizard engine answers about an application: the wizard module, built before this one and the submission service. */
export interface WizardRules {
  /** The messages of its required forms that are not (validly) answered yet, first one first. */
  unanswered(user: SessionUser, row: repo.ApplicationRow, mode: ValidationMode): Promise<string[]>;
  /** Where a new application starts: the legacy step of its first required page. */
  startStep(user: SessionUser, application: StartingApplication): Promise<number>;
}
type StartingApplication = Pick<repo.ApplicationRow, 'typeCode' | 'councilId' | 'sections' | 'notes' | 'param'>;

const PASSCODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newPasscode = () =>
  Array.from({ length: 8 }, () => PASSCODE_ALPHABET[randomInt(PASSCODE_ALPHABET.length)]).join('');

/**
 * What an application made from a consent starts with (issue 15.6): the consent's applicant role, owner, agent,
 * first point of contact, invoice payer and certificate of title, as copies the applicant may change (its parcels
 * are copied by the location module). JSONB values are copied by value, so nothing is shared with the consent.
 */
const COPIED_STORED_FORMS: readonly SectionForm[] = [
  'applicantRole',
  'ownerDetails',
  'agentDetails',
  'recordOfTitle',
  'firstPointOfContact',
  'invoicePayableBy',
];
const savedEntry = (sections: StoredAnswers, form: SectionForm): [string, unknown][] =>
  Object.hasOwn(sections, form) ? [[form, sections[form]]] : [];

function copiedFromParent(parent: repo.ApplicationRow): Partial<repo.NewApplication> {
  return {
    sections: Object.fromEntries(COPIED_STORED_FORMS.flatMap((form) => savedEntry(parent.sections, form))),
    requestCtFromCouncil: parent.requestCtFromCouncil,
    // importedappid (spec point 3): the application whose answers were imported into this one.
    importedAppId: parent.id,
    // It holds answers from the start, so it is never offered again as an untouched application to reuse.
    firstSavedAt: new Date(),
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

/** The contact attributes a new application is created with, under their forms' ids (unchecked, as spec point 5 says). */
function createdContacts(attributes: ApplicationAttributes): StoredAnswers {
  const given = (['firstContact', 'invoiceContact'] as const).filter(
    (attribute) => attributes[attribute] !== undefined && attributes[attribute] !== null,
  );
  return Object.fromEntries(given.map((attribute) => [CONTACT_FORMS[attribute], attributes[attribute]]));
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
  applications: ApplicationAccess,
  councils: CouncilService,
  log: FastifyBaseLogger,
  forms: WizardRules,
  sites: SiteAddresses,
): ApplicationService {
  /** A new application starts at its first required page, worked out by the wizard engine (issue 15). */
  const startStep = (user: SessionUser, application: StartingApplication) => forms.startStep(user, application);

  async function dataOf(user: SessionUser, row: repo.ApplicationRow): Promise<ApplicationData> {
    const [{ council, config, all }, parent] = await Promise.all([
      councils.withConfigAndList(row.councilId),
      parentOf(user, row),
    ]);
    return toApplicationData(row, user, council, all, config, parent);
  }

  /** The consent an application was made from, named by its reference and site address (issue 15.6). */
  async function parentOf(user: SessionUser, row: repo.ApplicationRow): Promise<ParentConsent | null> {
    if (row.relatedApplicationId === null) return null;
    const parent = await repo.findAccessible(db(), user.id, row.relatedApplicationId);
    if (!parent) return null;
    const address = (await sites.siteAddresses([parent.id])).get(parent.id) || null;
    return { appId: parent.id, reference: parent.bcNumber ?? `Application ${parent.id}`, address };
  }

  /** Writes an edit's attributes to an open application; a completion racing the write wins and the write is refused. */
  async function write(
    appId: number,
    changes: repo.ApplicationChanges,
    stored?: repo.StoredAnswersChange,
  ): Promise<repo.SavedApplication> {
    const row = await repo.updateOpenApplication(db(), appId, changes, undefined, { stored });
    if (!row) throw conflict(productMessages.applicationCompleted);
    return row;
  }

  return {
    async list(user) {
      const rows = await repo.listForUser(db(), user.id);
      const addresses = await sites.siteAddresses(rows.map((r) => r.application.id));
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
      await councils.assertTakesApplications(councilId);

      const where = { userId: user.id, applicationType: defined(type, 'type'), param, councilId };
      const existing = await repo.findUntouched(db(), where);
      if (existing) return { appId: existing.id, isNew: false, step: existing.step };

      // The role is kept as its form keeps it (its definition's onSave), the contacts as given.
      const sections = { ...createdContacts(attributes), ...(attributes.role ? keptRole(attributes.role) : {}) };
      const step = await startStep(user, { typeCode: creatable.code, councilId, sections, notes: '', param });
      const row = await repo.insertApplication(db(), {
        ...where,
        typeCode: creatable.code,
        sections,
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
          sections: {},
          notes,
          param: kind.param,
        });
        return { councilId, notes, step, maxStep: step };
      };
      let row: repo.ApplicationRow;
      if ('relatedAppId' in request) {
        const related = await applications.access(user, request.relatedAppId, 'edit');
        const refusal = relatedRefusal(request.kind, {
          completed: related.completed,
          typeCode: related.typeCode,
          param: related.param,
          lifecycleStatus: related.status,
        });
        if (refusal) throw badRequest([refusal]);
        await councils.assertTakesApplications(related.councilId);
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
          if (COPIES_PARENT.includes(request.kind)) await sites.copySite(tx, related.id, inserted.id);
          return inserted;
        });
      } else {
        // A consent made outside the product: the council's number and passcode identify it.
        await councils.assertTakesApplications(request.councilId);
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
      const row = await applications.access(user, appId, 'read');
      if (mode === 'none') return [];
      const errors: string[] = [];
      if (!row.completed) {
        await councils
          .assertTakesApplications(row.councilId)
          .catch((err: unknown) => errors.push(err instanceof AppError ? err.message : String(err)));
        errors.push(...(await forms.unanswered(user, row, mode)));
      }
      return errors;
    },

    async edit(user, appId, data, mode = DEFAULT_VALIDATION_MODE) {
      const row = await applications.open(user, appId);
      const attributes = attributesOrThrow(data);
      for (const page of pagesEdited(row, attributes)) await applications.assertCanVisit(user, row, page);
      const changes: repo.ApplicationChanges = {};
      /** The stored forms' answers the edit writes (the PIM question's, the role's, the contacts'), in its one statement. */
      const answered: Record<string, unknown> = {};
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
        answered.pim = { ...readStoredAnswers(FORM_REGISTRY.pim, row.sections.pim), answered: true };
      }
      if (attributes.param !== undefined) {
        if (attributes.param === 'multiproof' && row.param !== 'multiproof' && user.multiproofPermission !== 'yes') {
          throw forbidden(messages.multiproofNotAllowed);
        }
        changes.param = attributes.param;
      }
      // The role is kept in the store as its form keeps it (its definition's onSave), in the edit's one statement.
      if (attributes.role !== undefined) Object.assign(answered, keptRole(attributes.role));
      if (attributes.councilId !== undefined) {
        changes.councilId = councilIdOrThrow(attributes.councilId);
        await councils.assertTakesApplications(changes.councilId);
      }
      // The contact forms are kept in the store under their forms' ids, written in the edit's one statement.
      const contacts: Partial<Record<ContactAttribute, Contact | null>> = {};
      const saved = (attribute: ContactAttribute) =>
        attribute in contacts ? contacts[attribute] : savedContact(row.sections, attribute);
      for (const [attribute, other] of [
        ['firstContact', 'invoiceContact'],
        ['invoiceContact', 'firstContact'],
      ] as const) {
        if (!(attribute in attributes)) continue;
        const contact = contactAttributeOrThrow(attribute, attributes[attribute], mode);
        contacts[attribute] = withContactId(contact, savedContact(row.sections, attribute), saved(other));
      }
      for (const [attribute, contact] of Object.entries(contacts))
        answered[CONTACT_FORMS[attribute as ContactAttribute]] = contact;
      const written = await write(row.id, changes, Object.keys(answered).length ? answered : undefined);
      const { applicantRole, ...attributesSaved } = written;
      return { ...attributesSaved, role: applicantRoleOf({ applicantRole }) };
    },

    async data(user, appId) {
      return dataOf(user, await applications.access(user, appId, 'read'));
    },

    dataOf,

    async setCouncil(user, appId, councilId) {
      const row = await applications.open(user, appId);
      await councils.assertTakesApplications(councilId);
      await write(row.id, { councilId });
    },

    async setStep(user, appId, step) {
      const page = pageForLegacyStep(step);
      if (!isLegacyStep(step) || !page) throw badRequest([productMessages.invalidStep(step)]);
      // Moving to a page is a save of that page: the same canVisit check as its forms' saves (issue 15.2).
      const row = await applications.open(user, appId, page);
      const updated = await repo.setStep(db(), row.id, step);
      if (!updated) throw conflict(productMessages.applicationCompleted);
      return updated;
    },
  };
}
