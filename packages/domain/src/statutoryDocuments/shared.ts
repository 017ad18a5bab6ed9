import type { StatutoryDocument } from './form5.js';
import { TO_BE_COMPLETED, type HeadingContent } from './schedule.js';

/** The rows that have a value: a form leaves out a line the application has nothing for. */
export const present = (rows: { key: string; value: string | null | undefined }[]) =>
  rows.filter((r): r is { key: string; value: string } => Boolean(r.value?.trim()));

/** Who the documents name: the building, its owner and the authority that signs. */
export interface DocumentParties {
  councilName: string;
  siteAddress: string | null;
  /** The legal description of the land the building is on, as the application's site names it. */
  legalDescription?: string | null;
  ownerName: string;
  ownerEmail: string;
  /** The application's first point of contact, as its answer rows read (who; their phone and email). */
  firstPointOfContact?: { key: string; value: string }[];
  officerName: string;
  /** The day of issue, as the document prints it (New Zealand date). */
  issuedOn: string;
}

/** A line the form asks for: the value when the service holds one, otherwise the blank to complete. */
const line = (key: string, value: string | null | undefined) => ({ key, value: value?.trim() || TO_BE_COMPLETED });

/** "The building": the lines the Schedule's forms open with (ADR 0079). */
const buildingContent = (p: DocumentParties): HeadingContent => ({
  rows: [
    line('Street address of building', p.siteAddress),
    line('Legal description of land where building is located', p.legalDescription),
    line('Location of building within site/block number', null),
  ],
});

/** "The owner": the owner's name and address (the service holds the account's email, not a postal address). */
const ownerContent = (p: DocumentParties): HeadingContent => ({
  rows: [
    line('Name of owner', p.ownerName),
    line('Street address/registered office', null),
    ...present([{ key: 'Email', value: p.ownerEmail }]),
  ],
});

/** "First point of contact": whom the authority writes to first, as the application names them. */
const firstContactContent = (p: DocumentParties): HeadingContent => ({
  rows: p.firstPointOfContact ?? [],
  empty: 'The application names no first point of contact.',
});

/** The three headings every form opens with, in the Schedule's words (ADR 0079). */
export const partiesContent = (p: DocumentParties) => ({
  'The building': buildingContent(p),
  'The owner': ownerContent(p),
  'First point of contact': firstContactContent(p),
});

export const signatureOf = (p: DocumentParties): StatutoryDocument['signature'] => ({
  name: p.officerName,
  position: TO_BE_COMPLETED,
  onBehalfOf: p.councilName,
  date: p.issuedOn,
});

/** A list of the officer's lines, numbered, or the sentence a form prints when there are none. */
export const numbered = (key: string, lines: readonly string[], empty: string): HeadingContent => ({
  rows: lines.map((value, i) => ({ key: `${key} ${i + 1}`, value })),
  empty,
});

/** The same list as a titled section (a notice that has no prescribed form). */
export const numberedSection = (title: string, key: string, lines: readonly string[], empty: string) => ({
  title,
  ...numbered(key, lines, empty),
});
