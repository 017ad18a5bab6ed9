import type { FastifyBaseLogger } from 'fastify';
import {
  LBP_SEARCH_MIN,
  LBP_SEARCH_PAGE_SIZE,
  LICENCE_CLASSES,
  NO_LBP_NUMBER,
  PROFESSIONS,
  activeClasses,
  checkHasLbp,
  checkProjectContact,
  contactMessages,
  contactsMode,
  practitionerNameAndNumber,
  type LbpInfo,
  type LbpSearchItem,
  type LbpSearchQuery,
  type ProjectContactDetails,
  type ProjectContactMode,
  type ValidationMode,
  type YesNo,
} from '@consent/domain';
import type { Db } from '../../db/client.js';
import { badRequest, notFound, refuseIfInvalid } from '../../http/errors.js';
import type { IntegrationFailure } from '../../integrations/http.js';
import type { LbpRegister } from '../../integrations/lbp/index.js';
import type { ApplicationAccess, ApplicationRow } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import type { CouncilService } from '../councils/service.js';
import * as repo from './repo.js';
import { byMode, contactText, libraryOf, toProjectContact } from './view.js';

/** Where applicants can check a practitioner themselves (the form's "LBP register url"). */
const LBP_REGISTER_URL = 'https://www.lbp.govt.nz/';
const LIBRARY_LIMIT = 10;
const LIBRARY_ROWS = 200;

/**
 * The register's answers carry the legacy `status_code`: 200, or the register's own status (504 when
 * it did not answer in time, 502 when it could not be reached) with the spec's message, so the page
 * offers manual entry (spec point 8). The HTTP answer itself is 200: our server did its job.
 */
type RegisterAnswer<T> =
  { status_code: 200; message: ''; data: T } | { status_code: number; message: string; data: null };

function statusOf(f: IntegrationFailure): number {
  if (f.kind === 'http') return f.status;
  return f.kind === 'timeout' ? 504 : 502;
}

