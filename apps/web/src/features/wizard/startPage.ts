import {
  STORED_FORMS,
  WIZARD_PAGES,
  formsOfPage,
  routeUrl,
  storedFormsContract,
  type StoredForm,
  type WizardFormId,
} from '@consent/domain';
import type { ApiClient } from '../../api';
import { FORM_CODE } from './pageForms';

const isStored = (form: WizardFormId): form is StoredForm => (STORED_FORMS as readonly string[]).includes(form);

/**
 * What a wizard page's forms will ask for, started by the route as soon as it knows the page (issue 33.2, ADR 0081):
 * each form's code and each stored form's saved answers (its GET loads), side by side with the application, instead
 * of after it and after the form's code. The page is the one `?task=jump&step=N` names; which of its forms show
 * depends on the application, so a form that turns out hidden has fetched for nothing (its answer is dropped unread).
 * Without a step (resume) nothing is started: the page is not known until the task list answers.
 */
export function startWizardPage(api: ApiClient, appId: number, search: URLSearchParams): void {
  if (search.get('task') !== 'jump') return;
  const page = WIZARD_PAGES.find((p) => String(p.legacyStep) === search.get('step'));
  if (!page) return;
  for (const form of formsOfPage(page.id)) {
    void FORM_CODE[form]().catch(() => {}); // A chunk that fails fails again, visibly, where the page renders it.
    if (!isStored(form)) continue;
    for (const route of storedFormsContract[form].load as readonly { method: string; path: string }[])
      if (route.method === 'GET') api.startEarly(routeUrl(route.path, { appId }));
  }
}
