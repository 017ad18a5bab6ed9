import type { TypeCode } from '../applicationTypes.js';
import type { CouncilConfig } from '../council.js';
import type { WizardPageId } from './pages.js';
import { WIZARD_FORMS, formsOfPage, pagePartsOf, type WizardFormId } from './formParts.js';

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

/** Spec point 5 "Which wizard forms are required": each form's own rule, in its definition. */
export function isFormRequired(form: WizardFormId, ctx: WizardContext): boolean {
  return pagePartsOf(form).required(ctx);
}

/** The required forms, in page order. */
export function requiredForms(ctx: WizardContext): WizardFormId[] {
  return WIZARD_FORMS.filter((form) => isFormRequired(form, ctx));
}

/** The forms a page shows for this application: its required forms, in the page's order. */
export function visibleForms(page: WizardPageId, ctx: WizardContext): WizardFormId[] {
  return formsOfPage(page).filter((form) => isFormRequired(form, ctx));
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
    config: {
      enablePreApplication: false,
      enableFirstPointOfContact: false,
      enableFeesInvoiceChargeTo: false,
      enablePIMOnlyPLG1: false,
    },
    userDetailsMissing: false,
    roleCompleted: true,
    role: null,
  });
}

/** The owner's and agent's street address is editable and required for ccc, abc, or a clone. */
export function streetAddressRequired(ctx: Pick<WizardContext, 'typeCode' | 'notes'>): boolean {
  return ctx.typeCode === 'ccc' || ctx.typeCode === 'abc' || (ctx.notes ?? '').includes('Clone from Application');
}
