import {
  EMPTY_PROJECT_CONTACT,
  NOT_AVAILABLE,
  type LbpInfo,
  type LibraryContact,
  type ProjectContactDetails,
} from '@consent/domain';

/** The contact editor's values: the details, with "I don't have this information" as ticks instead of 'NA'. */
export type ContactValues = ProjectContactDetails & { phoneNA: boolean; emailNA: boolean };

export const EMPTY_VALUES: ContactValues = { ...EMPTY_PROJECT_CONTACT, phoneNA: false, emailNA: false };

export function valuesOf(details: ProjectContactDetails): ContactValues {
  return {
    ...EMPTY_VALUES,
    ...details,
    phone: details.phone === NOT_AVAILABLE ? '' : details.phone,
    email: details.email === NOT_AVAILABLE ? '' : details.email,
    phoneNA: details.phone === NOT_AVAILABLE,
    emailNA: details.email === NOT_AVAILABLE,
  };
}

/** What is sent: trimmed, and 'NA' where the tick says the applicant does not have it. */
export function detailsOf(v: ContactValues): ProjectContactDetails {
  const t = (s: string) => s.trim();
  return {
    name: t(v.name),
    phone: v.phoneNA ? NOT_AVAILABLE : t(v.phone),
    email: v.emailNA ? NOT_AVAILABLE : t(v.email),
    address: t(v.address),
    licence_number: t(v.licence_number).toUpperCase(),
    licence_class: v.licence_class,
    registration_number: t(v.registration_number),
    profession: v.profession,
    locations: t(v.locations),
  };
}

/** A practitioner picked from the register, with the licence class chosen. */
export function valuesFromRegister(info: LbpInfo, className: string): ContactValues {
  const { suburb, townOrCity } = info.addressDetails;
  return valuesOf({
    ...EMPTY_PROJECT_CONTACT,
    name: info.names,
    phone: info.contact.phoneNumber,
    email: info.contact.emailAddress,
    licence_number: info.lbpNumber,
    licence_class: className,
    locations: [suburb, townOrCity].filter(Boolean).join(', '),
  });
}

/** A contact from the user's library (their earlier applications). */
export function valuesFromLibrary(c: LibraryContact): ContactValues {
  const lbp = c.contact_mode === 'lbp';
  return valuesOf({
    ...EMPTY_PROJECT_CONTACT,
    name: c.name,
    phone: c.phone_number,
    email: c.email,
    address: c.address,
    licence_number: lbp ? c.registration_number : '',
    licence_class: lbp ? (c.license_classes[0] ?? '') : '',
    registration_number: lbp ? '' : c.registration_number,
    profession: c.profession,
    locations: c.locations[0] ?? '',
  });
}
