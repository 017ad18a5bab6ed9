import { z } from 'zod';
import { CONTACT_NAME_MIN, NOT_AVAILABLE, type ValidationMode } from '../constants.js';
import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  nameText,
  problemList,
  text,
  type FormProblems,
  type YesNo,
} from '../forms/common.js';
import { contactMessages, formMessages, messages } from '../messages.js';
import { LBP_NUMBER_PATTERN, LICENCE_CLASS_NAMES, NO_LBP_NUMBER } from './lbp.js';
import { PROFESSIONS } from './professions.js';

/** A project contact is a licensed building practitioner ('lbp') or another professional ('other'). */
export const PROJECT_CONTACT_MODES = ['lbp', 'other'] as const;
export type ProjectContactMode = (typeof PROJECT_CONTACT_MODES)[number];

/**
 * A project contact's details (spec point 3 "Contact"): name, phone, email, mail address, licence
 * number and class (an LBP), registration number and profession (another professional). Phone or
 * email is 'NA' when "I don't have this information" is ticked. `locations` is where the register
 * places the practitioner (suburb, town), kept so the user's contact library can show it again.
 */
export const projectContactDetailsSchema = z.strictObject({
  name: nameText(200),
  phone: text(30),
  email: text(254),
  address: text(300),
  licence_number: text(20),
  licence_class: text(100),
  registration_number: text(50),
  profession: text(100),
  locations: text(200),
});
export type ProjectContactDetails = z.output<typeof projectContactDetailsSchema>;

export interface ProjectContact extends ProjectContactDetails {
  /** The contact's id on this application (`pid` in the edit and delete calls). */
  pid: number;
  contact_mode: ProjectContactMode;
}

export const EMPTY_PROJECT_CONTACT: ProjectContactDetails = {
  name: '',
  phone: '',
  email: '',
  address: '',
  licence_number: '',
  licence_class: '',
  registration_number: '',
  profession: '',
  locations: '',
};

/**
 * The contact save rules (spec point 5), always applied: a contact is saved on its own, not as part
 * of a page, so there is no validation mode to relax them. The LBP and profession checks are ours.
 */
export function checkProjectContact(mode: ProjectContactMode, contact: ProjectContactDetails): FormProblems {
  const list = problemList('all');
  if (contact.name.length < CONTACT_NAME_MIN) list.add('name', messages.contactFullName);
  if (!contact.phone) list.add('phone', messages.contactPhone);
  else if (contact.phone !== NOT_AVAILABLE && !PHONE_PATTERN.test(contact.phone))
    list.add('phone', formMessages.phoneFormat);
  if (!contact.email) list.add('email', messages.contactEmail);
  else if (contact.email !== NOT_AVAILABLE && !EMAIL_PATTERN.test(contact.email))
    list.add('email', formMessages.emailFormat);
  if (mode === 'lbp') {
    if (!contact.licence_number) list.add('licence_number', contactMessages.lbpNumberMissing);
    else if (!LBP_NUMBER_PATTERN.test(contact.licence_number))
      list.add('licence_number', contactMessages.lbpNumberFormat);
    else if (contact.licence_number !== NO_LBP_NUMBER && !LICENCE_CLASS_NAMES.includes(contact.licence_class)) {
      list.add('licence_class', contactMessages.licenceClassMissing);
    }
  } else if (!(PROFESSIONS as readonly string[]).includes(contact.profession)) {
    list.add('profession', contactMessages.professionMissing);
  }
  return list.problems;
}

/**
 * The Project Contacts page's own question (`POST /obca/ajax/lbp/{id}` has_lbp): whether licensed
 * building practitioners carry out or supervise the work. In mode 'all' it must be answered, and
 * 'yes' needs at least one LBP contact; 'min' and 'none' let the applicant move on.
 */
export function checkHasLbp(hasLbp: YesNo, lbpContacts: number, mode: ValidationMode): FormProblems {
  const list = problemList(mode);
  if (!list.checkRequired) return list.problems;
  if (hasLbp === '') list.add('has_lbp', contactMessages.hasLbpUnanswered);
  else if (hasLbp === 'yes' && lbpContacts === 0) list.add('has_lbp', contactMessages.lbpContactMissing);
  return list.problems;
}
