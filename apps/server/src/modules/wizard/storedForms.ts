import {
  DEFAULT_VALIDATION_MODE,
  error,
  nothingLostMessages,
  type VersionConflict,
  sectionDefinition,
  storedAnswers,
  storedDefinition,
  type FORM_REGISTRY,
  type StoredForm,
  type TakenSave,
} from '@consent/domain';
import { AppError, refuseIfInvalid } from '../../http/errors.js';
import type { ApplicationAccess, FormSectionChanges } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import { checkAnswers } from './unanswered.js';

type SavedOf<F extends StoredForm> = (typeof FORM_REGISTRY)[F]['store']['empty'];

/**
 * What a stored form's save writes beside its answers, for the few forms whose answers another reader takes from a
 * column of the application: written in the save's one statement. The domain stays pure, so this lives here.
 */
const ON_SAVE: { readonly [F in StoredForm]?: (answers: SavedOf<F>) => FormSectionChanges } = {
  // The documents ask for the record of title the applicant asks the council for (request_ct_from_council).
  recordOfTitle: (answers) => ({ requestCtFromCouncil: answers.request_ct_from_council === 'y' }),
};

function onSave(form: StoredForm, answers: unknown): FormSectionChanges {
  const extra = ON_SAVE[form] as ((answers: unknown) => FormSectionChanges) | undefined;
  return extra ? extra(answers) : {};
}

/**
 * The one load and save of every stored form (ADR 0031), driven by the form's definition: no form has code here.
 * A load reads the form's answers from the store as its definition reads them (an old shape reads, never fails);
 * a save asks the application's access and whether the form's page may be opened, checks the answers in the
 * requested mode as the definition checks them (the one call site of each form's rules), and writes the form's own
 * key, with the step its call carries and the columns its onSave writes, in one statement.
 */
export function storedFormService(
  applications: ApplicationAccess,
  referenceExists: (councilId: number) => (reference: string) => Promise<boolean>,
) {
  return {
    async loadAnswers(user: SessionUser, appId: number, form: StoredForm): Promise<unknown> {
      return sectionDefinition(form).read(await applications.access(user, appId, 'read'));
    },

    /** The form's answers with their version (issue 33.4), for a page that will save based on it. */
    async loadVersioned(user: SessionUser, appId: number, form: StoredForm) {
      const answers = sectionDefinition(form).read(await applications.access(user, appId, 'read'));
      return { answers, version: (await applications.formVersion(appId, form)).version };
    },

    /**
     * With `base` (the version the page loaded), a save over another editor's newer one is refused (409) naming who
     * saved it and when, with their answers; the version the save made is answered. Without it, saved as ever.
     */
    async saveAnswers(
      user: SessionUser,
      appId: number,
      form: StoredForm,
      save: TakenSave<unknown>,
      base?: number,
    ): Promise<number | undefined> {
      const definition = storedDefinition(form);
      const row = await applications.open(user, appId, definition.page);
      const mode = save.validation_mode ?? DEFAULT_VALIDATION_MODE;
      const answers = storedAnswers(definition, form, { ...row, sections: { ...row.sections, [form]: save.answers } });
      refuseIfInvalid(await checkAnswers(form, answers, mode, referenceExists(row.councilId)));
      const stored = { [form]: save.answers };
      if (base === undefined) {
        await applications.saveStoredAnswers(row.id, stored, save.step, onSave(form, save.answers));
        return undefined;
      }
      const by = { id: user.id, name: user.fullName || user.email };
      const saved = await applications.saveStoredAnswersAt(
        row.id,
        stored,
        { form, base, by },
        save.step,
        onSave(form, save.answers),
      );
      if ('version' in saved) return saved.version;
      // Both versions as check your answers words them, so the page can show them side by side.
      const now = await applications.access(user, appId, 'read');
      const conflict: VersionConflict = {
        form,
        version: saved.stale.version,
        changed_by: saved.stale.changedByName,
        changed_at: saved.stale.changedAt.toISOString(),
        mine: definition.summary(answers),
        theirs: definition.summary(storedAnswers(definition, form, now)),
      };
      const body = {
        ...error(nothingLostMessages.versionConflict(conflict.changed_by, saved.stale.changedAt)),
        conflict,
      };
      throw new AppError(409, body);
    },
  };
}
