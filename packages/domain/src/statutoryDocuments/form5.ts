import { GRANT_NOTICES, type GrantNotice } from './notices.js';

/** A statutory document laid out as the PDF pool draws it: a heading block, then sections of labelled rows. */
/** The title each form's document is listed under. */
export const STATUTORY_FORM_TITLES: Record<number, string> = { 5: 'Building consent (form 5)' };

export interface StatutoryDocument {
  title: string;
  subtitle: string;
  facts: { key: string; value: string }[];
  sections: { title: string; rows: { key: string; value: string }[]; empty?: string }[];
  /** Who signs for the building consent authority, and when. */
  signature: { name: string; onBehalfOf: string; date: string };
}

/** What form 5 is filled in from: the application's data and the officer's decision at grant. */
export interface BuildingConsentFacts {
  consentNumber: string;
  councilName: string;
  siteAddress: string | null;
  ownerName: string;
  ownerEmail: string;
  typeName: string;
  conditions: string[];
  inspections: { name: string; notes?: string | null }[];
  notices: GrantNotice[];
  /** The documents attached to the consent (s51(1)(b)), e.g. the project information memorandum issued with it. */
  attachments?: string[];
  officerName: string;
  /** The day of issue, as the document prints it (New Zealand date). */
  issuedOn: string;
}

/** What the form says of the consent's effect (s51 of the Act: it does not relieve the owner of any other Act's duties). */
export const SECTION_51_STATEMENT =
  'This building consent is issued under section 51 of the Building Act 2004. It does not relieve the owner of the building (or part of the building) to which the building consent relates of any duty or responsibility under any other Act nor permit the breach of any other Act.';

const present = (rows: { key: string; value: string | null | undefined }[]) =>
  rows.filter((r): r is { key: string; value: string } => Boolean(r.value?.trim()));

/**
 * The building consent in form 5 of the Building (Forms) Regulations 2004 (section 51 of the Building Act 2004),
 * its parts in the schedule's order: the building, the owner, the building work, the conditions, the inspections
 * the consent requires, the compliance schedule, the attachments (the heading the 2005 amendment renamed) and the
 * signature on behalf of the building consent authority (ADR 0054, headings checked in ADR 0068).
 */
export function buildingConsentForm5(facts: BuildingConsentFacts): StatutoryDocument {
  const notices = facts.notices.map((n) => GRANT_NOTICES[n]);
  const compliance = facts.notices.includes('complianceSchedule')
    ? 'A compliance schedule is required for the building.'
    : 'A compliance schedule is not required for the building.';
  return {
    title: 'Form 5 — Building consent',
    subtitle: 'Section 51, Building Act 2004',
    facts: present([
      { key: 'Building consent number', value: facts.consentNumber },
      { key: 'Building consent authority', value: facts.councilName },
      { key: 'Date of issue', value: facts.issuedOn },
    ]),
    sections: [
      {
        title: 'The building',
        rows: present([{ key: 'Street address of building', value: facts.siteAddress }]),
        empty: 'No street address was given.',
      },
      {
        title: 'The owner',
        rows: present([
          { key: 'Name of owner', value: facts.ownerName },
          { key: 'Email', value: facts.ownerEmail },
        ]),
      },
      {
        title: 'Building work',
        rows: [
          {
            key: 'The following building work is authorised by this building consent',
            value: `${facts.typeName}, as described in the plans and specifications of application ${facts.consentNumber}.`,
          },
          { key: 'Issue', value: SECTION_51_STATEMENT },
        ],
      },
      {
        title: 'Conditions of building consent',
        rows: [
          ...facts.conditions.map((c, i) => ({ key: `Condition ${i + 1}`, value: c })),
          ...notices.map((n, i) => ({ key: `Notice ${i + 1}`, value: n })),
        ],
        empty: 'This building consent is issued without conditions beyond the Building Act 2004.',
      },
      {
        title: 'Inspections required',
        rows: facts.inspections.map((inspection, i) => ({
          key: `${i + 1}. ${inspection.name}`,
          value: inspection.notes?.trim() || 'Book this inspection before the work it covers is closed in.',
        })),
        empty: 'No inspections are required by this building consent.',
      },
      { title: 'Compliance schedule', rows: [{ key: 'Compliance schedule', value: compliance }] },
      {
        title: 'Attachments',
        rows: (facts.attachments ?? []).map((a, i) => ({ key: `Attachment ${i + 1}`, value: a })),
        empty: 'No documents are attached to this building consent.',
      },
    ],
    signature: { name: facts.officerName, onBehalfOf: facts.councilName, date: facts.issuedOn },
  };
}
