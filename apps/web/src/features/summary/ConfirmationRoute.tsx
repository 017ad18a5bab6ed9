import { summaryPath } from '@consent/domain';
import { Navigate, useParams } from 'react-router';
import { ApplicationNotFound } from '../application/ApplicationNotFound';
import { WithApplication } from '../application/WithApplication';
import { ConfirmationScreen } from './ConfirmationScreen';
import { parseRouteId } from '../../routes/routeId';

/** `/helix/app/obca/:applicationId/submitted`: the confirmation; an application not yet submitted goes to check your answers. */
export default function ConfirmationRoute() {
  const id = parseRouteId(useParams().applicationId);
  if (!id.success) return <ApplicationNotFound />;
  return (
    <WithApplication key={id.data} appId={id.data}>
      {(data) =>
        data.appCompleted ? (
          <ConfirmationScreen application={data} />
        ) : (
          <Navigate to={summaryPath(data.id, Math.random)} replace />
        )
      }
    </WithApplication>
  );
}
