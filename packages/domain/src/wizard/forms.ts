/**
 * The forms the wizard shows, named after the spec's step titles (point 2). A page shows one or
 * more of these; whether each is required is decided in `required.ts`.
 *
 * The 'Need Agent' question has no rule of its own in spec point 5, so it is part of the
 * agent form (titled "Agent's Detail") rather than a form of its own. Specified Systems is
 * folded into the project form and the regional-council step 12 is unused, so neither is a form.
 */
export const WIZARD_FORMS = [
  'preApplication',
  'pim',
  'applicantRole',
  'ownerDetails',
  'agentDetails',
  'firstPointOfContact',
  'invoicePayableBy',
  'siteLocation',
  'recordOfTitle',
  'project',
  'contacts',
  'plg',
  'miscInfo',
  'attachments',
] as const;
export type WizardFormId = (typeof WIZARD_FORMS)[number];
