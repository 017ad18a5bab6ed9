import type { StatutoryDocument } from './form5.js';
import { buildingSection, ownerSection, present, signatureOf, type DocumentParties } from './shared.js';

export interface CodeComplianceFacts extends DocumentParties {
  consentNumber: string;
  /** What the building consent authorised, as its own application names it. */
  consentTypeName: string;
}

/** s94(1)(a): what the authority is satisfied of when it issues the certificate. */
export const CODE_COMPLIANCE_STATEMENT =
  'The building consent authority named below is satisfied, on reasonable grounds, that the building work complies with the building consent.';

/**
 * The code compliance certificate in form 7 of the Building (Forms) Regulations 2004 (section 95 of the Building Act
 * 2004): the building, the owner, the building work and its consent, the s94 statement, and the signature on behalf
 * of the building consent authority (ADR 0068).
 */
export function codeComplianceCertificateForm7(facts: CodeComplianceFacts): StatutoryDocument {
  return {
    title: 'Form 7 — Code compliance certificate',
    subtitle: 'Section 95, Building Act 2004',
    facts: present([
      { key: 'Building consent number', value: facts.consentNumber },
      { key: 'Building consent authority', value: facts.councilName },
      { key: 'Date of issue', value: facts.issuedOn },
    ]),
    sections: [
      buildingSection(facts.siteAddress),
      ownerSection(facts),
      {
        title: 'Building work',
        rows: [
          { key: 'Building consent number', value: facts.consentNumber },
          { key: 'Description', value: facts.consentTypeName },
          { key: 'Issued by', value: facts.councilName },
        ],
      },
      { title: 'Code compliance', rows: [{ key: 'Section 94(1)(a)', value: CODE_COMPLIANCE_STATEMENT }] },
    ],
    signature: signatureOf(facts),
  };
}
