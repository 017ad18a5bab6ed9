import type { TypeCode } from '../../applicationTypes.js';
import { EMPTY_PERSON, type PersonDetail } from '../../forms/applicant.js';
import { formMessages } from '../../messages.js';
import { pickMessages, type StoredSections } from '../definition.js';
import { streetAddressRequired } from '../required.js';

/** The owner's or agent's details as read back (what `GET` of the person forms answers). */
export interface PersonAnswers {
  data: PersonDetail;
  streetAddressRequired: boolean;
}

/** The owner's and agent's details are one form asked twice: read alike from their own section. */
export function personAnswers(stored: StoredSections, person: PersonDetail | null): PersonAnswers {
  return {
    data: person ?? EMPTY_PERSON,
    streetAddressRequired: streetAddressRequired({ typeCode: stored.typeCode as TypeCode, notes: stored.notes }),
  };
}

export const PERSON_MESSAGES = pickMessages(
  formMessages,
  'personFullName',
  'companyName',
  'companyIdentifier',
  'nzbnFormat',
  'companyNumberFormat',
  'contactPerson',
  'mailAddress',
  'streetAddress',
  'phoneOrMobile',
  'phoneFormat',
  'email',
  'emailFormat',
);
