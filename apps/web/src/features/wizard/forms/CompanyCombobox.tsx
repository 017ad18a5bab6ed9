import { COMPANY_AUTOCOMPLETE_MIN, type CompanySearchResult } from '@consent/domain';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useWizardCalls } from '../../../api';
import { describedBy } from '../../../ui/Field';

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
 * The company name with suggestions from the company register from 2 characters (spec point 5):
 * the ARIA 1.2 combobox pattern (list autocomplete), usable by keyboard and announced by screen readers.
 */
export function CompanyCombobox({ id, label, error, input, value, onChoose }: CompanyComboboxProps) {
  const calls = useWizardCalls();
  const listId = useId();
  const [results, setResults] = useState<CompanySearchResult[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const [typed, setTyped] = useState(false);

  useEffect(() => {
    const q = value.trim();
    if (!typed || q.length < COMPANY_AUTOCOMPLETE_MIN) {
      setResults([]);
      setOpen(false);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      calls
        .searchCompanies(q)
        .then((answer) => {
          if (!current) return;
          setResults(answer.data);
          setOpen(answer.data.length > 0);
          setActive(-1);
          setStatus(answer.result === 'error' ? answer.message : `${answer.data.length} ${answer.data.length === 1 ? 'company' : 'companies'} found`);
        })
        .catch(() => current && setStatus(''));
    }, DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // calls is rebuilt each render; the search depends on what was typed only.
  }, [value, typed]);

  function choose(company: CompanySearchResult) {
    onChoose(company);
    setTyped(false);
    setOpen(false);
    setStatus(`${company.name} chosen`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(results[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const hint = `Type at least ${COMPANY_AUTOCOMPLETE_MIN} letters to search the companies register, then choose the company.`;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div id={`${id}-hint`} className="field__hint">
        {hint}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <div className="combobox">
        <input
          id={id}
          className={error ? 'input input--error' : 'input'}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          autoComplete="off"
          {...input}
          onChange={(event) => {
            setTyped(true);
            void input.onChange(event);
          }}
          onBlur={(event) => {
            setTimeout(() => setOpen(false), 150);
            void input.onBlur(event);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label="Companies found" className="combobox__list" hidden={!open}>
          {results.map((company, index) => (
            <li
              key={company.nzbn}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="combobox__option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(company)}
            >
              {company.name}
              <span className="combobox__option-meta">
                NZBN {company.nzbn}
                {company.registration_number ? `, company number ${company.registration_number}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {status}
      </div>
    </div>
  );
}
