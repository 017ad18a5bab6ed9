import { z } from 'zod';
import { appIdParamsSchema } from '../api.js';
import { CONTACT_MODES } from '../constants.js';
import {
  contactSearchQuerySchema,
  deleteContactSchema,
  editContactSchema,
  hasLbpSaveSchema,
  lbpInfoQuerySchema,
  lbpSearchQuerySchema,
  saveContactSchema,
  type LibraryContact,
} from '../contacts/api.js';
import { LICENCE_STATUSES, type LbpInfo, type LbpSearchItem, type LicenceClassDefinition } from '../contacts/lbp.js';
import { PROJECT_CONTACT_MODES, type ProjectContact } from '../contacts/projectContact.js';
import { YES_NO } from '../forms/common.js';
import { route, statusAnswerSchema, successResult } from './route.js';

/** A project contact (spec point 3 "Contact") with its id on the application (`pid`). */
const projectContactSchema = z.object({
  pid: z.number(),
  contact_mode: z.enum(PROJECT_CONTACT_MODES),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  licence_number: z.string(),
  licence_class: z.string(),
  registration_number: z.string(),
  profession: z.string(),
  locations: z.string(),
}) satisfies z.ZodType<ProjectContact>;

const contactsByModeSchema = z.object({ lbp: z.array(projectContactSchema), other: z.array(projectContactSchema) });
const licenceClassSchema = z.object({
  name: z.string(),
  areasOfPractice: z.array(z.string()).readonly(),
}) satisfies z.ZodType<LicenceClassDefinition>;

/** The Project Contacts page's load: its answer, its contacts, the lists its forms offer, and the council's url (null when it gave none). */
const contactsFormSchema = z.object({
  result: successResult,
  has_lbp: z.enum(YES_NO),
  contact_mode: z.enum(CONTACT_MODES),
  contacts: contactsByModeSchema,
  lbp_classes: z.array(licenceClassSchema).readonly(),
  professions: z.array(z.string()).readonly(),
  lbp_register_url: z.string(),
  url: z.string().nullable(),
  imported: z.boolean(),
});
export type ContactsForm = z.input<typeof contactsFormSchema>;

const lbpSearchItemSchema = z.object({ names: z.string(), lbpNumber: z.string() }) satisfies z.ZodType<LbpSearchItem>;
const lbpInfoSchema = z.object({
  names: z.string(),
  lbpNumber: z.string(),
  contact: z.object({ phoneNumber: z.string(), emailAddress: z.string() }),
  addressDetails: z.object({ suburb: z.string(), postCode: z.string(), townOrCity: z.string() }),
  licensedClasses: z.array(z.object({ className: z.string(), status: z.enum(LICENCE_STATUSES) })),
  hasMultipleLicensedClasses: z.boolean(),
}) satisfies z.ZodType<LbpInfo>;

/** The register's answers carry the legacy status_code: 200, or the register's failure with the spec's message and no data. */
const registerAnswer = <S extends z.ZodType>(data: S) =>
  z.object({ status_code: z.number(), message: z.string(), data: data.nullable() });

const libraryContactSchema = z.object({
  contact_mode: z.enum(PROJECT_CONTACT_MODES),
  name: z.string(),
  registration_number: z.string(),
  phone_number: z.string(),
  email: z.string(),
  license_classes: z.array(z.string()),
  locations: z.array(z.string()),
  address: z.string(),
  profession: z.string(),
}) satisfies z.ZodType<LibraryContact>;

const savedContactSchema = statusAnswerSchema.extend({ data: projectContactSchema });

/** Spec point 7 "Contacts" and the Project Contacts page's load and save (legacy step 11), with the spec's paths and fields. */
export const contactsContract = {
  registerSearch: route({
    method: 'GET',
    path: '/a2/public/lbp-api/search',
    querystring: lbpSearchQuerySchema,
    response: registerAnswer(z.array(lbpSearchItemSchema)).extend({
      page: z.number(),
      total: z.number(),
      loadmore: z.boolean(),
    }),
  }),
  registerInfo: route({
    method: 'GET',
    path: '/a2/public/lbp-api/get-info',
    querystring: lbpInfoQuerySchema,
    response: registerAnswer(lbpInfoSchema),
  }),
  /** The user's own contacts from their applications, offered again. */
  library: route({
    method: 'GET',
    path: '/api/contacts/search',
    querystring: contactSearchQuerySchema,
    response: statusAnswerSchema.extend({ data: z.array(libraryContactSchema) }),
  }),
  form: route({
    method: 'GET',
    path: '/obca/ajaxform/lbp/:appId',
    params: appIdParamsSchema,
    response: contactsFormSchema,
  }),
  contactsData: route({
    method: 'GET',
    path: '/ajax/get_contacts_data/:appId',
    params: appIdParamsSchema,
    response: z.object({ result: successResult, data: contactsByModeSchema, url: z.string().nullable() }),
  }),
  saveHasLbp: route({
    method: 'POST',
    path: '/obca/ajax/lbp/:appId',
    params: appIdParamsSchema,
    body: hasLbpSaveSchema,
    response: statusAnswerSchema,
  }),
  add: route({
    method: 'POST',
    path: '/obca/savecontact/:appId',
    params: appIdParamsSchema,
    body: saveContactSchema,
    response: savedContactSchema,
  }),
  edit: route({
    method: 'POST',
    path: '/obca/editcontact/:appId',
    params: appIdParamsSchema,
    body: editContactSchema,
    response: savedContactSchema,
  }),
  remove: route({
    method: 'POST',
    path: '/obca/deletecontact/:appId',
    params: appIdParamsSchema,
    body: deleteContactSchema,
    response: statusAnswerSchema,
  }),
};
