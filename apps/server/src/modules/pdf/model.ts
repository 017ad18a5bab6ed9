/** What the application PDF shows: sections of labelled answers, the documents and the signature. */
export interface PdfRow {
  key: string;
  value: string;
}

export interface PdfSection {
  title: string;
  rows: PdfRow[];
  /** Shown when the section has no rows (e.g. "Not answered yet."). */
  empty?: string;
  /** A part of the section before it (a building's clauses or schedule): a smaller heading. */
  part?: boolean;
}

export interface PdfModel {
  title: string;
  subtitle: string;
  /** Application, council, status… above the sections. */
  facts: PdfRow[];
  sections: PdfSection[];
  documents: { type: string; name: string; size: string; uploaded: string }[];
  /** The declaration's words, and who signed it and when (stored at submission); null while it is a draft. */
  declaration: string;
  signature: { name: string; date: string } | null;
  generatedAt: string;
  /**
   * A statutory document (issue 32.1: a building consent in form 5) in place of an application: no documents or
   * declaration, signed on behalf of the authority: the form's signature block (ADR 0079).
   */
  issuedBy?: { name: string; position: string; onBehalfOf: string; date: string };
  /** A document that is not the application (a tax invoice, issue 31): its sections only, no documents or declaration. */
  sectionsOnly?: boolean;
}

/** Rows whose value is empty are left out, so a section lists only what was answered. */
export const rows = (...list: (PdfRow | false | null | undefined)[]): PdfRow[] =>
  list.filter((r): r is PdfRow => Boolean(r && r.value && r.value.trim()));

/** A domain answer row (a list value is one item a line) as a PDF row. */
export const pdfRows = (list: { key: string; value: string | string[] }[]): PdfRow[] =>
  rows(...list.map((r) => ({ key: r.key, value: Array.isArray(r.value) ? r.value.join('\n') : r.value })));
