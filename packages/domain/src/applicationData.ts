import { z } from 'zod';
import { ACCESS_ROLES } from './sharing.js';
import type { UserDetails } from './auth.js';
import type { Council, CouncilConfig } from './council.js';
import type { MiscData, PersonDetail, PlgData, PreApplication } from './forms/index.js';
import { LIFECYCLE_STATUSES } from './lifecycle/statuses.js';

/**
 * The building consent a CCC, CPU, amendment or other related application was made from (issue 15.6): named at
 * the top of each of its pages so the applicant always sees which consent they are working on.
 */
export interface ParentConsent {
  appId: number;
  /** The council's consent number once it has one, else "Application {id}". */
  reference: string;
  /** The consent's site address; null when it has no site location. */
  address: string | null;
}

/** The full application data of `POST /obca/application` (spec point 7 and the wizard template's inputs). */
export interface ApplicationData {
  result: 'success';
  id: number;
  appID: number;
  council_id: number;
  councils: Council[];
  config: CouncilConfig;
  application_type: number;
  application_type_name: string;
  appTypeCode: string;
  appTypeName: string;
  appParam: string;
  step: { step: number; max_step: number };
  summary: {
    typeName: string;
    councilName: string;
    status: 'in progress' | 'completed';
    createdAt: string;
    updatedAt: string;
    completedAt: string | null;
    /** When the applicant signed the declaration and submitted (ISO timestamp), stored once; null before. */
    signedAt: string | null;
  };
  userDetails: UserDetails & { fullName: string; email: string };
  userValid: boolean;
  appCompleted: boolean;
  enableCompliance: boolean;
  applicant: string;
  applicantRole: string | null;
  app_signee: string | null;
  app_signee_name: string;
  app_sign_date: string;
  app_notes: string;
  full_name: string;
  imported: 'y' | 'n';
  importedappid: number | null;
  bc_number: string | null;
  passcode: string;
  request_ct_from_council: 'y' | 'n';
  firstContact: unknown;
  invoiceContact: unknown;
  /** The wizard template's other inputs (spec point 2): the single-form sections answered so far. */
  ownerDetails: PersonDetail | null;
  agentDetails: PersonDetail | null;
  preApplication: PreApplication | null;
  plgData: PlgData | null;
  miscData: MiscData | null;
  /** Today's date in New Zealand (YYYY-MM-DD). */
  today: string;
  /** The consent this application was made from, when it was made from one of the user's consents here. */
  parent: ParentConsent | null;
}

/** One row of "My applications" (`GET /api/applications`). */
export const applicationListItemSchema = z.object({
  appId: z.number(),
  typeName: z.string(),
  typeCode: z.string(),
  param: z.string(),
  applicationType: z.number(),
  councilName: z.string(),
  status: z.enum(['in progress', 'completed']),
  completed: z.boolean(),
  /** Where it is in its life after submission (issue 18): the main page tells the applicant when the council needs them,
   * and a granted consent is the one a CCC, CPU or amendment starts from. */
  lifecycleStatus: z.enum(LIFECYCLE_STATUSES),
  step: z.number(),
  maxStep: z.number(),
  updatedAt: z.string(),
  /** When its declaration was signed (ISO timestamp), once submitted. */
  signedAt: z.string().nullable(),
  /** The site's address (its active parcel's street, suburb and city); null until a site location is saved. */
  address: z.string().nullable(),
  /** How the user reaches it: their own ('owner'), or shared with them as an editor or viewer (issue 19.6). */
  access: z.enum(ACCESS_ROLES),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;
