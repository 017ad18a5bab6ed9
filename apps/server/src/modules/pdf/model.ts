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
}

export interface PdfModel {
  title: string;
  subtitle: string;
  /** Application, council, status… above the sections. */
  facts: PdfRow[];
  sections: PdfSection[];
  documents: { type: string; name: string; size: string; uploaded: string }[];
  signature: { name: string; date: string };
  generatedAt: string;
}

/** Rows whose value is empty are left out, so a section lists only what was answered. */
export const rows = (...list: (PdfRow | false | null | undefined)[]): PdfRow[] =>
  list.filter((r): r is PdfRow => Boolean(r && r.value && r.value.trim()));
