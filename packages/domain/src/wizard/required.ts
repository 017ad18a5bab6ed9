import type { TypeCode } from '../applicationTypes.js';
import { isAgent } from '../constants.js';
import type { CouncilConfig } from '../council.js';
import { WIZARD_FORMS, type WizardFormId } from './forms.js';
import { wizardPage, type WizardPageId } from './pages.js';

/** The council config flags that decide which wizard forms are shown. */
export type WizardConfig = Pick<
  CouncilConfig,
  'enablePreApplication' | 'enableFirstPointOfContact' | 'enableFeesInvoiceChargeTo' | 'enablePIMOnlyPLG1'
>;

/** What the wizard needs to know about an application to decide its route. */
export interface WizardContext {
  typeCode: TypeCode;
  config: WizardConfig;
  /** The applicant's own user details are incomplete (not userValid). */
  userDetailsMissing: boolean;
  /** The Applicant's Role form has been answered. */
  roleCompleted: boolean;
  /** app_signee, stored uppercased ('OWNER' | 'AGENT'); compared case-insensitively. */
  role: string | null;
  /** app_notes; a clone says 'Clone from Application'. */
  notes?: string | null;
}

const typeIs = (ctx: WizardContext, ...codes: TypeCode[]) => codes.includes(ctx.typeCode);

/**
 * Spec point 5 "Which wizard forms are required", one rule per form.
 * Of the two config flags the spec gives the first-contact page, enableFirstPointOfContact governs
 * First Point of Contact and enableFeesInvoiceChargeTo governs Invoice Payable By (fees invoice charge
 * to = who the invoice is payable by); the page is shown when either form is.
 */
const FORM_RULES: Record<WizardFormId, (ctx: WizardContext) => boolean> = {
  preApplication: (ctx) => typeIs(ctx, 'bc', 'pim') && ctx.config.enablePreApplication,
  pim: (ctx) => typeIs(ctx, 'bc', 'pim'),
  applicantRole: () => true,
  ownerDetails: (ctx) =>
    !typeIs(ctx, 'cpu') && (ctx.userDetailsMissing || !ctx.roleCompleted || isAgent(ctx.role)),
  agentDetails: (ctx) => ctx.userDetailsMissing && isAgent(ctx.role),
  firstPointOfContact: (ctx) => ctx.config.enableFirstPointOfContact && !typeIs(ctx, 'ccc'),
  invoicePayableBy: (ctx) => ctx.config.enableFeesInvoiceChargeTo && !typeIs(ctx, 'ccc'),
  siteLocation: (ctx) => !typeIs(ctx, 'ccc', 'cpu'),
  recordOfTitle: (ctx) => !typeIs(ctx, 'ccc', 'cpu'),
  // Specified Systems is folded into the project form, so the project page is always shown.
  project: () => true,
  // A resource consent uses the site, owner/agent, project description and PLG pages (and attachments).
  contacts: (ctx) => !typeIs(ctx, 'pim', 'ca', 'cpu', 'rc'),
  plg: (ctx) => (typeIs(ctx, 'pim') ? ctx.config.enablePIMOnlyPLG1 : !typeIs(ctx, 'abc', 'ca', 'ccc', 'cpu')),
  miscInfo: (ctx) => !typeIs(ctx, 'pim', 'abc', 'ca', 'ccc', 'cpu', 'rc'),
  attachments: (ctx) => !typeIs(ctx, 'ccc'),
};

export function isFormRequired(form: WizardFormId, ctx: WizardContext): boolean {
  return FORM_RULES[form](ctx);
}

/** The required forms, in page order. */
export function requiredForms(ctx: WizardContext): WizardFormId[] {
  return WIZARD_FORMS.filter((form) => isFormRequired(form, ctx));
}

/** The forms a page shows for this application: its required forms, in the page's order. */
export function visibleForms(page: WizardPageId, ctx: WizardContext): WizardFormId[] {
  return wizardPage(page).forms.filter((form) => isFormRequired(form, ctx));
}

/** A page is required when any of its forms is; a page with no required form is skipped. */
export function isPageRequired(page: WizardPageId, ctx: WizardContext): boolean {
  return visibleForms(page, ctx).length > 0;
}

/**
 * Whether an application of this type has a File Attachments page, for choosing one outside the wizard (the main
 * page's "Upload documents") where only its type code is known. The attachments rule reads the type code alone, so
 * the page engine is asked with that type and a returning owner's context rather than the rule written out again.
 */
export function hasAttachmentsPage(typeCode: TypeCode): boolean {
  return isPageRequired('attachments', {
    typeCode,
    config: { enablePreApplication: false, enableFirstPointOfContact: false, enableFeesInvoiceChargeTo: false, enablePIMOnlyPLG1: false },
    userDetailsMissing: false,
    roleCompleted: true,
    role: null,
  });
}

/** The owner's and agent's street address is editable and required for ccc, abc, or a clone. */
export function streetAddressRequired(ctx: Pick<WizardContext, 'typeCode' | 'notes'>): boolean {
  return ctx.typeCode === 'ccc' || ctx.typeCode === 'abc' || (ctx.notes ?? '').includes('Clone from Application');
}
