import {
  NOT_AVAILABLE,
  showsLbpLabel,
  type LibraryContact,
  type ProjectContact,
  type ProjectContactMode,
} from '@consent/domain';
import type { ProjectContactRow } from './repo.js';

export function toProjectContact(row: ProjectContactRow): ProjectContact {
  return {
    pid: row.id,
    contact_mode: row.contactMode as ProjectContactMode,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    licence_number: row.licenceNumber,
    licence_class: row.licenceClass,
    registration_number: row.registrationNumber,
    profession: row.profession,
    locations: row.locations,
  };
}

export function byMode(rows: ProjectContactRow[]): { lbp: ProjectContact[]; other: ProjectContact[] } {
  const contacts = rows.map(toProjectContact);
  return {
    lbp: contacts.filter((c) => c.contact_mode === 'lbp'),
    other: contacts.filter((c) => c.contact_mode === 'other'),
  };
}

const orNotProvided = (value: string) => (value && value !== NOT_AVAILABLE ? value : 'Not provided');

/** `POST /a2/apix/contacts/view`: the contact as plain text, one line per detail (the placeholder BP000000 shows no LBP line). */
export function contactText(c: ProjectContact): string {
  const lines = [c.name];
  if (c.contact_mode === 'lbp') {
    if (showsLbpLabel(c.licence_number)) lines.push(`Licensed Building Practitioner ${c.licence_number}`);
    if (c.licence_class) lines.push(`Licence class: ${c.licence_class}`);
  } else {
    lines.push(c.profession);
    if (c.registration_number) lines.push(`Registration number: ${c.registration_number}`);
  }
  lines.push(`Phone: ${orNotProvided(c.phone)}`, `Email: ${orNotProvided(c.email)}`);
  if (c.address) lines.push(`Address: ${c.address}`);
  if (c.locations) lines.push(`Location: ${c.locations}`);
  return `${lines.join('\n')}\n`;
}

/**
 * The user's contact library: one entry per person (an LBP by licence number, another professional by
 * registration number, else by name), its newest details, with every licence class and location it was
 * used with.
 */
export function libraryOf(rows: ProjectContactRow[], limit: number): LibraryContact[] {
  const entries = new Map<string, LibraryContact>();
  for (const row of rows) {
    const number = row.contactMode === 'lbp' ? row.licenceNumber : row.registrationNumber;
    const key = `${row.contactMode}:${(number || row.name).toLowerCase()}`;
    let entry = entries.get(key);
    if (!entry) {
      if (entries.size >= limit) continue;
      entry = {
        contact_mode: row.contactMode as ProjectContactMode,
        name: row.name,
        registration_number: number,
        phone_number: row.phone,
        email: row.email,
        license_classes: [],
        locations: [],
        address: row.address,
        profession: row.profession,
      };
      entries.set(key, entry);
    }
    if (row.licenceClass && !entry.license_classes.includes(row.licenceClass))
      entry.license_classes.push(row.licenceClass);
    if (row.locations && !entry.locations.includes(row.locations)) entry.locations.push(row.locations);
  }
  return [...entries.values()];
}
