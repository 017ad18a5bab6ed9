import {
  defined,
  formTitle,
  hasBack,
  legacyStepForPage,
  moveBack,
  moveForward,
  nextPage,
  pageName,
  progress,
  refreshPage,
  routeChange,
  routeChangeMessage,
  productMessages,
  summaryPath,
  visibleForms,
  wizardContextOf,
  type ApplicationData,
  type ValidationMode,
  type WizardContext,
  type WizardFormId,
  type WizardPageId,
} from '@consent/domain';
import { Suspense, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useRefreshApplication, useWizardCalls } from '../../api';
import { Button } from '../../ui/Button';
import { ErrorSummary, type SummaryError } from '../../ui/ErrorSummary';
import { PageHeading } from '../../ui/PageHeading';
import { ProgressBar } from '../../ui/ProgressBar';
import { Loading } from '../../ui/Status';
import { WizardFormsContext, type FormHandle } from '../../forms/formRegistry';
import { FORM_COMPONENTS } from './pageForms';
import { taskListPath, wizardStepPath, type WizardNotice } from './paths';
import { RETURN_TO_CHECK } from '../summary/paths';
import { useNothingLost } from '../nothingLost/NothingLost';

interface WizardPageProps {
  application: ApplicationData;
  page: WizardPageId;
}

