import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCouncilAnswers, useCouncilApplication } from '../../api/council';
import { PageHeading } from '../../ui/PageHeading';
import { Loading, LoadProblem, SuccessBanner } from '../../ui/Status';
import { SummaryList } from '../../ui/SummaryList';
import { CouncilInvoices } from '../money/CouncilInvoices';
import { ActionPanel } from './ActionPanel';
import { CccConsent } from './CccConsent';
import { ClockSummary } from './ClockSummary';
import { CouncilNotFound } from './CouncilNotFound';
import { formatDate, statusLabel } from './labels';
import { useMoneyStatus } from '../money/financeCalls';
import { queuePath } from './paths';
import { StaffOnly } from './StaffOnly';
import { SubmittedAnswers } from './SubmittedAnswers';
import { Timeline } from './Timeline';

/**
 * One submitted application as its council sees it (issue 18.2): what it is and where it stands, its clock, the
 * actions its status allows, every page's answers with the documents and the PDF, and its timeline.
 */
export function ApplicationPage() {
  const appId = Number(useParams().appId);
  const read = useCouncilApplication(appId);
  const answers = useCouncilAnswers(appId);
  const money = useMoneyStatus(appId, 'council').data;
  // Each action's result is a new banner (keyed by its count), which takes focus: the dialog's button is gone.
  const [done, setDone] = useState({ message: '', count: 0 });

  if (read.error?.status === 404 || !Number.isInteger(appId)) return <CouncilNotFound what="application" />;
  // An applicant following a link to the council's page of an application: not an error to try again.
  if (read.error?.status === 403) return <StaffOnly />;
  if (read.error) return <LoadProblem message={read.error.message} onRetry={() => void read.refetch()} />;
  if (!read.data) return <Loading>Loading the application…</Loading>;
  const { application, applicant, clock, timeline, actions, typeName, siteAddress } = read.data;
  const reference = application.reference ?? String(application.id);

  return (
    <>
      {done.message ? (
        <SuccessBanner key={done.count} title="Done" focus>
          {done.message}
        </SuccessBanner>
      ) : null}
      <p>
        <Link to={queuePath(application.councilId)}>Back to the applications</Link>
      </p>
      <PageHeading caption={typeName} title={`Application ${reference}`}>
        Application {reference}
      </PageHeading>
      <SummaryList
        rows={[
          { key: 'Status', value: statusLabel(application.status) },
          ...(money?.awaitingPayment
            ? [{ key: 'Payment', value: 'Awaiting payment: the lodgement deposit is not paid yet' }]
            : []),
          { key: 'Reference', value: reference },
          { key: 'Application number', value: String(application.id) },
          ...(application.bcNumber ? [{ key: 'Consent number', value: application.bcNumber }] : []),
          { key: 'Site address', value: siteAddress ?? 'No address' },
          { key: 'Applicant', value: `${applicant.fullName} (${applicant.email})` },
          { key: 'Submitted', value: formatDate(application.completedAt) },
        ]}
      />
      {read.data.ccc ? <CccConsent consent={read.data.ccc.consent} /> : null}
      <ClockSummary clock={clock} status={application.status} ccc={application.typeCode === 'ccc'} />
      <ActionPanel
        appId={appId}
        actions={actions}
        pages={answers.data?.sections.filter((s) => !s.part).map((s) => s.title) ?? []}
        typeCode={application.typeCode}
        applicationType={application.applicationType}
        consentNumberOffered={read.data.consentNumberOffered}
        onDone={(message) => {
          setDone((previous) => ({ message, count: previous.count + 1 }));
        }}
      />
      <CouncilInvoices appId={appId} />
      <SubmittedAnswers appId={appId} answers={answers} />
      <Timeline appId={appId} timeline={timeline} documents={answers.data?.documents ?? []} />
    </>
  );
}
