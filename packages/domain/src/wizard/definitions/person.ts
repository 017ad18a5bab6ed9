import { z } from 'zod';
import type { TypeCode } from '../../applicationTypes.js';
import { personDetailSchema, type PersonDetail } from '../../forms/applicant.js';
import { successResult } from '../../contract/route.js';
import { storedShape } from '../../contract/storedShape.js';
import { formMessages } from '../../messages.js';
import { pickMessages, type StoredSections } from '../definition.js';
import { streetAddressRequired } from '../required.js';

/** The owner's or agent's details as read back (what `GET` of the person forms answers). */
export interface PersonAnswers {
  data: PersonDetail;
  streetAddressRequired: boolean;
}

/** What the owner's and agent's loads answer: the details as stored, and whether this application asks for their street address. */
export const personLoadSchema = z.object({
  result: successResult,
  data: storedShape(personDetailSchema),
  streetAddressRequired: z.boolean(),
});

/** The owner's and agent's details are one form asked twice: read alike from their own section. */
export function personAnswers(stored: StoredSections, person: PersonDetail): PersonAnswers {
  return {
    data: person,
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
