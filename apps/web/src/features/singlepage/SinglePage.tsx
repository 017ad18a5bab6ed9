import {
  SINGLE_PAGE_AFTER_OWN,
  SINGLE_PAGE_BEFORE_OWN,
  SINGLE_PAGE_TITLES,
  checkFastTrack,
  checkFloodAffected,
  formTitle,
  productMessages,
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
import { Suspense, useMemo, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, useRefreshApplication } from '../../api';
import { useSinglePageCalls, type SinglePageLoad } from '../../api/singlePage';
import { Button } from '../../ui/Button';
import { ErrorSummary, type SummaryError } from '../../ui/ErrorSummary';
import { PageHeading } from '../../ui/PageHeading';
import { Loading } from '../../ui/Status';
import { WizardFormsContext, showProblems, type FormHandle } from '../../forms/formRegistry';
import { FORM_COMPONENTS } from '../wizard/pageForms';
import { FastTrackAnswers, FloodAffectedAnswers, OWN_ID } from './OwnAnswers';
import { placeSubmitProblems } from './submitProblems';
import { useNothingLost } from '../nothingLost/NothingLost';

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
  const handles = useRef(new Map<WizardFormId, Set<{ current: FormHandle }>>());
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState('');
  const [rendering, setRendering] = useState(0);
  const {
    attachForm,
    panel: nothingLostPanel,
    saved: pageSaved,
  } = useNothingLost(appId, form, () => {
    setRendering((n) => n + 1);
  });

  const registry = useMemo(
    () => ({
      register(id: WizardFormId, handle: { current: FormHandle }) {
        const set = handles.current.get(id) ?? new Set();
        set.add(handle);
        handles.current.set(id, set);
        return () => void set.delete(handle);
      },
      advance: () => {},
    }),
    [],
  );

  async function each(forms: WizardFormId[], call: (handle: FormHandle) => Promise<SummaryError[]> | SummaryError[]) {
    const found: SummaryError[] = [];
    for (const id of forms)
      for (const handle of handles.current.get(id) ?? []) found.push(...(await call(handle.current)));
    return found;
  }
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
      const details = error.details.length ? error.details : [{ message: error.message }];
      const ownFields = new Set(Object.keys(saved.data));
      const showOwnFields = (problems: FormProblems) => {
        showOwn(problems.filter((d) => d.field && ownFields.has(d.field)));
        return problems.map((d) => ({
          message: d.message,
          fieldId: d.field && ownFields.has(d.field) ? `${OWN_ID}-${d.field}` : undefined,
        }));
      };
      return placeSubmitProblems(
        details,
        (id) => [...(handles.current.get(id) ?? [])].map((h) => h.current),
        showOwnFields,
      );
    }
  }

  const stay = (shown: SummaryError[]) => {
    setStatus('');
    setErrors(shown);
    setAttempt((n) => n + 1);
  };

  async function run(action: () => Promise<void>) {
    if (pending) return;
    setPending(true);
    try {
      await action();
    } catch (error) {
      console.error(error);
      stay([{ message: productMessages.serverError }]);
    } finally {
      setPending(false);
    }
  }

  /** "Save for later": every section saved as it is (validation mode 'none'), the site first. */
  const saveLater = () =>
    run(async () => {
      const problems = [
        ...(await each(BEFORE, (h) => h.save('none'))),
        ...(await saveOwn('save-later')),
        ...(await each(AFTER, (h) => h.save('none'))),
      ];
      if (problems.length) {
        stay(problems);
        return;
      }
      await pageSaved();
      setErrors([]);
      showOwn([]);
      setStatus(SAVED_MESSAGE);
    });

  /** "Submit": everything checked (mode 'all'), saved with the site first, then submitted, which completes it. */
  const submit = () =>
    run(async () => {
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
      await pageSaved();
      void navigate(summaryPath(appId, Math.random));
    });

  const title = SINGLE_PAGE_TITLES[form];
  const section = (id: WizardFormId) => {
    const Form = FORM_COMPONENTS[id];
    return (
      <Form
        key={`${id}:${rendering}`}
        appId={appId}
        application={application}
        ctx={ctx}
        form={id}
        title={formTitle(id, ctx.typeCode)}
        isFirst={false}
      />
    );
  };
  return (
    <div className="two-thirds">
      <ErrorSummary errors={errors} attempt={attempt} />
      {nothingLostPanel}
      <PageHeading
        caption={`${application.summary.typeName} – application ${appId}`}
        title={`${title} – application ${appId}`}
      >
        {title}
      </PageHeading>
      <WizardFormsContext.Provider value={registry}>
        <form
          ref={attachForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Suspense fallback={<Loading>Loading the form…</Loading>}>
            {BEFORE.map(section)}
            {form === 'fasttrack' ? (
              <FastTrackAnswers rhf={rhf as UseFormReturn<FastTrackData>} />
            ) : (
              <FloodAffectedAnswers rhf={rhf as UseFormReturn<FloodAffectedData>} />
            )}
            {AFTER.map(section)}
          </Suspense>
          <p role="status" className="singlepage-status">
            {status}
          </p>
          <div className="wizard-actions">
            <Button variant="secondary" onClick={() => void saveLater()} pending={pending}>
              Save for later
            </Button>
            <Button type="submit" pending={pending}>
              Submit
            </Button>
          </div>
        </form>
      </WizardFormsContext.Provider>
    </div>
  );
}
