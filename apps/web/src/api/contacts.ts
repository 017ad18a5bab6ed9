import {
  contactsContract as routes,
  type ContactsForm,
  type ProjectContactDetails,
  type ProjectContactMode,
  type ValidationMode,
  type YesNo,
} from '@consent/domain';
import type { ApiClient } from './client';
import { useApi } from './ApiProvider';

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
