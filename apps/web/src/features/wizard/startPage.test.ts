import {
  STORED_FORMS,
  WIZARD_PAGES,
  contactsContract,
  documentsContract,
  formsOfPage,
  locationsContract,
  profileContract,
  projectContract,
  storedFormsContract,
  type StoredForm,
  type WizardFormId,
} from '@consent/domain';
import { describe, expect, it } from 'vitest';
import { PAGE_STARTS } from './startPage';

/** What a form a server module keeps asks when it shows, and a person form's profile: the routes its calls use. */
const FORM_CALLS: Partial<Record<WizardFormId, readonly { method: string; path: string }[]>> = {
  ownerDetails: [profileContract.read],
  agentDetails: [profileContract.read],
  siteLocation: [locationsContract.parcelData, locationsContract.mapTiles, locationsContract.applicationMapConfig],
  project: [projectContract.load, projectContract.schedules],
  contacts: [contactsContract.form],
  attachments: [documentsContract.list],
};

const isStored = (form: WizardFormId): form is StoredForm => (STORED_FORMS as readonly string[]).includes(form);

/** A form's GET paths as the domain has them: a stored form's loads, then its other calls. */
const loadsOf = (form: WizardFormId) =>
  [...(isStored(form) ? storedFormsContract[form].load : []), ...(FORM_CALLS[form] ?? [])]
    .filter((route) => route.method === 'GET')
    .map((route) => route.path);

describe('the wizard pages’ starts, written out for the first code', () => {
  it('name each page of the domain by its step, with its forms and their GET loads', () => {
    const fromDomain = Object.fromEntries(
      WIZARD_PAGES.map((page) => [
        String(page.legacyStep),
        { forms: formsOfPage(page.id), paths: [...new Set(formsOfPage(page.id).flatMap(loadsOf))] },
      ]),
    );
    expect(PAGE_STARTS).toEqual(fromDomain);
  });
});
