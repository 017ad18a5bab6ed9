import type { StatutoryDocument } from './form5.js';
import {
  FORM_7_HEADINGS,
  prescribedFormTitle,
  inScheduleOrder,
  PRESCRIBED_FORMS,
  type FormContent,
} from './schedule.js';
import { partiesContent, present, signatureOf, type DocumentParties } from './shared.js';

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
 * 2004), laid out under the form's headings in the Schedule's order (`schedule.ts`, ADR 0068 and 0079): the building,
 * the owner, the first point of contact, the building work and its consent, the s94 statement, and the signature for
 * the building consent authority.
 */
export function codeComplianceCertificateForm7(facts: CodeComplianceFacts): StatutoryDocument {
  const content: FormContent<typeof FORM_7_HEADINGS> = {
    ...partiesContent(facts),
    'Building work': {
      rows: [
        { key: 'Building consent number', value: facts.consentNumber },
        { key: 'Description', value: facts.consentTypeName },
        { key: 'Issued by', value: facts.councilName },
      ],
    },
    'Code compliance': { rows: [{ key: 'Section 94(1)(a)', value: CODE_COMPLIANCE_STATEMENT }] },
  };
  return {
    title: prescribedFormTitle(PRESCRIBED_FORMS.form7),
    subtitle: PRESCRIBED_FORMS.form7.section,
    facts: present([
      { key: 'Building consent number', value: facts.consentNumber },
      { key: 'Building consent authority', value: facts.councilName },
      { key: 'Date of issue', value: facts.issuedOn },
    ]),
    sections: inScheduleOrder(PRESCRIBED_FORMS.form7, content),
    signature: signatureOf(facts),
  };
}
