import type { ParentConsent } from '@consent/domain';

/**
 * Names the consent a CCC, CPU, amendment or other related application was made from, at the top of each of its
 * pages (issue 15.6), so the applicant always knows which consent and site they are answering for.
 */
export function ParentConsentNote({ parent }: { parent: ParentConsent }) {
  return (
    <p className="inset" data-testid="parent-consent">
      For building consent <strong>{parent.reference}</strong>
      {parent.address ? (
        <>
          {' '}
          at <strong>{parent.address}</strong>
        </>
      ) : null}
    </p>
  );
}
