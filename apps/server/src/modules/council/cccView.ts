import {
  applicationTypeName,
  cccClock,
  transitionsOnly,
  type LifecycleStatus,
  type StatutoryClock,
} from '@consent/domain';
import type { Db } from '../../db/client.js';
import * as repo from './repo.js';

type EventRow = Awaited<ReturnType<typeof repo.eventsOfMany>>[number];

/** The building consent a CCC application names, as the council's CCC page shows it (issue 32.5). */
export interface CccConsent {
  appId: number | null;
  consentNumber: string | null;
  typeName: string | null;
  siteAddress: string | null;
  status: LifecycleStatus | null;
  grantedAt: string | null;
}

/**
 * A CCC application's page (issue 32.5, ADR 0068): the consent it names (its own application in this council when
 * it was made from one; else only the number the applicant gave, for a consent made outside the product) and the
 * s93 clock, 20 working days from the application as the council took it in, suspended by requests for information
 * (reports/cccClock.ts).
 */
export async function cccView(
  db: Db,
  ccc: { councilId: number; relatedApplicationId: number | null; bcNumber: string | null },
  events: EventRow[],
  now: Date,
): Promise<{ consent: CccConsent; clock: StatutoryClock }> {
  const found =
    ccc.relatedApplicationId === null ? undefined : await repo.applicationWithApplicant(db, ccc.relatedApplicationId);
  // A consent of another council is never shown (it cannot be named: the CCC is made in the consent's council).
  const consent = found?.application.councilId === ccc.councilId ? found.application : undefined;
  const consentEvents = consent ? await repo.eventsOfMany(db, [consent.id]) : [];
  const grant = consentEvents.filter((e) => e.action === 'grant').at(-1);
  const application = transitionsOnly(events).map((e) => ({ action: e.action, at: e.createdAt, details: e.details }));
  return {
    consent: {
      appId: consent?.id ?? null,
      consentNumber: consent?.bcNumber ?? ccc.bcNumber,
      typeName: consent ? applicationTypeName(consent.applicationType, consent.param as never, consent.typeCode) : null,
      siteAddress: consent ? await repo.siteAddressOf(db, consent.id) : null,
      status: consent?.status ?? null,
      grantedAt: grant?.createdAt.toISOString() ?? null,
    },
    // With no grant to count from (a consent made outside the product), the application's own clock is the same.
    clock: cccClock({ grantedAt: grant?.createdAt ?? now, application }, now).clock,
  };
}
