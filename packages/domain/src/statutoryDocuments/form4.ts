import type { StatutoryDocument } from './form5.js';
import {
  FORM_4_HEADINGS,
  prescribedFormTitle,
  inScheduleOrder,
  PRESCRIBED_FORMS,
  type FormContent,
} from './schedule.js';
import { numbered, partiesContent, present, signatureOf, type DocumentParties } from './shared.js';

/** What the territorial authority tells the owner in a PIM (s35 of the Act), as the officer entered it at grant. */
export interface PimInformation {
  /** s35(1)(a): each special feature of the land concerned (natural hazards, contaminants) the authority knows of. */
  landFeatures?: string[];
  /** s35(1)(b): the stormwater and wastewater utility systems relevant to the building work. */
  utilitySystems?: string[];
  /** s35(2): other authorisations the work needs (a resource consent, a network operator's approval). */
  authorisations?: string[];
}

export interface ProjectInformationFacts extends DocumentParties {
  /** The number the council gave the application (its consent number), or its reference. */
  pimNumber: string;
  typeName: string;
  information: PimInformation;
}

/** s35(3)(a): what a PIM confirms when no authorisation the work needs has been refused. */
export const PIM_CONFIRMATION =
  'Subject to the requirement to obtain a building consent and all other necessary authorisations, the building work may be carried out.';

/**
 * The project information memorandum in form 4 of the Building (Forms) Regulations 2004 (section 34 of the Building
 * Act 2004), laid out under the form's headings in the Schedule's order (`schedule.ts`, ADR 0068 and 0079): the
 * building, the owner, the first point of contact, the project, what s35 says a memorandum contains, the
 * confirmation, the attachments (s36: a development contribution notice is attached to it), and the signature for
 * the territorial authority.
 */
export function projectInformationMemorandumForm4(facts: ProjectInformationFacts): StatutoryDocument {
  const { information: info } = facts;
  const content: FormContent<typeof FORM_4_HEADINGS> = {
    ...partiesContent(facts),
    'The project': {
      rows: [{ key: 'Description', value: `${facts.typeName}, as described in application ${facts.pimNumber}.` }],
    },
    'Special features of the land': numbered(
      'Feature',
      info.landFeatures ?? [],
      'The territorial authority knows of no special feature of the land concerned relevant to the building work.',
    ),
    'Stormwater and wastewater utility systems': numbered(
      'System',
      info.utilitySystems ?? [],
      'No details of stormwater or wastewater utility systems relevant to the building work are given.',
    ),
    'Other authorisations': numbered(
      'Authorisation',
      info.authorisations ?? [],
      'The territorial authority knows of no other authorisation the building work needs.',
    ),
    Confirmation: { rows: [{ key: 'Section 35(3)', value: PIM_CONFIRMATION }] },
    Attachments: { rows: [], empty: 'No documents are attached to this project information memorandum.' },
  };
  return {
    title: prescribedFormTitle(PRESCRIBED_FORMS.form4),
    subtitle: PRESCRIBED_FORMS.form4.section,
    facts: present([
      { key: 'Project information memorandum number', value: facts.pimNumber },
      { key: 'Territorial authority', value: facts.councilName },
      { key: 'Date of issue', value: facts.issuedOn },
    ]),
    sections: inScheduleOrder(PRESCRIBED_FORMS.form4, content),
    signature: signatureOf(facts),
  };
}
