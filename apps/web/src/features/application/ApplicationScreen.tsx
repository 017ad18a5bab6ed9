import { productMessages } from '@consent/domain';
import { Link } from 'react-router';
import { useApplication } from '../../api';
import { PageHeading } from '../../ui/PageHeading';
import { LoadProblem, Loading } from '../../ui/Status';
import { ApplicationNotFound } from './ApplicationNotFound';
import { ApplicationSummary } from './ApplicationSummary';
import { ChangeCouncilForm } from './ChangeCouncilForm';

/** One application as the server holds it. The wizard and summary pages build on this in later issues. */
export function ApplicationScreen({ applicationId }: { applicationId: number }) {
  const application = useApplication(applicationId);

  if (application.isPending) return <Loading>Loading your application…</Loading>;
  if (application.isError && !application.data) {
    if (application.error.status === 404) return <ApplicationNotFound />;
    return (
      <>
        <PageHeading>Your application could not be loaded</PageHeading>
        <LoadProblem message={application.error.message} onRetry={() => void application.refetch()} />
      </>
    );
  }

  const data = application.data;
  return (
    <div className="two-thirds">
      <PageHeading caption={`Application ${data.id}`} title={`${data.summary.typeName} – Application ${data.id}`}>
        {data.summary.typeName}
      </PageHeading>
      {data.appCompleted ? <p className="inset">{productMessages.applicationCompleted}</p> : null}
      <ApplicationSummary data={data} />
      {data.appCompleted ? null : (
        <ChangeCouncilForm appId={data.id} councilId={data.council_id} councils={data.councils} />
      )}
      <p>
        <Link to="/">Back to your applications</Link>
      </p>
    </div>
  );
}
