import type { WizardFormId } from '@consent/domain';
import type { ComponentType } from 'react';
import type { WizardFormProps } from '../../forms/formRegistry';
import { lazyScreen, type LazyScreen } from '../../routes/lazyScreen';

type FormComponent = LazyScreen<WizardFormProps>;

type FormCode = () => Promise<{ default: ComponentType<WizardFormProps> }>;

const person: FormCode = () => import('./forms/PersonForm');
const contact: FormCode = () => import('./forms/ContactForm');

/** Each form's code: the import its component makes. */
const CODE: Record<WizardFormId, FormCode> = {
  preApplication: () => import('./forms/PreApplicationForm'),
  pim: () => import('./forms/PimForm'),
  applicantRole: () => import('./forms/RoleForm'),
  ownerDetails: person,
  agentDetails: person,
  firstPointOfContact: contact,
  invoicePayableBy: contact,
  recordOfTitle: () => import('./forms/CertTitleForm'),
  plg: () => import('./forms/PlgForm'),
  miscInfo: () => import('./forms/MiscForm'),
  siteLocation: () => import('../location/SiteLocationForm'),
  project: () => import('../project/ProjectForm'),
  contacts: () => import('../contacts/ContactsForm'),
  attachments: () => import('../attachments/AttachmentsForm'),
};

const lazyOnce = new Map<FormCode, FormComponent>();
/**
 * Each form's component, loaded when a page first shows it (one per module: the person and contact forms share
 * theirs). A form whose code has arrived draws at once, with no "Loading the form…" and React's 300 ms hold after it
 * (ADR 0092's `lazyScreen`): on a phone the page's forms came about 0.3 s after its heading.
 */
export const FORM_COMPONENTS = Object.fromEntries(
  Object.entries(CODE).map(([form, code]) => {
    let component = lazyOnce.get(code);
    if (!component) lazyOnce.set(code, (component = lazyScreen(code)));
    return [form, component];
  }),
) as Record<WizardFormId, FormComponent>;

/** Starts a form's code (the wizard's route does, startPage.ts), so the form draws at once when its page renders. */
export const startFormCode = (form: WizardFormId): Promise<unknown> => FORM_COMPONENTS[form].start();
