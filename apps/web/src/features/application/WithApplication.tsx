import type { ApplicationData } from '@consent/domain';
import type { ReactNode } from 'react';
import { useApplication } from '../../api';
import { PageHeading } from '../../ui/PageHeading';
import { LoadProblem, Loading } from '../../ui/Status';
import { ApplicationNotFound } from './ApplicationNotFound';
import { ParentConsentNote } from './ParentConsentNote';

/**
 * Loads one application for a screen: loading, not found (someone else's or none), and a failed load
 * look the same on every screen; the screen itself renders only once the data is there, under the name of the
 * consent it was made from when it has one (so every page of a CCC, CPU or amendment shows it).
 */
export function WithApplication({
  appId,
  children,
}: {
  appId: number;
  children: (data: ApplicationData) => ReactNode;
}) {
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
  const { parent } = application.data;
  return (
    <>
      {parent ? <ParentConsentNote parent={parent} /> : null}
      {children(application.data)}
    </>
  );
}
