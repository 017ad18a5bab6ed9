import { useEffect, useRef } from 'react';
import type { ApplicationData } from '@consent/domain';
import { Link } from 'react-router';
import { DownloadPdfLink } from '../attachments/AttachmentAnswers';
import { formatDateTime } from '../../ui/format';
import { SummaryList } from '../../ui/SummaryList';

/**
 * GOV.UK's confirmation page after Submit: the reference, the council, when it was signed (the stored
 * date), the PDF, and what happens next.
 */
export function ConfirmationScreen({ application }: { application: ApplicationData }) {
  const appId = application.id;
  const signedAt = application.summary.signedAt;
  // The page is the result of Submit: its heading takes focus, so "Application submitted" is announced.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="two-thirds">
      <div className="confirmation-panel">
        <h1 ref={heading} tabIndex={-1} className="confirmation-panel__title">
          Application submitted
        </h1>
        <p className="confirmation-panel__body">
          Your reference number
          <br />
          <strong>{application.reference ?? `Application ${appId}`}</strong>
        </p>
      </div>
      <SummaryList
        rows={[
          { key: 'Council', value: application.summary.councilName },
          {
            key: 'Submitted',
            value: signedAt ? <time dateTime={signedAt}>{formatDateTime(signedAt)}</time> : 'Not yet',
          },
          { key: 'Declaration signed by', value: application.app_signee_name },
        ]}
      />
      <DownloadPdfLink appId={appId} />
      <h2 className="heading-m">What happens next</h2>
      <p>
        {application.summary.councilName} will check that your application is complete. Once it is accepted, they will
        decide on it within 20 working days.
      </p>
      <p>
        They will email you at <strong>{application.userDetails.email}</strong> if they need more information and when
        they have made a decision.
      </p>
      <p>
        <Link to="/">Back to your applications</Link>
      </p>
    </div>
  );
}
