import type { TypeCode } from '../applicationTypes.js';
import { isAgent } from '../constants.js';
import { addedForms, afterAdding } from './addedForms.js';
import { WIZARD_PAGES, type WizardPageId } from './pages.js';
import type { WizardContext } from './required.js';
import { FORM_STEP_TITLES } from './titles.js';

/*
 * What a wizard page draws each form with: its page, its titles and whether this application must answer it (ADR
 * 0089). Each definition (definitions/) takes its parts from here, so they are written once; this file holds no schema,
 * so a page can be drawn before the code that checks and saves its forms has arrived (the schemas, in zod, are about a
 * third of a wizard page's own code).
 */

/** The parts of a form a page is drawn with. */
export interface FormPageParts {
  /** The wizard page that shows it. */
  readonly page: WizardPageId;
  /** Its step title (spec point 2, verbatim) for an application of this type. */
  readonly title: (typeCode: TypeCode) => string;
  /** Its name in a list of pages (the task list, "what changed"): its title unless a shorter one reads better. */
  readonly name: (typeCode: TypeCode) => string;
  /** Spec point 5 "Which wizard forms are required": whether this application must answer it. */
  readonly required: (ctx: WizardContext) => boolean;
}

/** Whether the application is of one of these types: the words of most required-ness rules. */
export const typeIs = (ctx: Pick<WizardContext, 'typeCode'>, ...codes: TypeCode[]): boolean =>
  codes.includes(ctx.typeCode);

const titled = (title: string) => ({ title: () => title, name: () => title });

/** Every wizard form's page parts, named after the spec's step titles (point 2), in page order. */
export const FORM_PARTS = {
  preApplication: {
    page: 'preApplicationAndPim',
    ...titled(FORM_STEP_TITLES.preApplication),
    required: (ctx) => typeIs(ctx, 'bc', 'pim') && ctx.config.enablePreApplication,
  },
  pim: {
    page: 'preApplicationAndPim',
    title: (typeCode) => (typeCode === 'pim' ? FORM_STEP_TITLES.pimOnlyQuestion : FORM_STEP_TITLES.pimQuestion),
    // The question is too long for a list of pages: named by its subject there.
    name: (typeCode) => (typeCode === 'pim' ? 'PIM matters' : 'PIM (Project Information Memorandum)'),
    required: (ctx) => typeIs(ctx, 'bc', 'pim'),
  },
  applicantRole: { page: 'applicantRole', ...titled(FORM_STEP_TITLES.applicantRole), required: () => true },
  ownerDetails: {
    page: 'ownerDetails',
    ...titled(FORM_STEP_TITLES.ownerDetail),
    // Asked unless a CPU, when the applicant's own details are missing, the role is unanswered or an agent applies.
    required: (ctx) => !typeIs(ctx, 'cpu') && (ctx.userDetailsMissing || !ctx.roleCompleted || isAgent(ctx.role)),
  },
  agentDetails: {
    page: 'agentDetails',
    ...titled(FORM_STEP_TITLES.agentDetail),
    required: (ctx) => ctx.userDetailsMissing && isAgent(ctx.role),
  },
  firstPointOfContact: {
    page: 'firstContactAndInvoice',
    ...titled(FORM_STEP_TITLES.firstPointOfContact),
    // Governed by the council's enableFirstPointOfContact; a CCC does not ask it.
    required: (ctx) => ctx.config.enableFirstPointOfContact && !typeIs(ctx, 'ccc'),
  },
  invoicePayableBy: {
    page: 'firstContactAndInvoice',
    ...titled(FORM_STEP_TITLES.invoicePayableBy),
    // Governed by the council's enableFeesInvoiceChargeTo; a CCC does not ask it.
    required: (ctx) => ctx.config.enableFeesInvoiceChargeTo && !typeIs(ctx, 'ccc'),
  },
  siteLocation: {
    page: 'siteLocationAndTitle',
    ...titled(FORM_STEP_TITLES.siteLocation),
    required: (ctx) => !typeIs(ctx, 'ccc', 'cpu'),
  },
  recordOfTitle: {
    page: 'siteLocationAndTitle',
    ...titled(FORM_STEP_TITLES.recordOfTitle),
    required: (ctx) => !typeIs(ctx, 'ccc', 'cpu'),
  },
  project: {
    page: 'project',
    title: (typeCode) => (typeCode === 'abc' ? FORM_STEP_TITLES.amendment : FORM_STEP_TITLES.project),
    name: (typeCode) => (typeCode === 'abc' ? FORM_STEP_TITLES.amendment : FORM_STEP_TITLES.project),
    required: () => true,
  },
  contacts: {
    page: 'contacts',
    ...titled(FORM_STEP_TITLES.projectContacts),
    required: (ctx) => !typeIs(ctx, 'pim', 'ca', 'cpu', 'rc'),
  },
  plg: {
    page: 'plg',
    ...titled(FORM_STEP_TITLES.plg1),
    // A PIM asks it where the council says so (enablePIMOnlyPLG1); an amendment, CoA, CCC or CPU never.
    required: (ctx) => (typeIs(ctx, 'pim') ? ctx.config.enablePIMOnlyPLG1 : !typeIs(ctx, 'abc', 'ca', 'ccc', 'cpu')),
  },
  miscInfo: {
    page: 'miscInfo',
    ...titled(FORM_STEP_TITLES.miscellaneousInformation),
    // Asked of a building consent and its kin, not of a PIM, amendment, CoA, CCC, CPU or resource consent.
    required: (ctx) => !typeIs(ctx, 'pim', 'abc', 'ca', 'ccc', 'cpu', 'rc'),
  },
  attachments: {
    page: 'attachments',
    ...titled(FORM_STEP_TITLES.fileAttachments),
    required: (ctx) => !typeIs(ctx, 'ccc'),
  },
} as const satisfies Readonly<Record<string, FormPageParts>>;

/** A wizard form, by its id. */
export type WizardFormId = keyof typeof FORM_PARTS;

/** A form's page parts: the table's, or those of a form a test added (addedForms.ts). */
export function pagePartsOf(form: WizardFormId): FormPageParts {
  const name: string = form;
  return addedForms.get(name) ?? FORM_PARTS[form];
}

/** The forms a page shows when they are required, in the table's order (a form a test added, last). */
export function formsOfPage(page: WizardPageId): WizardFormId[] {
  const forms = [...Object.keys(FORM_PARTS), ...addedForms.keys()] as WizardFormId[];
  return forms.filter((form) => pagePartsOf(form).page === page);
}

const wizardForms: WizardFormId[] = [];
const makeList = () => {
  wizardForms.splice(0, wizardForms.length, ...WIZARD_PAGES.flatMap((page) => formsOfPage(page.id)));
};
makeList();
afterAdding.push(makeList);

/** Every form, in page order. */
export const WIZARD_FORMS: readonly WizardFormId[] = wizardForms;

/** A form's title for an application type: PIM-only asks about matters, an amendment's project is 'Amendment'. */
export function formTitle(form: WizardFormId, typeCode: TypeCode): string {
  return pagePartsOf(form).title(typeCode);
}

/** A form's name in a list of pages: its title, but the PIM question named by its subject. */
export function formName(form: WizardFormId, typeCode: TypeCode): string {
  return pagePartsOf(form).name(typeCode);
}
