import { useParams } from 'react-router';
import { ApplicationNotFound } from '../application/ApplicationNotFound';
import { WithApplication } from '../application/WithApplication';
import { SummaryScreen } from './SummaryScreen';
import { parseRouteId } from '../../routes/routeId';

/** `/helix/app/obca/:applicationId/:n?opt=resume`: the summary/resume page. */
export default function SummaryRoute() {
  const id = parseRouteId(useParams().applicationId);
  if (!id.success) return <ApplicationNotFound />;
  return <Summary key={id.data} appId={id.data} />;
}

function Summary({ appId }: { appId: number }) {
  return <WithApplication appId={appId}>{(data) => <SummaryScreen application={data} />}</WithApplication>;
}
