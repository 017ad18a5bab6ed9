import { z } from 'zod';
import { PERSON_TYPES, isRegisteredCompany } from './personType.js';

export { isRegisteredCompany, type PersonType } from './personType.js';
import { idSchema, saveStepSchema, validationModeSchema } from '../api.js';
import { APPLICANT_ROLES, CONTACT_NAME_MIN, type ValidationMode } from '../constants.js';
import { formMessages, messages } from '../messages.js';
import {
  EMAIL_PATTERN,
  NZBN_PATTERN,
  PHONE_PATTERN,
  nameText,
  problemList,
  text,
  yesNo,
  type FormProblems,
  type YesNo,
} from './common.js';

/** `POST /obca/ajax/approle/{appId}` {appId, approle, validation_mode}; answers the role, stored uppercased. */
export const appRoleSchema = z.strictObject({
  appId: idSchema,
  approle: z.string().trim().max(20),
  validation_mode: validationModeSchema.optional(),
});

/**
 * The role is the application's attribute: one given must be owner or agent whatever the mode, as `/access/app`
 * refuses another (spec point 5), so it is never kept as something else; only mode 'all' asks that one is given.
 */
export function checkAppRole(approle: string, mode: ValidationMode): FormProblems {
  const list = problemList(mode);
  if (approle === '') {
    if (list.checkRequired) list.add('approle', formMessages.roleUnanswered);
  } else if (!(APPLICANT_ROLES as readonly string[]).includes(approle.toLowerCase())) {
    list.add('approle', messages.invalidApplicationRole(approle));
  }
  return list.problems;
}

/** `POST /obca/ajax/needagent/{id}` {needagent, validation_mode}. */
export const needAgentSchema = z.strictObject({ needagent: yesNo, validation_mode: validationModeSchema.optional() });

export function checkNeedAgent(needagent: YesNo, mode: ValidationMode): FormProblems {
  const list = problemList(mode);
  if (list.checkRequired && needagent === '') list.add('needagent', formMessages.needAgentUnanswered);
  return list.problems;
}

/** Owner and agent detail (spec point 3 "Person detail"); the one definition of its shape. */
export const personDetailSchema = z.strictObject({
  type: z.enum(PERSON_TYPES).default('person'),
  nzbn: text(13),
  rego: text(20),
  full_name: nameText(200),
  contact_person: nameText(200),
  mail_address: text(500),
  street_address: text(500),
  /** The street address is the mailing address. */
  street_same_as_mail: z.boolean().default(false),
  phone: text(30),
  mobile: text(30),
  email: text(254),
});
export type PersonDetail = z.output<typeof personDetailSchema>;
export const EMPTY_PERSON: PersonDetail = personDetailSchema.parse({});

/** `POST /obca/ajax/owner/{id}` {data, step, validation_mode}; the agent's save has the same shape. */
export const personSaveSchema = z.strictObject({
  data: personDetailSchema,
  step: saveStepSchema.optional(),
  validation_mode: validationModeSchema.optional(),
});

interface PersonRules {
  /** 'owner' or 'agent', as the messages name them. */
  who: 'owner' | 'agent';
  /** Street address editable and required (ccc, abc, clones; `streetAddressRequired`). */
  streetRequired: boolean;
}

/** Checks an owner's or agent's details; fields are named as in `data` (e.g. `full_name`). */
export function checkPerson(
  person: PersonDetail,
  mode: ValidationMode,
  { who, streetRequired }: PersonRules,
): FormProblems {
  const list = problemList(mode);
  if (!list.checkFormat) return list.problems;
  const company = isRegisteredCompany(person.type);
  if (list.checkRequired && person.full_name.length < CONTACT_NAME_MIN) {
    list.add('full_name', company ? formMessages.companyName(who) : formMessages.personFullName(who));
  }
  if (company) {
    if (person.nzbn && !NZBN_PATTERN.test(person.nzbn)) list.add('nzbn', formMessages.nzbnFormat);
    if (person.rego && !/^\d+$/.test(person.rego)) list.add('rego', formMessages.companyNumberFormat);
    if (list.checkRequired && !person.nzbn && !person.rego) list.add('nzbn', formMessages.companyIdentifier);
    if (list.checkRequired && !person.contact_person) list.add('contact_person', formMessages.contactPerson(who));
  }
  if (list.checkRequired && !person.mail_address) list.add('mail_address', formMessages.mailAddress(who));
  if (list.checkRequired && streetRequired && !person.street_same_as_mail && !person.street_address) {
    list.add('street_address', formMessages.streetAddress(who));
  }
  if (person.phone && !PHONE_PATTERN.test(person.phone)) list.add('phone', formMessages.phoneFormat);
  if (person.mobile && !PHONE_PATTERN.test(person.mobile)) list.add('mobile', formMessages.phoneFormat);
  if (list.checkRequired && !person.phone && !person.mobile) list.add('phone', formMessages.phoneOrMobile(who));
  if (person.email && !EMAIL_PATTERN.test(person.email)) list.add('email', formMessages.emailFormat);
  else if (list.checkRequired && !person.email) list.add('email', formMessages.email(who));
  return list.problems;
}
