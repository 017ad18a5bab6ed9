import type { StatutoryDocument } from './form5.js';
import { buildingSection, numbered, ownerSection, present, signatureOf, type DocumentParties } from './shared.js';

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
 * Act 2004), filled in from the application and the officer's grant: the building, the owner, the project, what
 * s35 says a memorandum contains, the confirmation, and the signature for the territorial authority (ADR 0068).
 */
export function projectInformationMemorandumForm4(facts: ProjectInformationFacts): StatutoryDocument {
  const { information: info } = facts;
  return {
    title: 'Form 4 — Project information memorandum',
    subtitle: 'Section 34, Building Act 2004',
    facts: present([
      { key: 'Project information memorandum number', value: facts.pimNumber },
      { key: 'Territorial authority', value: facts.councilName },
      { key: 'Date of issue', value: facts.issuedOn },
    ]),
    sections: [
      buildingSection(facts.siteAddress),
      ownerSection(facts),
      {
        title: 'The project',
        rows: [{ key: 'Description', value: `${facts.typeName}, as described in application ${facts.pimNumber}.` }],
      },
      numbered(
        'Special features of the land',
        'Feature',
        info.landFeatures ?? [],
        'The territorial authority knows of no special feature of the land concerned relevant to the building work.',
      ),
      numbered(
        'Stormwater and wastewater utility systems',
        'System',
        info.utilitySystems ?? [],
        'No details of stormwater or wastewater utility systems relevant to the building work are given.',
      ),
      numbered(
        'Other authorisations',
        'Authorisation',
        info.authorisations ?? [],
        'The territorial authority knows of no other authorisation the building work needs.',
      ),
      { title: 'Confirmation', rows: [{ key: 'Section 35(3)', value: PIM_CONFIRMATION }] },
    ],
    signature: signatureOf(facts),
  };
}
