import { idSchema } from '@consent/domain';
import { useParams } from 'react-router';
import { useApplication } from '../../api';
import { PageHeading } from '../../ui/PageHeading';
import { LoadProblem, Loading } from '../../ui/Status';
import { ApplicationNotFound } from '../application/ApplicationNotFound';
import { SummaryScreen } from './SummaryScreen';

/** `/helix/app/obca/:applicationId/:n?opt=resume`: the summary/resume page. */
export default function SummaryRoute() {
  const id = idSchema.safeParse(useParams().applicationId);
  if (!id.success) return <ApplicationNotFound />;
  return <Summary key={id.data} appId={id.data} />;
}

function Summary({ appId }: { appId: number }) {
  const application = useApplication(appId);
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
  return <SummaryScreen application={application.data} />;
}
