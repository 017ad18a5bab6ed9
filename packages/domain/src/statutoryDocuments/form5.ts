import { GRANT_NOTICES, type GrantNotice } from './notices.js';
import {
  FORM_5_HEADINGS,
  prescribedFormTitle,
  inScheduleOrder,
  PRESCRIBED_FORMS,
  type FormContent,
} from './schedule.js';
import { partiesContent, present, signatureOf, type DocumentParties } from './shared.js';

/** The title each form's document is listed under. */
export const STATUTORY_FORM_TITLES: Record<number, string> = { 5: 'Building consent (form 5)' };

/** A statutory document laid out as the PDF pool draws it: a heading block, then sections of labelled rows. */
export interface StatutoryDocument {
  title: string;
  subtitle: string;
  facts: { key: string; value: string }[];
  /** In the form's headings' order; a `part` is a smaller heading within the heading before it. */
  sections: { title: string; rows: { key: string; value: string }[]; empty?: string; part?: boolean }[];
  /** Who signs for the authority, in what position, and when (the form's signature block). */
  signature: { name: string; position: string; onBehalfOf: string; date: string };
}

/** What form 5 is filled in from: the application's data and the officer's decision at grant. */
export interface BuildingConsentFacts extends DocumentParties {
  consentNumber: string;
  typeName: string;
  conditions: string[];
  inspections: { name: string; notes?: string | null }[];
  notices: GrantNotice[];
  /** The documents attached to the consent (s51(1)(b)), e.g. the project information memorandum issued with it. */
  attachments?: string[];
}

/** What the form says of the consent's effect (s51 of the Act: it does not relieve the owner of any other Act's duties). */
export const SECTION_51_STATEMENT =
  'This building consent is issued under section 51 of the Building Act 2004. It does not relieve the owner of the building (or part of the building) to which the building consent relates of any duty or responsibility under any other Act nor permit the breach of any other Act.';

/**
 * The building consent in form 5 of the Building (Forms) Regulations 2004 (section 51 of the Building Act 2004), laid
 * out under the form's headings in the Schedule's order (`schedule.ts`, ADR 0054, 0068 and 0079): the building, the
 * owner, the first point of contact, the building work (with its conditions and the inspections the consent requires
 * as parts of it), the compliance schedule, the attachments, and the signature for the building consent authority.
 */
export function buildingConsentForm5(facts: BuildingConsentFacts): StatutoryDocument {
  const notices = facts.notices.map((n) => GRANT_NOTICES[n]);
  const compliance = facts.notices.includes('complianceSchedule')
    ? 'A compliance schedule is required for the building.'
    : 'A compliance schedule is not required for the building.';
  const content: FormContent<typeof FORM_5_HEADINGS> = {
    ...partiesContent(facts),
    'Building work': {
      rows: [
        {
          key: 'The following building work is authorised by this building consent',
          value: `${facts.typeName}, as described in the plans and specifications of application ${facts.consentNumber}.`,
        },
        { key: 'Issue', value: SECTION_51_STATEMENT },
      ],
      parts: [
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
      ],
    },
    'Compliance schedule': { rows: [{ key: 'Compliance schedule', value: compliance }] },
    Attachments: {
      rows: (facts.attachments ?? []).map((a, i) => ({ key: `Attachment ${i + 1}`, value: a })),
      empty: 'No documents are attached to this building consent.',
    },
  };
  return {
    title: prescribedFormTitle(PRESCRIBED_FORMS.form5),
    subtitle: PRESCRIBED_FORMS.form5.section,
    facts: present([
      { key: 'Building consent number', value: facts.consentNumber },
      { key: 'Building consent authority', value: facts.councilName },
      { key: 'Date of issue', value: facts.issuedOn },
    ]),
    sections: inScheduleOrder(PRESCRIBED_FORMS.form5, content),
    signature: signatureOf(facts),
  };
}
