import {
  DEFAULT_VALIDATION_MODE,
  error,
  formMessages,
  nothingLostMessages,
  pimApplies,
  type VersionConflict,
  sectionDefinition,
  storedAnswers,
  storedDefinition,
  type FORM_REGISTRY,
  type StoredForm,
  readStoredAnswers,
  type TakenPart,
  type TakenSave,
} from '@consent/domain';
import { AppError, badRequest, refuseIfInvalid } from '../../http/errors.js';
import type { ApplicationAccess, ApplicationRow, FormSectionChanges } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import type { DeferredClaim } from '../idempotency/claim.js';
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

/**
 * Why an application may not save a form at all, for the forms some applications may not save whatever the answers:
 * refused (400) before the answers are checked. Matters are saved only for types 1 and 4 (spec point 4).
 */
const REFUSED: { readonly [F in StoredForm]?: (row: ApplicationRow) => string | null } = {
  pim: (row) => (pimApplies(row.applicationType) ? null : formMessages.pimNotApplicable),
};

/** The fields a part of a form's answers owns: its keys, and the fields of each key whose value is an object. */
function partFields(part: object): Set<string> {
  const fields = Object.entries(part as Record<string, unknown>).flatMap(([key, value]): string[] =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [key],
  );
  return new Set(fields);
}

function columnsOnSave(form: StoredForm, answers: unknown): FormSectionChanges {
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
     * saved it and when, with their answers; the version the save made is answered. `claim`, only with `base`: the
     * request's Idempotency-Key, claimed in the save's own statement (ADR 0090); `claimedBefore` when another request
     * had claimed it, and nothing was written. A save refused or with nothing to write before that claims nothing. Without it, saved as ever. A
     * part of a form (the agent's "Need Agent") is merged into the form's answers in SQL and is not versioned. The
     * answers kept are the definition's `onSave` of the checked ones (the role uppercased), answered with the version.
     */
    async saveAnswers(
      user: SessionUser,
      appId: number,
      form: StoredForm,
      save: TakenSave<unknown> | TakenPart<unknown>,
      base?: number,
      claim?: DeferredClaim,
    ): Promise<{ version?: number; kept: unknown; claimedBefore?: true }> {
      const definition = storedDefinition(form);
      const row = await applications.open(user, appId, definition.page);
      const refusal = REFUSED[form]?.(row);
      if (refusal) throw badRequest([refusal]);
      const mode = save.validation_mode ?? DEFAULT_VALIDATION_MODE;
      // A part is checked with the form's other parts as saved, and answers for the problems of its own fields.
      const saved =
        'part' in save
          ? { ...(readStoredAnswers(definition, row.sections[form]) as object), ...save.part }
          : save.answers;
      const answers = storedAnswers(definition, form, { ...row, sections: { ...row.sections, [form]: saved } });
      const problems = await checkAnswers(form, answers, mode, referenceExists(row.councilId));
      if ('part' in save) {
        const fields = partFields(save.part);
        refuseIfInvalid(problems.filter((problem) => fields.has((problem.field ?? '').split('.')[0] ?? '')));
        await applications.saveStoredPart(row.id, form, save.part, save.step);
        return { kept: saved };
      }
      refuseIfInvalid(problems);
      const before = readStoredAnswers(definition, row.sections[form]);
      const kept = definition.onSave ? definition.onSave(save.answers, before) : save.answers;
      // Nothing to keep (a blank role): the saved answers stay, and nothing is written.
      if (kept === null) return { kept: before };
      const stored = { [form]: kept };
      if (base === undefined) {
        await applications.saveStoredAnswers(row.id, stored, save.step, columnsOnSave(form, kept));
        return { kept };
      }
      const by = { id: user.id, name: user.fullName || user.email };
      const written = await applications.saveStoredAnswersAt(
        row.id,
        stored,
        { form, base, by },
        save.step,
        columnsOnSave(form, kept),
        claim,
      );
      if ('version' in written) return { version: written.version, kept };
      if ('claimedBefore' in written) return { kept, claimedBefore: true };
      // Both versions as check your answers words them, so the page can show them side by side.
      const now = await applications.access(user, appId, 'read');
      const conflict: VersionConflict = {
        form,
        version: written.stale.version,
        changed_by: written.stale.changedByName,
        changed_at: written.stale.changedAt.toISOString(),
        mine: definition.summary(answers),
        theirs: definition.summary(storedAnswers(definition, form, now)),
      };
      const body = {
        ...error(nothingLostMessages.versionConflict(conflict.changed_by, written.stale.changedAt)),
        conflict,
      };
      throw new AppError(409, body);
    },
  };
}
