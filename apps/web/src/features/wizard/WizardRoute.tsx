import { canVisit, cannotVisitMessage, jumpTarget, summaryPath, wizardContextOf } from '@consent/domain';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useTasks } from '../../api';
import { LoadProblem, Loading } from '../../ui/Status';
import { PageHeading } from '../../ui/PageHeading';
import { ApplicationNotFound } from '../application/ApplicationNotFound';
import { WithApplication } from '../application/WithApplication';
import { WizardPage } from './WizardPage';
import { taskListPath, wizardStepPath, type WizardNotice } from './paths';
import { parseRouteId } from '../../routes/routeId';

/**
 * `/helix/newapp/:appId`: the page of `?task=jump&step=N`, or without a step the first page that still needs an
 * answer (resume). A page that may not be opened yet (the domain's `canVisit`) sends the applicant to the task
 * list, which says why, never to a form it cannot take.
 */
export default function WizardRoute() {
  const id = parseRouteId(useParams().appId);
  if (!id.success) return <ApplicationNotFound />;
  return <Wizard key={id.data} appId={id.data} />;
}

function Wizard({ appId }: { appId: number }) {
  const [params] = useSearchParams();
  return (
    <WithApplication appId={appId}>
      {(data) => {
        if (data.appCompleted) return <CompleteError appId={appId} typeName={data.summary.typeName} />;
        const ctx = wizardContextOf(data);
        const jump = params.get('task') === 'jump' && params.has('step');
        if (!jump) return <Resume appId={appId} />;
        const page = jumpTarget(Number(params.get('step')), ctx);
        // No page left at or after that step: the form is complete, so the summary opens.
        if (page === null) return <Navigate to={summaryPath(appId, Math.random)} replace />;
        if (!canVisit(page, ctx, data.step.max_step)) {
          const state: WizardNotice = { notice: cannotVisitMessage(page, ctx) };
          return <Navigate to={taskListPath(appId)} state={state} replace />;
        }
        return <WizardPage key={page} application={data} page={page} />;
      }}
    </WithApplication>
  );
}

/** Resuming opens the first page that still needs an answer, as the task list works it out; check your answers when none does. */
function Resume({ appId }: { appId: number }) {
  const tasks = useTasks(appId);
  if (tasks.isPending) return <Loading>Finding where you left off…</Loading>;
  if (tasks.isError) return <LoadProblem message={tasks.error.message} onRetry={() => void tasks.refetch()} />;
  const { resumeStep } = tasks.data;
  return (
    <Navigate to={resumeStep === null ? summaryPath(appId, Math.random) : wizardStepPath(appId, resumeStep)} replace />
  );
}

/** The complete_error view: a completed application is read-only, so its forms are not shown. */
function CompleteError({ appId, typeName }: { appId: number; typeName: string }) {
  return (
    <div className="two-thirds">
      <PageHeading caption={`${typeName} – application ${appId}`}>This application has been completed</PageHeading>
      <p>A completed application can no longer be changed, so its forms are not shown.</p>
      <p>
        <Link to={summaryPath(appId, Math.random)}>View the application&rsquo;s summary</Link>
      </p>
    </div>
  );
}
