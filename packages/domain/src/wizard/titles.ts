import type { TypeCode } from '../applicationTypes.js';
import type { WizardFormId } from './forms.js';

/** The wizard's form step titles, verbatim from spec point 2. */
export const FORM_STEP_TITLES = {
  preApplication: 'Pre-application Meeting',
  pimQuestion: 'Do you require a PIM (Project Information Memorandum) with this application?',
  pimOnlyQuestion: 'The following matters are involved in the project:',
  recordOfTitle: 'Record of Title',
  applicantRole: "Applicant's Role",
  ownerDetail: "Owner's Detail",
  needAgent: 'Need Agent',
  agentDetail: "Agent's Detail",
  siteLocation: 'Site Location',
  project: 'Tell Us About Your Project',
  amendment: 'Amendment',
  specifiedSystems: 'Specified Systems',
  projectContacts: 'Project Contacts',
  plg1: 'FORM PLG 1',
  miscellaneousInformation: 'Miscellaneous Information',
  firstPointOfContact: 'First Point of Contact',
  invoicePayableBy: 'Invoice Payable By',
  fileAttachments: 'File Attachments',
} as const;

const TITLE_OF_FORM: Record<WizardFormId, string> = {
  preApplication: FORM_STEP_TITLES.preApplication,
  pim: FORM_STEP_TITLES.pimQuestion,
  applicantRole: FORM_STEP_TITLES.applicantRole,
  ownerDetails: FORM_STEP_TITLES.ownerDetail,
  agentDetails: FORM_STEP_TITLES.agentDetail,
  firstPointOfContact: FORM_STEP_TITLES.firstPointOfContact,
  invoicePayableBy: FORM_STEP_TITLES.invoicePayableBy,
  siteLocation: FORM_STEP_TITLES.siteLocation,
  recordOfTitle: FORM_STEP_TITLES.recordOfTitle,
  project: FORM_STEP_TITLES.project,
  contacts: FORM_STEP_TITLES.projectContacts,
  plg: FORM_STEP_TITLES.plg1,
  miscInfo: FORM_STEP_TITLES.miscellaneousInformation,
  attachments: FORM_STEP_TITLES.fileAttachments,
};

/** A form's title for an application type: PIM-only asks about matters, an amendment's project is 'Amendment'. */
export function formTitle(form: WizardFormId, typeCode: TypeCode): string {
  if (form === 'pim' && typeCode === 'pim') return FORM_STEP_TITLES.pimOnlyQuestion;
  if (form === 'project' && typeCode === 'abc') return FORM_STEP_TITLES.amendment;
  return TITLE_OF_FORM[form];
}