/** One wizard page: progress, its visible forms, the error summary, Back (only with an earlier page) and Continue. */
export function WizardPage({ application, page }: WizardPageProps) {
  const appId = application.id;
  const ctx: WizardContext = useMemo(() => wizardContextOf(application), [application]);
  const forms = visibleForms(page, ctx);
  const navigate = useNavigate();
  // Opened from a Change link on check your answers: Continue saves and goes back there.
  const returnToCheck = useSearchParams()[0].get(RETURN_TO_CHECK) === 'check';
  const calls = useWizardCalls();
  const refreshApplication = useRefreshApplication(appId);
  const handles = useRef(new Map<WizardFormId, Set<{ current: FormHandle }>>());
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [skippable, setSkippable] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  // Bumped by Refresh: the forms mount again and load what the server now holds.
  const [rendering, setRendering] = useState(0);
  const [refreshed, setRefreshed] = useState('');
  const nothingLost = useNothingLost(appId, page, () => {
    setRendering((n) => n + 1);
  });
  const { fraction, stepNumber, stepCount } = progress(page, ctx);
  // Why the applicant is here, from the page before: an answer there changed the pages this application needs.
  const notice = (useLocation().state as WizardNotice | null)?.notice;

  // The saved step is where Resume brings the applicant back to.
  // Saved when the page changes, against the step held then (not again each time the application reloads).
  const saveStep = useEffectEvent((step: number) => {
    if (application.step.step !== step) calls.setStep(appId, step).catch(() => {});
  });
  useEffect(() => {
    saveStep(legacyStepForPage(page));
  }, [appId, page]);

  // Which form each listed error came from, so a form checked again takes back only its own.
  const origins = useRef(new WeakMap<SummaryError, WizardFormId>());
  const run = useCallback(
    async (
      form: WizardFormId,
      use: (handle: FormHandle) => Promise<SummaryError[]> | SummaryError[],
      collected: SummaryError[],
    ) => {
      const found: SummaryError[] = [];
      for (const handle of handles.current.get(form) ?? []) found.push(...(await use(handle.current)));
      for (const error of found) origins.current.set(error, form);
      collected.push(...found);
      return found.map((e) => e.message);
    },
    [],
  );

  const stay = (shown: SummaryError[], canSkip = false) => {
    setErrors(shown);
    setSkippable(canSkip);
    setAttempt((n) => n + 1);
  };

  /** After the last page (or a Change link's page): check your answers, where the applicant declares and submits. */
  function toCheckAnswers() {
    void navigate(summaryPath(appId, Math.random));
  }

  async function onContinue(mode: ValidationMode = 'all') {
    if (pending) return;
    setPending(true);
    const collected: SummaryError[] = [];
    const outcome = await moveForward({
      current: page,
      ctx,
      mode,
      applicationId: appId,
      random: Math.random,
      isLoaded: (form) => (handles.current.get(form)?.size ?? 0) > 0,
      validate: (form, m) => run(form, (h) => h.validate(m), collected),
      save: (form, m) => run(form, (h) => h.save(m), collected),
      log: (line, error) => {
        console.error(line, error);
      },
    });
    try {
      switch (outcome.outcome) {
        case 'invalid': {
          stay(collected, outcome.skippable);
          return;
        }
        case 'save-error': {
          stay(collected.length ? collected : outcome.errors.map((message) => ({ message })));
          return;
        }
        case 'exception': {
          stay([{ message: productMessages.serverError }]);
          return;
        }
        case 'complete': {
          await nothingLost.saved();
          toCheckAnswers();
          return;
        }
        case 'next': {
          // A saved role or type can change the route, so the next page is worked out from the application as saved.
          const saved = wizardContextOf(await refreshApplication());
          const next = nextPage(page, saved);
          await nothingLost.saved();
          if (next === null || returnToCheck) {
            toCheckAnswers();
            return;
          }
          void navigate(wizardStepPath(appId, legacyStepForPage(next)), { state: routeNotice(saved) });
        }
      }
    } catch (error) {
      console.error(error);
      stay([{ message: productMessages.serverError }]);
    } finally {
      setPending(false);
    }
  }

  /** The step count never changes without a reason: when this page's answer changed the route, the next page says how. */
  function routeNotice(saved: WizardContext): WizardNotice | undefined {
    const change = routeChange(ctx, saved);
    return change ? { notice: routeChangeMessage(change, pageName(page, ctx)) } : undefined;
  }

  async function onBack() {
    if (pending) return;
    setPending(true);
    const collected: SummaryError[] = [];
    const outcome = await moveBack({
      current: page,
      ctx,
      isLoaded: (form) => (handles.current.get(form)?.size ?? 0) > 0,
      validate: (form, m) => run(form, (h) => h.validate(m), []),
      save: (form, m) => run(form, (h) => h.save(m), collected),
      log: (line, error) => {
        console.error(line, error);
      },
    });
    if (outcome.outcome === 'previous') {
      // Back saves too (mode 'none'), so an answer given here may have changed the route as well.
      const saved = await refreshApplication().then(wizardContextOf, () => ctx);
      await nothingLost.saved();
      setPending(false);
      return void navigate(wizardStepPath(appId, outcome.step), { state: routeNotice(saved) });
    }
    setPending(false);
    if (outcome.outcome === 'save-error')
      stay(collected.length ? collected : outcome.errors.map((message) => ({ message })));
    else if (outcome.outcome === 'exception') stay([{ message: productMessages.serverError }]);
  }

  /** Refresh (spec point 4): saves the page's incomplete answers (validation_mode 'none') and renders its forms again. */
  async function onRefresh() {
    if (pending) return;
    setPending(true);
    setRefreshed('');
    const collected: SummaryError[] = [];
    const outcome = await refreshPage({
      current: page,
      ctx,
      isLoaded: (form) => (handles.current.get(form)?.size ?? 0) > 0,
      save: (form, m) => run(form, (h) => h.save(m), collected),
      log: (line, error) => {
        console.error(line, error);
      },
    });
    setPending(false);
    if (outcome.outcome === 'refreshed') {
      await nothingLost.saved();
      setErrors([]);
      setRendering((n) => n + 1);
      setRefreshed('Your answers on this page are saved, as far as you have got.');
      void refreshApplication().catch(() => {});
    } else if (outcome.outcome === 'save-error')
      stay(collected.length ? collected : outcome.errors.map((message) => ({ message })));
    else stay([{ message: productMessages.serverError }]);
  }

  const advance = useRef(onContinue);
  advance.current = onContinue;
  const registry = useMemo(
    () => ({
      register(form: WizardFormId, handle: { current: FormHandle }) {
        const set = handles.current.get(form) ?? new Set();
        set.add(handle);
        handles.current.set(form, set);
        return () => void set.delete(handle);
      },
      advance: () => void advance.current('all'),
      async recheck(form: WizardFormId) {
        const still = new Set<string>();
        for (const handle of handles.current.get(form) ?? [])
          for (const e of await handle.current.validate('all')) still.add(e.message);
        // Without a new attempt: the summary shrinks where it is and does not take focus again.
        setErrors((shown) => {
          const kept = shown.filter((e) => origins.current.get(e) !== form || still.has(e.message));
          return kept.length === shown.length ? shown : kept;
        });
      },
    }),
    [],
  );

  // WizardRoute opens only a page canVisit allows, and such a page is required: it shows at least one form.
  const title = formTitle(defined(forms[0], `a visible form on page ${page}`), ctx.typeCode);
  return (
    <div className="two-thirds">
      <ErrorSummary errors={errors} attempt={attempt} />
      {nothingLost.panel}
      {skippable && errors.length ? (
        <p>
          <Button variant="secondary" onClick={() => void onContinue('none')} pending={pending}>
            Save and continue, I will fix this later
          </Button>
        </p>
      ) : null}
      {notice ? (
        <div className="notice" role="status">
          <p>{notice}</p>
        </div>
      ) : null}
      <p className="wizard-nav">
        <Link to={taskListPath(appId)}>Application progress: see every page and its status</Link>
      </p>
      <ProgressBar fraction={fraction} stepNumber={stepNumber} stepCount={stepCount} />
      <PageHeading
        caption={`${application.summary.typeName} – application ${appId}`}
        title={`${title} – application ${appId}`}
      >
        {title}
      </PageHeading>
      <WizardFormsContext.Provider value={registry}>
        <form
          ref={nothingLost.attachForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onContinue();
          }}
        >
          <Suspense fallback={<Loading>Loading the form…</Loading>}>
            {forms.map((form, index) => {
              const Form = FORM_COMPONENTS[form];
              return (
                <Form
                  key={`${form}:${rendering}`}
                  appId={appId}
                  application={application}
                  ctx={ctx}
                  form={form}
                  title={formTitle(form, ctx.typeCode)}
                  isFirst={index === 0}
                />
              );
            })}
          </Suspense>
          <div className="wizard-actions">
            {hasBack(page, ctx) ? (
              <Button variant="secondary" onClick={() => void onBack()} pending={pending}>
                Back
              </Button>
            ) : null}
            <Button type="submit" pending={pending}>
              Continue
            </Button>
            <Button variant="secondary" onClick={() => void onRefresh()} pending={pending}>
              Save and refresh
            </Button>
          </div>
          <div role="status">{refreshed ? <p>{refreshed}</p> : null}</div>
        </form>
      </WizardFormsContext.Provider>
    </div>
  );
}
