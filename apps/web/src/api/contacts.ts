import type {
  contactsContract,
  ContactsForm,
  ProjectContactDetails,
  ProjectContactMode,
  ValidationMode,
  YesNo,
} from '@consent/domain';
import type { ApiClient } from './client';
import { useApi } from './ApiProvider';
import { address } from './shellRoutes';

type Contract = typeof contactsContract;

/**
 * The Project Contacts page's calls by method and path (as wizardRoutes.ts, ADR 0089): the contract's route objects
 * hold their schemas, and importing them put zod into page 8's first code (ADR 0094). The compiler checks each
 * method and path against the contract's literal ones.
 */
const routes = {
  registerSearch: address<Contract['registerSearch']>('GET', '/a2/public/lbp-api/search'),
  registerInfo: address<Contract['registerInfo']>('GET', '/a2/public/lbp-api/get-info'),
  library: address<Contract['library']>('GET', '/api/contacts/search'),
  form: address<Contract['form']>('GET', '/obca/ajaxform/lbp/:appId'),
  contactsData: address<Contract['contactsData']>('GET', '/ajax/get_contacts_data/:appId'),
  saveHasLbp: address<Contract['saveHasLbp']>('POST', '/obca/ajax/lbp/:appId'),
  add: address<Contract['add']>('POST', '/obca/savecontact/:appId'),
  edit: address<Contract['edit']>('POST', '/obca/editcontact/:appId'),
  remove: address<Contract['remove']>('POST', '/obca/deletecontact/:appId'),
};

export type { ContactsForm };

/** Spec point 7 "Contacts" and the Project Contacts page's load and save, with the spec's paths and fields. */
export function contactCalls(api: ApiClient) {
  const { request } = api;
  return {
    form: (appId: number) => request(routes.form, { params: { appId } }),
    contactsData: (appId: number) => request(routes.contactsData, { params: { appId } }),
    saveHasLbp: (appId: number, has_lbp: YesNo, mode: ValidationMode) =>
      request(routes.saveHasLbp, { params: { appId }, body: { has_lbp, step: 11, validation_mode: mode } }),
    saveContact: (appId: number, contact_mode: ProjectContactMode, details: ProjectContactDetails) =>
      request(routes.add, { params: { appId }, body: { appId, contact_mode, ...details } }),
    editContact: (appId: number, pid: number, contact_mode: ProjectContactMode, details: ProjectContactDetails) =>
      request(routes.edit, { params: { appId }, body: { appId, pid, contact_mode, contacts_for_councils: details } }),
    deleteContact: (appId: number, pid: number) =>
      request(routes.remove, { params: { appId }, body: { appId, params: { pid } } }),
    searchRegister: (text: string, page: number) =>
      request(routes.registerSearch, {
        querystring: { q: text, fields: '', page, ...(page > 1 ? { loadmore: 'y' } : {}) },
      }),
    registerInfo: (lbpNumber: string) => request(routes.registerInfo, { querystring: { lbpNumber } }),
    searchLibrary: (text: string, type: ProjectContactMode) =>
      request(routes.library, { querystring: { q: text, type } }),
  };
}
type ContactCalls = ReturnType<typeof contactCalls>;

export function useContactCalls(): ContactCalls {
  return contactCalls(useApi());
}
