import type { StatutoryDocument } from './form5.js';
import { numberedSection, present, signatureOf, type DocumentParties } from './shared.js';

export interface RefusalFacts extends DocumentParties {
  /** s50: a building consent refused; s95A: a code compliance certificate refused. */
  section: '50' | '95A';
  reference: string;
  consentNumber: string | null;
  reasons: string[];
}

const REFUSED = {
  '50': {
    title: 'Notice of refusal of building consent',
    statement: (council: string) => `${council} refuses to grant the application for a building consent.`,
  },
  '95A': {
    title: 'Notice of refusal of code compliance certificate',
    statement: (council: string) =>
      `${council} refuses to issue a code compliance certificate for the building work under the building consent.`,
  },
} as const;

/**
 * The written notice the Act requires when an authority refuses: of the refusal and the reasons for it (s50 for a
 * building consent, s95A for a code compliance certificate). No form is prescribed for either (ADR 0068).
 */
export function refusalNotice(facts: RefusalFacts): StatutoryDocument {
  const refused = REFUSED[facts.section];
  return {
    title: refused.title,
    subtitle: `Section ${facts.section}, Building Act 2004`,
    facts: present([
      { key: 'Application', value: facts.reference },
      { key: 'Building consent number', value: facts.consentNumber },
      { key: 'Building consent authority', value: facts.councilName },
      { key: 'Date of notice', value: facts.issuedOn },
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
      { title: 'Refusal', rows: [{ key: 'Decision', value: refused.statement(facts.councilName) }] },
      numberedSection('Reasons for the refusal', 'Reason', facts.reasons, ''),
    ],
    signature: signatureOf(facts),
  };
}
