import {
  DEFAULT_VALIDATION_MODE,
  sectionDefinition,
  storedDefinition,
  type StoredForm,
  type StoredFormSave,
} from '@consent/domain';
import { refuseIfInvalid } from '../../http/errors.js';
import type { ApplicationAccess } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import { checkAnswers } from './unanswered.js';

/**
 * The one load and save of every stored form (ADR 0031), driven by the form's definition: no form has code here.
 * A load reads the form's answers from the store as its definition reads them (an old shape reads, never fails);
 * a save asks the application's access and whether the form's page may be opened, checks the answers in the
 * requested mode as the definition checks them, and writes the form's own key, with the step its call carries.
 */
export function storedFormService(
  applications: ApplicationAccess,
  referenceExists: (councilId: number) => (reference: string) => Promise<boolean>,
) {
  return {
    async loadAnswers(user: SessionUser, appId: number, form: StoredForm): Promise<unknown> {
      return sectionDefinition(form).read(await applications.access(user, appId, 'read'));
    },

    async saveAnswers(user: SessionUser, appId: number, form: StoredForm, save: StoredFormSave<unknown>) {
      const definition = storedDefinition(form);
      const row = await applications.open(user, appId, definition.page);
      const mode = save.validation_mode ?? DEFAULT_VALIDATION_MODE;
      refuseIfInvalid(await checkAnswers(form, save.data, mode, referenceExists(row.councilId)));
      await applications.saveStoredAnswers(row.id, { form, answers: save.data }, save.step);
    },
  };
}
