import type { Contact } from './forms/contact.js';
import type { PersonDetail } from './forms/applicant.js';
import type { Profile } from './profile.js';

/**
 * "Use my details" (issue 19.5, WCAG 3.3.7 redundant entry): the profile's answers in the shape of the
 * application's own forms. Only answers the profile has are given, so a filled-in field is never emptied.
 */
const known = <T extends Record<string, unknown>>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined)) as Partial<T>;

/** The owner's or agent's detail: the applicant as a person (their company goes in the contact forms). */
export function personFromProfile(profile: Profile, email: string): Partial<PersonDetail> {
  return {
    type: 'person',
    ...known({
      full_name: profile.fullName,
      mail_address: profile.mailingAddress || profile.streetAddress,
      street_address: profile.streetAddress,
      phone: profile.phone,
      mobile: profile.mobile,
      email,
    }),
  };
}

/** A first point of contact or invoice payer who is "someone else": the applicant themself. */
export function contactFromProfile(profile: Profile, email: string): Partial<Contact> {
  return known({
    name: profile.fullName,
    company: profile.companyName,
    phone: profile.phone || profile.mobile,
    email,
    profession: profile.practitioner ? 'Licensed building practitioner' : '',
    street: profile.streetAddress || profile.mailingAddress,
  });
}

/** A person detail nobody has started filling in: the owner's page may then start from the profile. */
export function personDetailEmpty(person: PersonDetail): boolean {
  return (
    !person.full_name &&
    !person.mail_address &&
    !person.street_address &&
    !person.phone &&
    !person.mobile &&
    !person.email
  );
}
