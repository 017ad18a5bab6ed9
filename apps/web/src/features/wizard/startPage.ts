import {
  STORED_FORMS,
  WIZARD_PAGES,
  contactsContract,
  documentsContract,
  formsOfPage,
  locationsContract,
  profileContract,
  projectContract,
  routeUrl,
  storedFormsContract,
  type StoredForm,
  type WizardFormId,
} from '@consent/domain';
import type { ApiClient } from '../../api';
import { FORM_CODE } from './pageForms';

const isStored = (form: WizardFormId): form is StoredForm => (STORED_FORMS as readonly string[]).includes(form);

type Load = { method: 'GET'; path: string };
/** The applicant's profile, which a person form offers to fill it from ("Use my details"). */
const PROFILE: Load[] = [profileContract.read];

/**
 * What a form asks for when it first shows, beyond a stored form's loads: the calls of the forms a server module keeps
 * (site location, project, contacts, attachments) and a person form's profile (ADR 0087): the same contract routes the
 * forms' own calls ask, so the paths are the same.
 */
export const FORM_LOADS: Partial<Record<WizardFormId, readonly Load[]>> = {
  ownerDetails: PROFILE,
  agentDetails: PROFILE,
  siteLocation: [locationsContract.parcelData, locationsContract.mapTiles],
  project: [projectContract.load, projectContract.schedules],
  contacts: [contactsContract.form],
  attachments: [documentsContract.list],
};

/** The GET paths a form's answers are read from, for this application. */
export function formLoadPaths(form: WizardFormId, appId: number): string[] {
  const stored = isStored(form) ? (storedFormsContract[form].load as readonly { method: string; path: string }[]) : [];
  return [...stored, ...(FORM_LOADS[form] ?? [])]
    .filter((route) => route.method === 'GET')
    .map((route) => routeUrl(route.path, { appId }));
}

/**
 * What a wizard page's forms will ask for, started by the route as soon as it knows the page (issue 33.2, ADR 0081):
 * each form's code and each stored form's saved answers (its GET loads), side by side with the application, instead
 * of after it and after the form's code. The page is the one `?task=jump&step=N` names; which of its forms show
 * depends on the application, so a form that turns out hidden has fetched for nothing (its answer is dropped unread).
 * Without a step (resume) nothing is started: the page is not known until the task list answers.
 * The forms a server module keeps start their own calls too (FORM_LOADS, ADR 0087).
 */
export function startWizardPage(api: ApiClient, appId: number, search: URLSearchParams): void {
  if (search.get('task') !== 'jump') return;
  const page = WIZARD_PAGES.find((p) => String(p.legacyStep) === search.get('step'));
  if (!page) return;
  for (const form of formsOfPage(page.id)) {
    void FORM_CODE[form]().catch(() => {}); // A chunk that fails fails again, visibly, where the page renders it.
    for (const path of formLoadPaths(form, appId)) api.startEarly(path);
  }
}
