import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, idPart } from './FieldError';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the choice while it is chosen (GOV.UK's conditional reveal). */
  conditional?: ReactNode;
}

interface RadioGroupProps {
  /** The first radio's id (what an error summary links to); the others get `${id}-${value}`. */
  id: string;
  legend: ReactNode;
  /** The legend is the page's question: shown larger. */
  legendSize?: 'm' | 'default';
  hint?: ReactNode;
  error?: string;
  options: RadioOption[];
  /** react-hook-form's register(name): radios in one group share it. */
  input: UseFormRegisterReturn;
  /** The chosen value, to reveal its conditional content. */
  value?: string;
  inline?: boolean;
}

/** A question with one answer: a fieldset whose legend is the question, radios with large targets. */
export function RadioGroup({
  id,
  legend,
  legendSize = 'default',
  hint,
  error,
  options,
  input,
  value,
  inline,
}: RadioGroupProps) {
  // Leaving a group with Tab before choosing would have React Hook Form read it on blur as null (no radio checked),
  // which the forms' checks and saves do not take (Back crashed on the applicant's role, issue 15): it stays
  // unanswered ('') until a radio is chosen.
  const { onBlur: _readOnBlur, ...field } = input;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <fieldset className={inline ? 'radios radios--inline' : 'radios'} aria-describedby={describedBy}>
        <legend className={legendSize === 'm' ? 'radios__legend radios__legend--m' : 'radios__legend'}>{legend}</legend>
        {hint ? (
          <div id={`${id}-hint`} className="field__hint">
            {hint}
          </div>
        ) : null}
        {error ? <FieldError id={`${id}-error`} message={error} /> : null}
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${idPart(option.value)}`;
          return (
            <div key={option.value}>
              <div className="radio">
                <input className="radio__input" type="radio" id={optionId} value={option.value} {...field} />
                <label className="radio__label" htmlFor={optionId}>
                  {option.label}
                </label>
                {option.hint ? <div className="checkbox__hint">{option.hint}</div> : null}
              </div>
              {option.conditional && value === option.value ? (
                <div className="radios__conditional">{option.conditional}</div>
              ) : null}
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}

interface CheckboxProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  input: UseFormRegisterReturn;
  /** For one of several boxes sharing a field: the value it adds to the list. */
  value?: string;
  disabled?: boolean;
}

/** One tick box with a large target. */
export function Checkbox({ id, label, hint, input, value, disabled }: CheckboxProps) {
  return (
    <div className="checkbox">
      <input
        className="checkbox__input"
        type="checkbox"
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <div id={`${id}-hint`} className="checkbox__hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
