import { productMessages, requiredPages, resumeTarget, legacyStepForPage, singlePageFormOf, visibleForms, wizardContextOf, type ApplicationData } from '@consent/domain';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError, useRefreshApplication, useWizardCalls } from '../../api';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { PageHeading } from '../../ui/PageHeading';
import { LoadingGroup, SuccessBanner } from '../../ui/Status';
import { ApplicationSummary } from '../application/ApplicationSummary';
import { ChangeCouncilForm } from '../application/ChangeCouncilForm';
import { wizardStepPath } from '../wizard/paths';
import { DownloadPdfLink } from '../attachments/AttachmentAnswers';
import { FormAnswers } from './FormAnswers';
import { SinglePageAnswers, singlePagePath } from '../singlepage/SinglePageAnswers';

/**
 * The summary/resume page: every section of the application with a "Change" link back to its page,
 * its status, and "Complete application" while it is open. A completed application is read-only.
 */
export function SummaryScreen({ application }: { application: ApplicationData }) {
  const appId = application.id;
  const ctx = wizardContextOf(application);
  const calls = useWizardCalls();
  const refresh = useRefreshApplication(appId);
  const location = useLocation();
  const [error, setError] = useState<string | null>((location.state as { completionError?: string } | null)?.completionError ?? null);
  const [attempt, setAttempt] = useState(error ? 1 : 0);
  const [pending, setPending] = useState(false);
  const [justCompleted, setJustCompleted] = useState(false);
  const open = !application.appCompleted;
  const resume = resumeTarget(application.step.step, ctx);
  // A fast-track or flood-affected application is answered, and completed by Submit, on its single page.
  const singlePage = singlePageFormOf(application.appParam);

  async function complete() {
    setPending(true);
    setError(null);
    try {
      await calls.complete(appId);
      await refresh();
      setJustCompleted(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : productMessages.serverError);
      setAttempt((n) => n + 1);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="two-thirds">
      <ErrorSummary errors={error ? [{ message: error }] : []} attempt={attempt} />
      {justCompleted ? (
        <SuccessBanner title="Application completed">Your application has been completed. It can no longer be changed.</SuccessBanner>
      ) : null}
      <PageHeading caption={`${application.summary.typeName} – application ${appId}`} title={`Summary – application ${appId}`}>
        {open ? 'Check your application' : 'Your completed application'}
      </PageHeading>
      {open ? null : <p className="inset">{productMessages.applicationCompleted}</p>}
      <ApplicationSummary data={application} />
      <DownloadPdfLink appId={appId} />
      {open && (resume || singlePage) ? (
        <p>
          <Link to={singlePage ? singlePagePath(singlePage, appId) : wizardStepPath(appId, legacyStepForPage(resume!))}>Continue where you left off</Link>
        </p>
      ) : null}
      {/* Each section reads its own answers; they appear together, so nothing moves under a click. */}
      <LoadingGroup label="Loading your answers…">
        <h2 className="heading-m">Your answers</h2>
        {singlePage ? <SinglePageAnswers form={singlePage} application={application} ctx={ctx} /> : null}
        {singlePage ? null : requiredPages(ctx).flatMap((page) =>
          visibleForms(page, ctx).map((form) => (
            <FormAnswers
              key={form}
              application={application}
              ctx={ctx}
              form={form}
              changeTo={open ? wizardStepPath(appId, legacyStepForPage(page)) : null}
            />
          )),
        )}
        {open && !singlePage ? (
          <>
            <h2 className="heading-m">Complete your application</h2>
            <p>When every part is answered, complete the application. After that it can no longer be changed.</p>
            <Button onClick={() => void complete()} pending={pending}>
              Complete application
            </Button>
            <ChangeCouncilForm appId={appId} councilId={application.council_id} councils={application.councils} />
          </>
        ) : null}
      </LoadingGroup>
      <p>
        <Link to="/">Back to your applications</Link>
      </p>
    </div>
  );
}
