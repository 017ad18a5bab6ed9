import type {
  ContactMode,
  LbpInfo,
  LbpSearchItem,
  LibraryContact,
  LicenceClassDefinition,
  ProjectContact,
  ProjectContactDetails,
  ProjectContactMode,
  ValidationMode,
  YesNo,
} from '@consent/domain';
import type { ApiClient } from './client';
import { useApi } from './ApiProvider';
import type { StatusAnswer } from './types';

/** The register's answers carry the legacy status_code: 200, or the register's failure with the spec's message. */
export interface RegisterAnswer<T> {
  status_code: number;
  message: string;
  data: T | null;
}
export type RegisterSearchAnswer = RegisterAnswer<LbpSearchItem[]> & { page: number; total: number; loadmore: boolean };

export interface ContactsForm {
  has_lbp: YesNo;
  contact_mode: ContactMode;
  contacts: { lbp: ProjectContact[]; other: ProjectContact[] };
  lbp_classes: LicenceClassDefinition[];
  professions: string[];
  lbp_register_url: string;
  /** The council's website (spec point 3 "Project contact: … council url"); null when it gave none. */
  url: string | null;
  imported: boolean;
}

type Saved = StatusAnswer & { data: ProjectContact };

/** Spec point 7 "Contacts" and the Project Contacts page's load and save, with the spec's paths and fields. */
export function contactCalls(api: ApiClient) {
  const { call } = api;
  const q = encodeURIComponent;
  return {
    form: (appId: number) => call<ContactsForm & { result: 'success' }>('GET', `/obca/ajaxform/lbp/${appId}`),
    contactsData: (appId: number) => call<{ data: ContactsForm['contacts']; url: string | null }>('GET', `/ajax/get_contacts_data/${appId}`),
    saveHasLbp: (appId: number, has_lbp: YesNo, mode: ValidationMode) =>
      call<StatusAnswer>('POST', `/obca/ajax/lbp/${appId}`, { has_lbp, step: 11, validation_mode: mode }),
    saveContact: (appId: number, contact_mode: ProjectContactMode, details: ProjectContactDetails) =>
      call<Saved>('POST', `/obca/savecontact/${appId}`, { appId, contact_mode, ...details }),
    editContact: (appId: number, pid: number, contact_mode: ProjectContactMode, details: ProjectContactDetails) =>
      call<Saved>('POST', `/obca/editcontact/${appId}`, { appId, pid, contact_mode, contacts_for_councils: details }),
    deleteContact: (appId: number, pid: number) => call<StatusAnswer>('POST', `/obca/deletecontact/${appId}`, { appId, params: { pid } }),
    searchRegister: (text: string, page: number) =>
      call<RegisterSearchAnswer>('GET', `/a2/public/lbp-api/search?q=${q(text)}&fields=&page=${page}${page > 1 ? '&loadmore=y' : ''}`),
    registerInfo: (lbpNumber: string) => call<RegisterAnswer<LbpInfo>>('GET', `/a2/public/lbp-api/get-info?lbpNumber=${q(lbpNumber)}`),
    searchLibrary: (text: string, type: ProjectContactMode) =>
      call<{ result: string; data: LibraryContact[] }>('GET', `/api/contacts/search?q=${q(text)}&type=${type}`),
  };
}
export type ContactCalls = ReturnType<typeof contactCalls>;

export function useContactCalls(): ContactCalls {
  return contactCalls(useApi());
}
