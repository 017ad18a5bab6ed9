import type { StatutoryDocument } from './form5.js';

/** The rows that have a value: a form leaves out a line the application has nothing for. */
export const present = (rows: { key: string; value: string | null | undefined }[]) =>
  rows.filter((r): r is { key: string; value: string } => Boolean(r.value?.trim()));

/** Who the documents name: the building, its owner and the authority that signs. */
export interface DocumentParties {
  councilName: string;
  siteAddress: string | null;
  ownerName: string;
  ownerEmail: string;
  officerName: string;
  /** The day of issue, as the document prints it (New Zealand date). */
  issuedOn: string;
}

export const buildingSection = (siteAddress: string | null): StatutoryDocument['sections'][number] => ({
  title: 'The building',
  rows: present([{ key: 'Street address of building', value: siteAddress }]),
  empty: 'No street address was given.',
});

export const ownerSection = (p: DocumentParties): StatutoryDocument['sections'][number] => ({
  title: 'The owner',
  rows: present([
    { key: 'Name of owner', value: p.ownerName },
    { key: 'Email', value: p.ownerEmail },
  ]),
});

export const signatureOf = (p: DocumentParties): StatutoryDocument['signature'] => ({
  name: p.officerName,
  onBehalfOf: p.councilName,
  date: p.issuedOn,
});

/** A list of the officer's lines, numbered, or the sentence a form prints when there are none. */
export const numbered = (title: string, key: string, lines: readonly string[], empty: string) => ({
  title,
  rows: lines.map((value, i) => ({ key: `${key} ${i + 1}`, value })),
  empty,
});
