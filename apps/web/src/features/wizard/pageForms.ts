import type { WizardFormId } from '@consent/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WizardFormProps } from '../../forms/formRegistry';

type FormComponent = LazyExoticComponent<ComponentType<WizardFormProps>>;

const person = lazy(() => import('./forms/PersonForm'));
const contact = lazy(() => import('./forms/ContactForm'));

/** Each form's component, loaded when a page first shows it. */
export const FORM_COMPONENTS: Record<WizardFormId, FormComponent> = {
  preApplication: lazy(() => import('./forms/PreApplicationForm')),
  pim: lazy(() => import('./forms/PimForm')),
  applicantRole: lazy(() => import('./forms/RoleForm')),
  ownerDetails: person,
  agentDetails: person,
  firstPointOfContact: contact,
  invoicePayableBy: contact,
  recordOfTitle: lazy(() => import('./forms/CertTitleForm')),
  plg: lazy(() => import('./forms/PlgForm')),
  miscInfo: lazy(() => import('./forms/MiscForm')),
  siteLocation: lazy(() => import('../location/SiteLocationForm')),
  project: lazy(() => import('../project/ProjectForm')),
  contacts: lazy(() => import('../contacts/ContactsForm')),
  attachments: lazy(() => import('../attachments/AttachmentsForm')),
};
