/**
 * The statutory documents the product issues from the data (issue 32.1, ADR 0054 and 0068): forms 4, 5 and 7 of the
 * Building (Forms) Regulations 2004, and the written notices of refusal the Act requires (s50 for a building
 * consent, s95A for a code compliance certificate), which have no prescribed form.
 */
export const STATUTORY_DOCUMENT_KINDS = ['form4', 'form5', 'form7', 'refusalS50', 'refusalS95A'] as const;
export type StatutoryDocumentKind = (typeof STATUTORY_DOCUMENT_KINDS)[number];

/** The prescribed form a kind is in, or null for a notice the Act requires without prescribing its form. */
export const STATUTORY_FORM_OF: Record<StatutoryDocumentKind, number | null> = {
  form4: 4,
  form5: 5,
  form7: 7,
  refusalS50: null,
  refusalS95A: null,
};

/** The title each document is listed under. */
export const STATUTORY_DOCUMENT_TITLES: Record<StatutoryDocumentKind, string> = {
  form4: 'Project information memorandum (form 4)',
  form5: 'Building consent (form 5)',
  form7: 'Code compliance certificate (form 7)',
  refusalS50: 'Notice of refusal of building consent (section 50)',
  refusalS95A: 'Notice of refusal of code compliance certificate (section 95A)',
};

/** A document's name as a file: what the download and the council's export zip call it. */
export const STATUTORY_FILE_STEMS: Record<StatutoryDocumentKind, string> = {
  form4: 'form-4',
  form5: 'form-5',
  form7: 'form-7',
  refusalS50: 'refusal-s50',
  refusalS95A: 'refusal-s95a',
};
