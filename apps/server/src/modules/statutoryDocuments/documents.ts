import {
  APPLICATION_TYPE,
  buildingConsentForm5,
  cccIssueSchema,
  codeComplianceCertificateForm7,
  grantDetailsSchema,
  lifecycleMessages,
  projectInformationMemorandumForm4,
  refusalNotice,
  refuseDetailsSchema,
  STATUTORY_DOCUMENT_TITLES,
  type DocumentParties,
  type StatutoryDocument,
  type StatutoryDocumentKind,
} from '@consent/domain';
import type { z } from 'zod';
import { badRequest } from '../../http/errors.js';
import type { ApplicationRow } from '../applications/access.js';

/** The decisions that issue a statutory document. */
export type IssuingAction = 'grant' | 'refuse';

/** A decision's details, parsed once by the schema of its action. */
export type IssuingDecision =
  | { action: 'grant'; details: z.infer<typeof grantDetailsSchema> }
  | { action: 'refuse'; details: z.infer<typeof refuseDetailsSchema> };

/** Parses the details by the action's schema; null when the machine would refuse them (it then says why). */
export function issuingDecision(action: IssuingAction, details: unknown): IssuingDecision | null {
  if (action === 'refuse') {
    const refused = refuseDetailsSchema.safeParse(details ?? {});
    return refused.success ? { action, details: refused.data } : null;
  }
  const granted = grantDetailsSchema.safeParse(details ?? {});
  return granted.success ? { action, details: granted.data } : null;
}

const BUILDING_CONSENT_TYPES: readonly number[] = [
  APPLICATION_TYPE.BUILDING_CONSENT,
  APPLICATION_TYPE.BUILDING_CONSENT_WITH_PIM,
];
const isBuildingConsent = (row: ApplicationRow) =>
  row.typeCode === 'bc' && BUILDING_CONSENT_TYPES.includes(row.applicationType);

/**
 * Which documents a decision on this application issues, in the order they are issued (issue 32.1, ADR 0068): a
 * PIM its form 4; a building consent its form 5 (after its form 4 when it has a PIM); a CCC its form 7; a refused
 * building consent the s50 notice and a refused CCC the s95A notice.
 */
export function documentsIssuedBy(action: IssuingAction, row: ApplicationRow): StatutoryDocumentKind[] {
  if (action === 'refuse') {
    if (isBuildingConsent(row)) return ['refusalS50'];
    return row.typeCode === 'ccc' ? ['refusalS95A'] : [];
  }
  if (row.typeCode === 'pim' && row.applicationType === APPLICATION_TYPE.PIM_ONLY) return ['form4'];
  if (isBuildingConsent(row)) {
    return row.applicationType === APPLICATION_TYPE.BUILDING_CONSENT_WITH_PIM ? ['form4', 'form5'] : ['form5'];
  }
  return row.typeCode === 'ccc' ? ['form7'] : [];
}

/** What the documents are filled in from besides the decision's details. */
export interface DocumentSources {
  row: ApplicationRow;
  parties: DocumentParties;
  typeName: string;
  /** For a CCC: the building consent it is for (its number and what it authorised). */
  consent: { consentNumber: string; typeName: string } | null;
  /** The inspections the consent requires, named from the council's list (issue 32.2); form 5 lists them. */
  inspections?: { name: string; notes: string | null }[];
}

/**
 * Lays out one document from the decision's details (a refusal's notice from a refusal, the forms from a grant: a
 * kind the decision does not issue answers null); a CCC issued without the officer's statement on the inspections
 * is refused here.
 */
export function layOut(
  kind: StatutoryDocumentKind,
  sources: DocumentSources,
  decision: IssuingDecision,
): StatutoryDocument | null {
  const { row, parties } = sources;
  const number = row.bcNumber ?? row.reference ?? String(row.id);
  if (kind === 'refusalS50' || kind === 'refusalS95A') {
    if (decision.action !== 'refuse') return null;
    return refusalNotice({
      ...parties,
      section: kind === 'refusalS50' ? '50' : '95A',
      reference: row.reference ?? String(row.id),
      consentNumber: kind === 'refusalS95A' ? (sources.consent?.consentNumber ?? row.bcNumber) : row.bcNumber,
      reasons: decision.details.reasons,
    });
  }
  if (decision.action !== 'grant') return null;
  const granted = decision.details;
  if (kind === 'form4') {
    return projectInformationMemorandumForm4({
      ...parties,
      pimNumber: number,
      typeName: sources.typeName,
      information: granted.pim ?? {},
    });
  }
  if (kind === 'form7') {
    if (!cccIssueSchema.safeParse(granted.ccc).success) throw badRequest([lifecycleMessages.cccInspectionsRequired]);
    return codeComplianceCertificateForm7({
      ...parties,
      consentNumber: sources.consent?.consentNumber ?? number,
      consentTypeName: sources.consent?.typeName ?? sources.typeName,
    });
  }
  const withPim = row.applicationType === APPLICATION_TYPE.BUILDING_CONSENT_WITH_PIM;
  return buildingConsentForm5({
    ...parties,
    consentNumber: number,
    typeName: sources.typeName,
    conditions: granted.conditions ?? [],
    inspections: sources.inspections ?? [],
    notices: granted.notices ?? [],
    attachments: withPim ? [STATUTORY_DOCUMENT_TITLES.form4] : [],
  });
}
