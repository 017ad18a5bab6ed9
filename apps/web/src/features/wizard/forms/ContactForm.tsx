import {
  CONTACT_TYPE,
  NOT_AVAILABLE,
  contactFromProfile,
  isAgent,
  savedContact,
  type Contact,
  type ContactAttribute,
} from '@consent/domain';
import { useForm } from 'react-hook-form';
import { useWizardCalls } from '../../../api';
import { TextField } from '../../../ui/Field';
import { Checkbox, RadioGroup } from '../../../ui/RadioGroup';
import { contactSave } from '../../contacts/serverOrNetworkError';
import { UseMyDetails } from '../../profile/UseMyDetails';
import { FormSection } from '../../../forms/FormSection';
import {
  fieldId,
  saveOrProblems,
  showProblems,
  useWizardForm,
  type WizardFormProps,
} from '../../../forms/formRegistry';
import { loadFormChecks } from '../../../forms/loadFormChecks';

type Text =
  'name' | 'company' | 'phone' | 'email' | 'profession' | 'street' | 'suburb' | 'region' | 'city' | 'postcode';
type Values = Record<Text, string> & { contactType: string; phoneNA: boolean; emailNA: boolean };

const EMPTY: Values = {
  contactType: '',
  name: '',
  company: '',
  phone: '',
  email: '',
  profession: '',
  street: '',
  suburb: '',
  region: '',
  city: '',
  postcode: '',
  phoneNA: false,
  emailNA: false,
};

/** The saved answer as the server answered it (checked when saved): one that is not a contact starts empty. */
function valuesOf(saved: unknown): Values {
  const c = savedContact(saved);
  if (!c) return EMPTY;
  return {
    ...EMPTY,
    ...c,
    contactType: String(c.contactType),
    phone: c.phone === NOT_AVAILABLE ? '' : c.phone,
    email: c.email === NOT_AVAILABLE ? '' : c.email,
    phoneNA: c.phone === NOT_AVAILABLE,
    emailNA: c.email === NOT_AVAILABLE,
  };
}

/**
 * First point of contact, or invoice payable by (spec point 3): the owner, the agent, or someone
 * else (type 11), whose details are asked for. Saved as the application's firstContact or
 * invoiceContact attribute.
 */
export default function ContactForm({ appId, application, form, title, isFirst }: WizardFormProps) {
  const attribute: ContactAttribute = form === 'firstPointOfContact' ? 'firstContact' : 'invoiceContact';
  const calls = useWizardCalls();
  const rhf = useForm<Values>({ defaultValues: valuesOf(application[attribute]) });
  const { errors } = rhf.formState;
  const [contactType, phoneNA, emailNA] = rhf.watch(['contactType', 'phoneNA', 'emailNA']);

  const contact = (): Contact | null => {
    const v = rhf.getValues();
    if (!v.contactType) return null;
    const type = Number(v.contactType) as Contact['contactType'];
    const blank = {
      name: '',
      company: '',
      phone: '',
      email: '',
      profession: '',
      street: '',
      suburb: '',
      region: '',
      city: '',
      postcode: '',
    };
    if (type !== CONTACT_TYPE.OTHER) return { contactType: type, ...blank };
    const trimmed = Object.fromEntries(Object.keys(blank).map((k) => [k, v[k as Text].trim()])) as typeof blank;
    return {
      contactType: type,
      ...trimmed,
      phone: v.phoneNA ? NOT_AVAILABLE : trimmed.phone,
      email: v.emailNA ? NOT_AVAILABLE : trimmed.email,
    };
  };
  // The server names fields under the attribute ('invoiceContact.phone'); here they are the form's own.
  const fieldName = (field: string) => field.replace(`${attribute}.`, '');

  useWizardForm(form, {
    validate: async (mode) => {
      const { checkContact } = await loadFormChecks();
      return showProblems(rhf, attribute, checkContact(contact(), mode, attribute), fieldName);
    },
    save(mode) {
      const value = contact();
      if (value === null) return Promise.resolve([]);
      return saveOrProblems(
        rhf,
        attribute,
        () => contactSave(calls.editApplication(appId, { [attribute]: value }, mode)),
        fieldName,
      );
    },
  });

  const id = (field: string) => fieldId(attribute, field);
  const text = (name: Text, label: string, extra: Record<string, unknown> = {}) => (
    <TextField id={id(name)} label={label} error={errors[name]?.message} {...extra} {...rhf.register(name)} />
  );
  const other = (
    <>
      <UseMyDetails
        id={attribute}
        whose={attribute === 'firstContact' ? 'contact' : 'invoice'}
        onUse={(profile, email) => {
          for (const [name, value] of Object.entries(contactFromProfile(profile, email)))
            rhf.setValue(name as Text, value as string, { shouldDirty: true });
          // A number and an address are now known.
          rhf.setValue('phoneNA', false);
          rhf.setValue('emailNA', false);
        }}
      />
      {text('name', 'Full name', { autoComplete: 'name' })}
      {text('company', 'Company (optional)', { autoComplete: 'organization' })}
      {text('phone', 'Phone number', { type: 'tel', autoComplete: 'tel', disabled: phoneNA })}
      <Checkbox id={id('phoneNA')} label="I don't have this information" input={rhf.register('phoneNA')} />
      {text('email', 'Email address', { type: 'email', autoComplete: 'email', spellCheck: false, disabled: emailNA })}
      <Checkbox id={id('emailNA')} label="I don't have this information" input={rhf.register('emailNA')} />
      {text('profession', 'Profession (optional)')}
      {text('street', 'Street address (optional)', { autoComplete: 'address-line1' })}
      {text('suburb', 'Suburb (optional)', { autoComplete: 'address-line2' })}
      {text('city', 'Town or city (optional)', { autoComplete: 'address-level2' })}
      {text('region', 'Region (optional)', { autoComplete: 'address-level1' })}
      {text('postcode', 'Postcode (optional)', {
        inputMode: 'numeric',
        autoComplete: 'postal-code',
        className: 'input--width-5',
      })}
    </>
  );
  const agentApplicant = isAgent(application.applicantRole);
  return (
    <FormSection id={attribute} title={title} isFirst={isFirst}>
      <RadioGroup
        id={id('contactType')}
        legend={
          attribute === 'firstContact'
            ? 'Who should the council contact first about this application?'
            : 'Who should the council send the invoice to?'
        }
        input={rhf.register('contactType')}
        value={contactType}
        error={errors.contactType?.message}
        options={[
          { value: String(CONTACT_TYPE.OWNER), label: 'The owner' },
          ...(agentApplicant ? [{ value: String(CONTACT_TYPE.AGENT), label: 'The agent (you)' }] : []),
          { value: String(CONTACT_TYPE.OTHER), label: 'Someone else', conditional: other },
        ]}
      />
    </FormSection>
  );
}
