/**
 * Forms 4, 5 and 7 as the Schedule of the Building (Forms) Regulations 2004 sets them out: each form's title, the
 * section of the Act it is issued under, and its headings in the Schedule's order (ADR 0079). Regulation 6(2) allows a
 * form minor differences as long as it "contains all the information required by the prescribed form and the
 * information is in the same order", so each document is laid out from these headings and in this order only.
 */
export const FORMS_REGULATIONS = {
  citation: 'Building (Forms) Regulations 2004 (SR 2004/385)',
  url: 'https://www.legislation.govt.nz/regulation/public/2004/0385/latest/whole.html',
} as const;

/** The heading the PDF draws last from the document's signature block (signature, position, on behalf of, date). */
export const SIGNATURE_HEADING = 'Signature';

export const FORM_4_HEADINGS = [
  'The building',
  'The owner',
  'First point of contact',
  'The project',
  'Special features of the land',
  'Stormwater and wastewater utility systems',
  'Other authorisations',
  'Confirmation',
  'Attachments',
  SIGNATURE_HEADING,
] as const;

export const FORM_5_HEADINGS = [
  'The building',
  'The owner',
  'First point of contact',
  'Building work',
  'Compliance schedule',
  'Attachments',
  SIGNATURE_HEADING,
] as const;

export const FORM_7_HEADINGS = [
  'The building',
  'The owner',
  'First point of contact',
  'Building work',
  'Code compliance',
  SIGNATURE_HEADING,
] as const;

export interface PrescribedForm<H extends readonly string[] = readonly string[]> {
  number: 4 | 5 | 7;
  /** The form's title, printed as "Form <n> — <title>". */
  title: string;
  /** The line under the title: the section of the Act the form is issued under. */
  section: string;
  headings: H;
}

export const PRESCRIBED_FORMS = {
  form4: {
    number: 4,
    title: 'Project information memorandum',
    section: 'Section 34, Building Act 2004',
    headings: FORM_4_HEADINGS,
  },
  form5: { number: 5, title: 'Building consent', section: 'Section 51, Building Act 2004', headings: FORM_5_HEADINGS },
  form7: {
    number: 7,
    title: 'Code compliance certificate',
    section: 'Section 95, Building Act 2004',
    headings: FORM_7_HEADINGS,
  },
} as const satisfies Record<'form4' | 'form5' | 'form7', PrescribedForm>;

/**
 * What a line prints when the form asks for something this service does not hold (e.g. the location of the building
 * within the site): a blank for the authority to complete, never a made-up value (ADR 0079).
 */
export const TO_BE_COMPLETED = '[to be completed by the authority]';

type Row = { key: string; value: string };
/** One heading's content: its lines, what it says when it has none, and any smaller parts printed under it. */
export interface HeadingContent {
  rows: Row[];
  empty?: string;
  parts?: { title: string; rows: Row[]; empty?: string }[];
}

type Section = { title: string; rows: Row[]; empty?: string; part?: boolean };

/** The content of every heading but the signature (which the document's signature block fills). */
export type FormContent<H extends readonly string[]> = Record<
  Exclude<H[number], typeof SIGNATURE_HEADING>,
  HeadingContent
>;

/** A form's sections in its headings' order, whatever order the content was written in. */
export function inScheduleOrder<H extends readonly string[]>(
  form: PrescribedForm<H>,
  content: FormContent<H>,
): Section[] {
  const byHeading = content as Record<string, HeadingContent>;
  return form.headings
    .filter((heading) => heading !== SIGNATURE_HEADING)
    .flatMap((title) => {
      const { rows, empty, parts = [] } = byHeading[title] ?? { rows: [] };
      return [
        { title, rows, ...(empty === undefined ? {} : { empty }) },
        ...parts.map((part) => ({ ...part, part: true })),
      ];
    });
}

/** The title line of a prescribed form ("Form 5 — Building consent"). */
export const prescribedFormTitle = (form: PrescribedForm) => `Form ${form.number} — ${form.title}`;
