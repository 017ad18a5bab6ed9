import { z } from 'zod';
import { idSchema, validationModeSchema } from '../api.js';
import { yesNo } from '../forms/common.js';
import { LBP_NUMBER_PATTERN } from './lbp.js';
import { PROJECT_CONTACT_MODES, projectContactDetailsSchema } from './projectContact.js';

/** Request schemas of spec point 7 "Contacts" and the Project Contacts page's load and save. */

const contactMode = z.enum(PROJECT_CONTACT_MODES);

/** `POST /obca/savecontact/{appId}`: a new contact, its details as the contact params. */
export const saveContactSchema = projectContactDetailsSchema.extend({ appId: idSchema, contact_mode: contactMode });

/** `POST /obca/editcontact/{appId}` {appId, pid, contact_mode, contacts_for_councils}: the contact's new details. */
export const editContactSchema = z.strictObject({
  appId: idSchema,
  pid: idSchema,
  contact_mode: contactMode,
  contacts_for_councils: projectContactDetailsSchema,
});

/** `POST /obca/deletecontact/{appId}` {params, appId}. */
export const deleteContactSchema = z.strictObject({ appId: idSchema, params: z.strictObject({ pid: idSchema }) });

/** `POST /a2/apix/contacts/view` {regnumber, app_id}: a contact's details as text, by licence or registration number. */
export const contactViewSchema = z.strictObject({ regnumber: z.string().trim().min(1).max(50), app_id: idSchema });

/** `POST /obca/ajax/lbp/{id}` {has_lbp, step 11, validation_mode}. */
export const hasLbpSaveSchema = z.strictObject({
  has_lbp: yesNo,
  step: z.literal(11).optional(),
  validation_mode: validationModeSchema.optional(),
});

/** The register search's fields: the practitioner's names, the LBP number, or both (the default). */
const LBP_SEARCH_FIELDS = ['names', 'lbpNumber'] as const;
export type LbpSearchField = (typeof LBP_SEARCH_FIELDS)[number];
export const LBP_SEARCH_MIN = 2;
export const LBP_SEARCH_PAGE_SIZE = 10;

/** `GET /a2/public/lbp-api/search?q=&fields=&page=&loadmore=y` (fields comma-separated; page from 1). */
export const lbpSearchQuerySchema = z.strictObject({
  q: z.string().max(100).default(''),
  fields: z
    .string()
    .max(40)
    .default('')
    .transform((value, ctx) => {
      const fields = value
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean);
      const unknown = fields.find((f) => !(LBP_SEARCH_FIELDS as readonly string[]).includes(f));
      if (unknown) {
        ctx.addIssue({ code: 'custom', message: `Unknown search field ${unknown}; use names or lbpNumber` });
        return z.NEVER;
      }
      return (fields.length ? fields : [...LBP_SEARCH_FIELDS]) as LbpSearchField[];
    }),
  page: z.coerce.number().int().min(1).max(500).default(1),
  loadmore: z.enum(['y', 'n']).optional(),
});
export type LbpSearchQuery = z.output<typeof lbpSearchQuerySchema>;

/** `GET /a2/public/lbp-api/get-info?lbpNumber=`. */
export const lbpInfoQuerySchema = z.strictObject({
  lbpNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(LBP_NUMBER_PATTERN, { message: 'An LBP number is BP followed by 6 digits, like BP104233' }),
});

/** The shared contacts search `?q=&type=lbp`: the user's own earlier contacts. */
export const contactSearchQuerySchema = z.strictObject({
  q: z.string().max(100).default(''),
  type: contactMode.optional(),
});

/** One contact of the user's library (spec point 7: name, registration_number, phone_number, email, license_classes, locations). */
export interface LibraryContact {
  contact_mode: 'lbp' | 'other';
  name: string;
  registration_number: string;
  phone_number: string;
  email: string;
  license_classes: string[];
  locations: string[];
  address: string;
  profession: string;
}
