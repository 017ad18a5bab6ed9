import {
  SINGLE_PAGE_AFTER_OWN,
  SINGLE_PAGE_BEFORE_OWN,
  SINGLE_PAGE_TITLES,
  checkFastTrack,
  checkFloodAffected,
  summaryPath,
  wizardContextOf,
  type ApplicationData,
  type FastTrackData,
  type FloodAffectedData,
  type FormProblems,
  type SinglePageForm,
  type ValidationMode,
  type WizardFormId,
} from '@consent/domain';
import { useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, useRefreshApplication } from '../../api';
import { useSinglePageCalls, type SinglePageLoad } from '../../api/singlePage';
import { Button } from '../../ui/Button';
import type { SummaryError } from '../../ui/ErrorSummary';
import { showProblems } from '../../forms/formRegistry';
import { FormPageShell, FormScreens } from '../../forms/FormPageShell';
import { useFormPage } from '../../forms/useFormPage';
import { useNothingLost } from '../nothingLost/NothingLost';
import { FORM_COMPONENTS } from '../wizard/pageForms';
import { FastTrackAnswers, FloodAffectedAnswers, OWN_ID } from './OwnAnswers';
import { placeSubmitProblems } from './submitProblems';

const BEFORE: WizardFormId[] = [...SINGLE_PAGE_BEFORE_OWN];
const AFTER: WizardFormId[] = [...SINGLE_PAGE_AFTER_OWN];

type Answers = FastTrackData | FloodAffectedData;
const SAVED_MESSAGE = 'Your application has been saved. You can come back to it later from your applications.';

/** One page holding the whole fast-track or flood-affected application (spec point 2). */
export function SinglePage({
  form,
  application,
  saved,
}: {
  form: SinglePageForm;
  application: ApplicationData;
  saved: SinglePageLoad<SinglePageForm>;
}) {
  const appId = application.id;
  const ctx = useMemo(() => wizardContextOf(application), [application]);
  const calls = useSinglePageCalls();
  const navigate = useNavigate();
  const refreshApplication = useRefreshApplication(appId);
  const rhf = useForm<Answers>({ defaultValues: saved.data });
  const formPage = useFormPage({ advance: () => {} });
  const { each, run } = formPage;
  const [status, setStatus] = useState('');
  // Bumped by "Take theirs" in a version conflict: the sections mount again and load what the server holds.
  const [rendering, setRendering] = useState(0);
  const nothingLost = useNothingLost(appId, form, () => {
    setRendering((n) => n + 1);
  });

  const ownCheck = (mode: ValidationMode): FormProblems =>
    form === 'fasttrack'
      ? checkFastTrack(rhf.getValues() as FastTrackData, mode)
      : checkFloodAffected(rhf.getValues() as FloodAffectedData, mode);
  const showOwn = (problems: FormProblems) => showProblems(rhf, OWN_ID, problems);

  /**
   * The server's answer to the page's save: a section's problems shown by that section at its fields, the
   * page's own at the page's fields; anything else listed.
   */
  async function saveOwn(action: 'submit' | 'save-later'): Promise<SummaryError[]> {
    try {
      await calls.save(form, appId, action, rhf.getValues());
      return [];
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const ownFields = new Set(Object.keys(saved.data));
      const showOwnFields = (problems: FormProblems) => {
        showOwn(problems.filter((d) => d.field && ownFields.has(d.field)));
        return problems.map((d) => ({
          message: d.message,
          fieldId: d.field && ownFields.has(d.field) ? `${OWN_ID}-${d.field}` : undefined,
        }));
      };
      return placeSubmitProblems(error.problems, formPage.handlesOf, showOwnFields);
    }
  }

  const stay = (shown: SummaryError[]) => {
    setStatus('');
    formPage.stay(shown);
  };

  /** "Save for later": every section saved as it is (validation mode 'none'), the site first. */
  const saveLater = () =>
    run(async () => {
      setStatus('');
      const problems = [
        ...(await each(BEFORE, (h) => h.save('none'))),
        ...(await saveOwn('save-later')),
        ...(await each(AFTER, (h) => h.save('none'))),
      ];
      if (problems.length) {
        stay(problems);
        return;
      }
      await nothingLost.saved();
      formPage.setErrors([]);
      showOwn([]);
      setStatus(SAVED_MESSAGE);
    });

  /** "Submit": everything checked (mode 'all'), saved with the site first, then submitted, which completes it. */
  const submit = () =>
    run(async () => {
      setStatus('');
      const checked = [
        ...(await each(BEFORE, (h) => h.validate('all'))),
        ...showOwn(ownCheck('all')),
        ...(await each(AFTER, (h) => h.validate('all'))),
      ];
      if (checked.length) {
        stay(checked);
        return;
      }
      const refused = [...(await each(BEFORE, (h) => h.save('all'))), ...(await each(AFTER, (h) => h.save('all')))];
      if (refused.length) {
        stay(refused);
        return;
      }
      const problems = await saveOwn('submit');
      if (problems.length) {
        stay(problems);
        return;
      }
      await refreshApplication();
      await nothingLost.saved();
      void navigate(summaryPath(appId, Math.random));
    });

  const title = SINGLE_PAGE_TITLES[form];
  const screens = (forms: WizardFormId[]) => (
    <FormScreens
      components={FORM_COMPONENTS}
      forms={forms}
      application={application}
      ctx={ctx}
      renderKey={rendering}
      firstIsTitled={false}
    />
  );
  return (
    <FormPageShell
      page={formPage}
      application={application}
      title={title}
      nothingLost={nothingLost}
      onSubmit={() => void submit()}
      forms={
        <>
          {screens(BEFORE)}
          {form === 'fasttrack' ? (
            <FastTrackAnswers rhf={rhf as UseFormReturn<FastTrackData>} />
          ) : (
            <FloodAffectedAnswers rhf={rhf as UseFormReturn<FloodAffectedData>} />
          )}
          {screens(AFTER)}
        </>
      }
    >
      <p role="status" className="singlepage-status">
        {status}
      </p>
      <div className="wizard-actions">
        <Button variant="secondary" onClick={() => void saveLater()} pending={formPage.pending}>
          Save for later
        </Button>
        <Button type="submit" pending={formPage.pending}>
          Submit
        </Button>
      </div>
    </FormPageShell>
  );
}
