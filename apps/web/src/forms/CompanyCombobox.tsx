import { COMPANY_AUTOCOMPLETE_MIN, type CompanySearchResult } from '@consent/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useWizardCalls } from '../api';
import { Combobox } from '../ui/Combobox';

const DELAY_MS = 300;

interface CompanyComboboxProps {
  id: string;
  label: string;
  error?: string;
  input: UseFormRegisterReturn;
  value: string;
  onChoose: (company: CompanySearchResult) => void;
}

/**
 * The company name with suggestions from the company register from 2 characters (spec point 5). The field stays
 * react-hook-form's: typing goes through its onChange, and its ref lets the form focus the field on an error.
 */
export function CompanyCombobox({ id, label, error, input, value, onChoose }: CompanyComboboxProps) {
  const calls = useWizardCalls();
  return (
    <Combobox<CompanySearchResult>
      id={id}
      label={label}
      hint={`Type at least ${COMPANY_AUTOCOMPLETE_MIN} letters to search the companies register, then choose the company.`}
      error={error}
      value={value}
      name={input.name}
      inputRef={input.ref}
      onType={(text) => void input.onChange({ target: { name: input.name, value: text }, type: 'change' })}
      onBlur={(event) => void input.onBlur(event)}
      // A refusal from the register is announced instead of a count; its list is empty.
      search={(q) =>
        calls
          .searchCompanies(q)
          .then((answer) => ({ items: answer.data, message: answer.result === 'error' ? answer.message : undefined }))
      }
      minLength={COMPANY_AUTOCOMPLETE_MIN}
      delayMs={DELAY_MS}
      listLabel="Companies found"
      itemKey={(company) => company.nzbn}
      itemText={(company) => company.name}
      renderItem={(company) => (
        <>
          {company.name}
          <span className="combobox__option-meta">
            NZBN {company.nzbn}
            {company.registration_number ? `, company number ${company.registration_number}` : ''}
          </span>
        </>
      )}
      announce={(n) => `${n} ${n === 1 ? 'company' : 'companies'} found`}
      onChoose={onChoose}
    />
  );
}
