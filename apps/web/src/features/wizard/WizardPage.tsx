import {
  defined,
  formTitle,
  hasBack,
  legacyStepForPage,
  moveBack,
  moveForward,
  nextPage,
  refreshPage,
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
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useRefreshApplication, useWizardCalls } from '../../api';
import type { SummaryError } from '../../ui/ErrorSummary';
import { FormPageShell, FormScreens } from '../../forms/FormPageShell';
import { useFormPage } from '../../forms/useFormPage';
import { loadFormChecks } from '../../forms/loadFormChecks';
import type { FormHandle } from '../../forms/formRegistry';
import { FORM_COMPONENTS } from './pageForms';
import { routeNotice, wizardStepPath, type WizardNotice } from './paths';
import { WizardActions, WizardTop } from './WizardParts';
import { RETURN_TO_CHECK } from '../summary/paths';
import { useNothingLost } from '../nothingLost/NothingLost';

interface WizardPageProps {
  application: ApplicationData;
  page: WizardPageId;
}

const log = (line: string, error: unknown) => {
  console.error(line, error);
};

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
  // Choosing 'no PIM' or a role moves on as Continue does (spec point 2).
  const formPage = useFormPage({
    advance: () => {
      void onContinue('all');
    },
    registered: () => {
      if (forms.every(isLoaded)) saveStep(legacyStepForPage(page));
    },
  });
  const { isLoaded, each, run } = formPage;
  const [skippable, setSkippable] = useState(false);
  // Bumped by Refresh: the forms mount again and load what the server now holds.
  const [rendering, setRendering] = useState(0);
  const [refreshed, setRefreshed] = useState('');
  const nothingLost = useNothingLost(appId, page, () => {
    setRendering((n) => n + 1);
  });
  // The forms' checks are code of their own (ADR 0089), started at the person's first touch, key or focus on the page:
  // they arrive while the first answer is given, well before Continue (each check still awaits them, never skips).
  useEffect(() => {
    const start = () => {
      loadFormChecks().catch(() => {});
    };
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const event of events) document.addEventListener(event, start, { once: true, capture: true });
    return () => {
      for (const event of events) document.removeEventListener(event, start, { capture: true });
    };
  }, []);
  // Why the applicant is here, from the page before: an answer there changed the pages this application needs.
  const notice = (useLocation().state as WizardNotice | null)?.notice;

  // The saved step is where Resume brings the applicant back to. Saved once per page, against the step held when the
  // page opened, and only once every form on it has loaded its answers: a write drops every answer started before it
  // (api/client.ts), so sent at once it dropped the answers the route had started for these forms (ADR 0087).
  const stepSaved = useRef(false);
  const openedAt = useRef(application.step.step);
  const saveStep = (step: number) => {
    if (stepSaved.current) return;
    stepSaved.current = true;
    if (openedAt.current !== step) calls.setStep(appId, step).catch(() => {});
  };

  /** The forms' checks and saves as the page engine asks for them, their problems collected for the summary. */
  const engine = (collected: SummaryError[]) => {
    const ask =
      (use: (handle: FormHandle) => Promise<SummaryError[]> | SummaryError[]) => async (form: WizardFormId) => {
        const found = await each([form], use);
        collected.push(...found);
        return found.map((e) => e.message);
      };
    return {
      current: page,
      ctx,
      isLoaded,
      validate: (form: WizardFormId, m: ValidationMode) => ask((h) => h.validate(m))(form),
      save: (form: WizardFormId, m: ValidationMode) => ask((h) => h.save(m))(form),
      log,
    };
  };

  const stay = (shown: SummaryError[], canSkip = false) => {
    formPage.stay(shown);
    setSkippable(canSkip);
  };
  const refused = (collected: SummaryError[], errors: string[]) => {
    stay(collected.length ? collected : errors.map((message) => ({ message })));
  };
  /** After the last page (or a Change link's page): check your answers, where the applicant declares and submits. */
  const toCheckAnswers = () => {
    void navigate(summaryPath(appId, Math.random));
  };

  const onContinue = (mode: ValidationMode = 'all') =>
    run(async () => {
      const collected: SummaryError[] = [];
      const outcome = await moveForward({ ...engine(collected), mode, applicationId: appId, random: Math.random });
      if (outcome.outcome === 'invalid') stay(collected, outcome.skippable);
      else if (outcome.outcome === 'save-error') refused(collected, outcome.errors);
      else if (outcome.outcome === 'exception') stay([{ message: productMessages.serverError }]);
      else if (outcome.outcome === 'complete') await nothingLost.saved().then(toCheckAnswers);
      else {
        // A saved role or type can change the route, so the next page is worked out from the application as saved.
        const saved = wizardContextOf(await refreshApplication());
        await nothingLost.saved();
        const next = nextPage(page, saved);
        if (next === null || returnToCheck) toCheckAnswers();
        else void navigate(wizardStepPath(appId, legacyStepForPage(next)), { state: routeNotice(page, ctx, saved) });
      }
    });

  const onBack = () =>
    run(async () => {
      const collected: SummaryError[] = [];
      const outcome = await moveBack({ ...engine(collected), validate: engine([]).validate });
      if (outcome.outcome === 'previous') {
        // Back saves too (mode 'none'), so an answer given here may have changed the route as well.
        const saved = await refreshApplication().then(wizardContextOf, () => ctx);
        await nothingLost.saved();
        void navigate(wizardStepPath(appId, outcome.step), { state: routeNotice(page, ctx, saved) });
      } else if (outcome.outcome === 'save-error') refused(collected, outcome.errors);
      else if (outcome.outcome === 'exception') stay([{ message: productMessages.serverError }]);
    });

  /** Refresh (spec point 4): saves the page's incomplete answers (validation_mode 'none') and renders its forms again. */
  const onRefresh = () =>
    run(async () => {
      setRefreshed('');
      const collected: SummaryError[] = [];
      const outcome = await refreshPage(engine(collected));
      if (outcome.outcome === 'refreshed') {
        await nothingLost.saved();
        formPage.setErrors([]);
        setRendering((n) => n + 1);
        setRefreshed('Your answers on this page are saved, as far as you have got.');
        void refreshApplication().catch(() => {});
      } else if (outcome.outcome === 'save-error') refused(collected, outcome.errors);
      else stay([{ message: productMessages.serverError }]);
    });

  // WizardRoute opens only a page canVisit allows, and such a page is required: it shows at least one form.
  const title = formTitle(defined(forms[0], `a visible form on page ${page}`), ctx.typeCode);
  const top = (
    <WizardTop
      application={application}
      page={page}
      ctx={ctx}
      notice={notice}
      skip={skippable && formPage.errors.length ? () => void onContinue('none') : null}
      pending={formPage.pending}
    />
  );
  return (
    <FormPageShell
      page={formPage}
      application={application}
      title={title}
      above={top}
      nothingLost={nothingLost}
      onSubmit={() => void onContinue()}
      forms={
        <FormScreens
          components={FORM_COMPONENTS}
          forms={forms}
          application={application}
          ctx={ctx}
          renderKey={rendering}
          firstIsTitled
        />
      }
    >
      <WizardActions
        back={hasBack(page, ctx) ? () => void onBack() : null}
        refresh={() => void onRefresh()}
        pending={formPage.pending}
        refreshed={refreshed}
      />
    </FormPageShell>
  );
}