export function createContactService(
  db: () => Db,
  applications: ApplicationAccess,
  councils: CouncilService,
  register: LbpRegister,
  log: FastifyBaseLogger,
) {
  const notResponding = (f: IntegrationFailure) => {
    log.warn({ failure: f }, 'the LBP register did not answer');
    return { status_code: statusOf(f), message: contactMessages.lbpRegisterNotResponding, data: null };
  };

  /**
   * The server's own check of a practitioner (the browser checks first): on the register, with the
   * chosen class current. When the register cannot answer the details are taken as typed, since the
   * applicant was told to enter them by hand.
   */
  async function checkPractitioner(details: ProjectContactDetails): Promise<void> {
    if (details.licence_number === NO_LBP_NUMBER) return;
    const found = await register.getInfo(details.licence_number);
    if (!found.ok) {
      log.warn({ failure: found.failure }, 'the LBP register did not answer; contact saved as typed');
      return;
    }
    const info = found.value;
    if (!info) {
      refuseIfInvalid([{ field: 'licence_number', message: contactMessages.lbpNotFound(details.licence_number) }]);
      return;
    }
    const active = activeClasses(info);
    if (active.length === 0) {
      refuseIfInvalid([
        { field: 'licence_number', message: contactMessages.lbpNoActiveLicence(practitionerNameAndNumber(info)) },
      ]);
      return;
    }
    if (!active.includes(details.licence_class))
      refuseIfInvalid([
        { field: 'licence_class', message: contactMessages.licenceClassNotCurrent(details.licence_class) },
      ]);
  }

  /** The contact as it is kept: only the fields of its kind. */
  function normalised(mode: ProjectContactMode, d: ProjectContactDetails): ProjectContactDetails {
    return mode === 'lbp'
      ? { ...d, registration_number: '', profession: '' }
      : { ...d, licence_number: '', licence_class: '', locations: '' };
  }

  async function validContact(
    user: SessionUser,
    appId: number,
    mode: ProjectContactMode,
    details: ProjectContactDetails,
  ) {
    const row = await applications.open(user, appId, 'contacts');
    if (mode === 'other' && contactsMode(row.typeCode, row.param) === 'lbp')
      throw badRequest([contactMessages.otherContactsNotAllowed]);
    const contact = normalised(mode, details);
    refuseIfInvalid(checkProjectContact(mode, contact));
    if (mode === 'lbp') await checkPractitioner(contact);
    return { row, contact };
  }

  /** The council's website (spec point 3 "Project contact: … council url"); null when it has given none. */
  const councilUrl = async (councilId: number) => (await councils.withConfig(councilId)).config.url ?? null;

  return {
    async registerSearch(
      query: LbpSearchQuery,
    ): Promise<RegisterAnswer<LbpSearchItem[]> & { page: number; total: number; loadmore: boolean }> {
      const q = query.q.trim();
      if (q.length < LBP_SEARCH_MIN)
        return { status_code: 200, message: '', data: [], page: query.page, total: 0, loadmore: false };
      const found = await register.search({
        q,
        fields: query.fields,
        page: query.page,
        pageSize: LBP_SEARCH_PAGE_SIZE,
      });
      if (!found.ok) return { ...notResponding(found.failure), page: query.page, total: 0, loadmore: false };
      const { items, page, pageSize, total } = found.value;
      return { status_code: 200, message: '', data: items, page, total, loadmore: page * pageSize < total };
    },

    async registerInfo(lbpNumber: string): Promise<RegisterAnswer<LbpInfo>> {
      const found = await register.getInfo(lbpNumber);
      if (!found.ok) return notResponding(found.failure);
      if (!found.value) return { status_code: 404, message: contactMessages.lbpNotFound(lbpNumber), data: null };
      return { status_code: 200, message: '', data: found.value };
    },

    /** `GET /obca/ajaxform/lbp/{id}`: the page's answer, its contacts, the lists its forms offer, and the council's url. */
    async form(user: SessionUser, appId: number) {
      const row = await applications.access(user, appId, 'read');
      return {
        has_lbp: (row.hasLbp ?? '') as YesNo,
        contact_mode: contactsMode(row.typeCode, row.param),
        contacts: byMode(await repo.listForApplication(db(), row.id)),
        lbp_classes: LICENCE_CLASSES,
        professions: PROFESSIONS,
        lbp_register_url: LBP_REGISTER_URL,
        url: await councilUrl(row.councilId),
        imported: row.imported,
      };
    },

    /** `GET /ajax/get_contacts_data/{appId}`: the contacts by mode, with the council's url as the form load has it. */
    async contacts(user: SessionUser, appId: number) {
      const row = await applications.access(user, appId, 'read');
      return { data: byMode(await repo.listForApplication(db(), row.id)), url: await councilUrl(row.councilId) };
    },

    async saveHasLbp(user: SessionUser, appId: number, hasLbp: YesNo, mode: ValidationMode, step?: number) {
      const row = await applications.open(user, appId, 'contacts');
      const lbpCount = (await repo.listForApplication(db(), row.id)).filter((c) => c.contactMode === 'lbp').length;
      refuseIfInvalid(checkHasLbp(hasLbp, lbpCount, mode));
      await applications.saveSections(row.id, { hasLbp: hasLbp || null }, step);
    },

    async add(user: SessionUser, appId: number, mode: ProjectContactMode, details: ProjectContactDetails) {
      const { row, contact } = await validContact(user, appId, mode, details);
      // Marks the application as worked on (and refuses a completed one) before the contact is written.
      await applications.saveSections(row.id, {});
      return toProjectContact(await applications.whileOpen(row.id, (tx) => repo.insert(tx, row.id, mode, contact)));
    },

    async edit(
      user: SessionUser,
      appId: number,
      pid: number,
      mode: ProjectContactMode,
      details: ProjectContactDetails,
    ) {
      const { row, contact } = await validContact(user, appId, mode, details);
      const saved = await applications.whileOpen(row.id, (tx) => repo.update(tx, row.id, pid, mode, contact));
      if (!saved) throw notFound(contactMessages.contactNotFound);
      await applications.saveSections(row.id, {});
      return toProjectContact(saved);
    },

    async remove(user: SessionUser, appId: number, pid: number) {
      const row = await applications.open(user, appId, 'contacts');
      if (!(await applications.whileOpen(row.id, (tx) => repo.remove(tx, row.id, pid))))
        throw notFound(contactMessages.contactNotFound);
    },

    async view(user: SessionUser, appId: number, regnumber: string): Promise<string> {
      const row = await applications.access(user, appId, 'read');
      const contact = await repo.findByNumber(db(), row.id, regnumber);
      if (!contact) throw notFound(contactMessages.contactNotFound);
      return contactText(toProjectContact(contact));
    },

    /** The user's own contacts from their applications, offered again (`GET /api/contacts/search?q=&type=`). */
    async library(user: SessionUser, q: string, type: ProjectContactMode | undefined) {
      return libraryOf(await repo.libraryRows(db(), user.id, q, type, LIBRARY_ROWS), LIBRARY_LIMIT);
    },

    /** The completion check of the Project Contacts page (the wizard asks it through its other-form checks). */
    async problems(row: ApplicationRow, mode: ValidationMode) {
      const lbpCount = (await repo.listForApplication(db(), row.id)).filter((c) => c.contactMode === 'lbp').length;
      return checkHasLbp((row.hasLbp ?? '') as YesNo, lbpCount, mode);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
