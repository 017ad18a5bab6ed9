import { idSchema } from '@consent/domain';
import { useParams } from 'react-router';
import { ApplicationNotFound } from './ApplicationNotFound';
import { ApplicationScreen } from './ApplicationScreen';

/**
 * Every deep link into an application (/helix/newapp/:appId, /helix/app/obca/:applicationId/:n,
 * fast track, flood affected) opens here. An id that is not a number cannot be anyone's
 * application, so it is not sent to the server.
 */
export default function ApplicationRoute() {
  const params = useParams();
  const id = idSchema.safeParse(params.appId ?? params.applicationId);
  if (!id.success) return <ApplicationNotFound />;
  return <ApplicationScreen key={id.data} applicationId={id.data} />;
}
