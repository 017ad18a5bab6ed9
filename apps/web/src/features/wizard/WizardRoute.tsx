import { idSchema, jumpTarget, resumeTarget, summaryPath, wizardContextOf } from '@consent/domain';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';
import { ApplicationNotFound } from '../application/ApplicationNotFound';
import { WithApplication } from '../application/WithApplication';
import { WizardPage } from './WizardPage';

/** `/helix/newapp/:appId`: the page of `?task=jump&step=N`, or where the applicant left off (resume). */
export default function WizardRoute() {
  const id = idSchema.safeParse(useParams().appId);
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
        const page = jump ? jumpTarget(Number(params.get('step')), ctx) : resumeTarget(data.step.step, ctx);
        // No page left at or after that step: the form is complete, so the summary opens.
        if (page === null) return <Navigate to={summaryPath(appId, Math.random)} replace />;
        return <WizardPage key={page} application={data} page={page} />;
      }}
    </WithApplication>
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
