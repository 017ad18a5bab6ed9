import { LICENCE_CLASS_NAMES } from '@consent/domain';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../ui/Field';
import type { ContactValues } from './contactValues';

interface RegistrationFieldsProps {
  rhf: UseFormReturn<ContactValues>;
  /** A licensed building practitioner (the contacts' lbp mode), or another professional. */
  lbp: boolean;
  professions: readonly string[];
  id: (field: string) => string;
  text: (name: 'licence_number' | 'registration_number', label: string, extra: Record<string, unknown>) => ReactNode;
}

/**
 * How the contact is registered: an LBP's number and licence class, or another professional's profession and their
 * number with their registration body.
 */
export function RegistrationFields({ rhf, lbp, professions, id, text }: RegistrationFieldsProps) {
  const { errors } = rhf.formState;
  if (lbp)
    return (
      <>
        {text('licence_number', 'LBP number', {
          hint: 'BP followed by 6 digits, like BP104233.',
          className: 'input--width-10',
          spellCheck: false,
        })}
        <SelectField
          id={id('licence_class')}
          label="Licence class"
          error={errors.licence_class?.message}
          {...rhf.register('licence_class')}
        >
          <option value="">Choose a licence class</option>
          {LICENCE_CLASS_NAMES.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </SelectField>
      </>
    );
  return (
    <>
      <SelectField
        id={id('profession')}
        label="Profession"
        error={errors.profession?.message}
        {...rhf.register('profession')}
      >
        <option value="">Choose a profession</option>
        {professions.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </SelectField>
      {text('registration_number', 'Registration number (optional)', {
        hint: 'Their number with their registration body, for example their CPEng or registered architect number.',
      })}
    </>
  );
}
