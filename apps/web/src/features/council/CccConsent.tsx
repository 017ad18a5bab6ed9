import { Link } from 'react-router';
import type { CouncilApplication } from '../../api/council';
import { SummaryList } from '../../ui/SummaryList';
import { formatDate, statusLabel } from './labels';
import { applicationPath } from './paths';
import { Section } from './Section';

type Consent = NonNullable<CouncilApplication['ccc']>['consent'];

/**
 * The building consent a CCC application names (issue 32.5): its number, what it authorised, where, and when it was
 * granted, with a link to it when the product holds it. Whether every inspection it requires has passed is the
 * officer's statement when issuing.
 */
export function CccConsent({ consent }: { consent: Consent }) {
  return (
    <Section id="ccc-consent" title="The building consent">
      <SummaryList
        rows={[
          { key: 'Consent number', value: consent.consentNumber ?? 'Not given' },
          ...(consent.typeName ? [{ key: 'Building work', value: consent.typeName }] : []),
          ...(consent.siteAddress ? [{ key: 'Site address', value: consent.siteAddress }] : []),
          ...(consent.status ? [{ key: 'Status', value: statusLabel(consent.status) }] : []),
          { key: 'Granted', value: consent.grantedAt ? formatDate(consent.grantedAt) : 'Not recorded here' },
        ]}
      />
      {consent.appId === null ? (
        <p>The consent was made outside this service: its inspection record is in the council&apos;s own files.</p>
      ) : (
        <p>
          <Link to={applicationPath(consent.appId)}>Open the building consent</Link>
        </p>
      )}
    </Section>
  );
}
