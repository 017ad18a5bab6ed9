import type { UseFormReturn } from 'react-hook-form';
import { CompanyCombobox } from '../../../forms/CompanyCombobox';
import { fieldId } from '../../../forms/formRegistry';
import type { personTextField, PersonValues } from './personText';

interface RegisteredCompanyFieldsProps {
  rhf: UseFormReturn<PersonValues>;
  formId: string;
  /** The company name as typed, which the register search starts from. */
  fullName: string;
  text: ReturnType<typeof personTextField>;
}

/**
 * An owner or agent that is a registered company (spec point 3): its name, found in the companies register (which
 * fills in its NZBN and company number), and the person to contact there.
 */
export function RegisteredCompanyFields({ rhf, formId, fullName, text }: RegisteredCompanyFieldsProps) {
  return (
    <>
      <CompanyCombobox
        id={fieldId(formId, 'full_name')}
        label="Company name"
        error={rhf.formState.errors.full_name?.message}
        input={rhf.register('full_name')}
        value={fullName}
        onChoose={(found) => {
          rhf.setValue('full_name', found.name);
          rhf.setValue('nzbn', found.nzbn);
          rhf.setValue('rego', found.registration_number);
        }}
      />
      {text('nzbn', 'NZBN', {
        inputMode: 'numeric',
        hint: 'The New Zealand Business Number: 13 digits.',
        className: 'input--width-20',
      })}
      {text('rego', 'Company number', { inputMode: 'numeric', className: 'input--width-10' })}
      {text('contact_person', 'Contact person', { autoComplete: 'name' })}
    </>
  );
}
