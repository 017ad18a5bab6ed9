import type { WizardFormId } from '@consent/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WizardFormProps } from '../../forms/formRegistry';

type FormComponent = LazyExoticComponent<ComponentType<WizardFormProps>>;

type FormCode = () => Promise<{ default: ComponentType<WizardFormProps> }>;

const person: FormCode = () => import('./forms/PersonForm');
const contact: FormCode = () => import('./forms/ContactForm');

/** Each form's code: the import its component makes, which the wizard's route also starts early (startPage.ts). */
export const FORM_CODE: Record<WizardFormId, FormCode> = {
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
/** Each form's component, loaded when a page first shows it (one lazy component per module: the person and contact forms share theirs). */
export const FORM_COMPONENTS = Object.fromEntries(
  Object.entries(FORM_CODE).map(([form, code]) => {
    let component = lazyOnce.get(code);
    if (!component) lazyOnce.set(code, (component = lazy(code)));
    return [form, component];
  }),
) as Record<WizardFormId, FormComponent>;
