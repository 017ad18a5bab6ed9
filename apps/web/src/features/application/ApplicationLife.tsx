import { lazy, Suspense } from 'react';
import { useLifecycle } from '../../api/lifecycle';
import { LoadProblem, Loading } from '../../ui/Status';
import { AnsweredRequests } from './AnsweredRequests';
import { InformationRequestForm } from './InformationRequestForm';
import { LifecycleStatusTag } from './LifecycleStatusTag';
import { Outcome } from './Outcome';
import { IssuedDocuments } from '../statutoryDocuments/IssuedDocuments';
import { RequiredInspections } from '../inspections/RequiredInspections';
import { StatutoryClockSummary } from './StatutoryClockSummary';
import { Timeline } from './Timeline';
import { LIFE_SECTION_ID } from './lifePaths';
import { useMoneyStatus } from '../money/financeCalls';
import { Withheld } from '../money/Withheld';

// The confirmation dialog's code loads only for an application that can still be withdrawn.
const WithdrawApplication = lazy(() => import('./WithdrawApplication'));

/**
 * The application's life after submission, as the applicant sees it (issue 18 point 5): its status, the council's
 * outcome, an open request for information to answer, the statutory clock once accepted, the timeline, and the
 * actions its status allows. A draft has had no life yet and shows nothing.
 */
export function ApplicationLife({ appId }: { appId: number }) {
  const life = useLifecycle(appId);
  // Money's part (issue 31 point 6): awaiting the deposit, the consent withheld until paid, money's timeline events.
  const money = useMoneyStatus(appId, 'applicant').data;
  if (life.isPending) return <Loading>Loading where your application is…</Loading>;
  if (life.isError) return <LoadProblem message={life.error.message} onRetry={() => void life.refetch()} />;
  const { data } = life;
  if (data.status === 'draft') return null;
  const openRequest = data.information.requests.find((r) => r.open);
  return (
    <section id={LIFE_SECTION_ID} aria-labelledby="life-heading" className="application-life">
      <h2 id="life-heading" className="heading-m">
        Where your application is
      </h2>
      <p>
        Status:{' '}
        {money?.awaitingPayment ? (
          <strong className="tag tag--life">Awaiting payment</strong>
        ) : (
          <LifecycleStatusTag status={data.status} />
        )}
      </p>
      {data.status === 'granted' && money?.released === false ? (
        <Withheld />
      ) : (
        <>
          <Outcome life={data} />
          <IssuedDocuments appId={appId} />
          {data.status === 'granted' ? <RequiredInspections appId={appId} /> : null}
        </>
      )}
      {openRequest && data.actions.includes('provideInformation') ? (
        <InformationRequestForm appId={appId} request={openRequest} />
      ) : null}
      <StatutoryClockSummary clock={data.clock} status={data.status} />
      <AnsweredRequests appId={appId} requests={data.information.requests} files={data.information.files} />
      <Timeline events={data.timeline} money={money?.events} />
      {data.actions.includes('withdraw') ? (
        <Suspense fallback={null}>
          <WithdrawApplication appId={appId} />
        </Suspense>
      ) : null}
    </section>
  );
}
