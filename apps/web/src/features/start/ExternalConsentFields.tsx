import type { Council } from '@consent/domain';
import { SelectField, TextField } from '../../ui/Field';
import { CouncilOptions } from './CouncilOptions';

/** The id of a field of the related application's step (`related-<field>`), which the error summary links to. */
export const relatedFieldId = (field: string) => `related-${field}`;

type ConsentField = 'councilId' | 'bcNumber' | 'passcode';

/** The consent's own fields, typed as the council printed them. */
const CONSENT_FIELDS = [
  { field: 'bcNumber', label: 'Consent number', hint: "As it appears on the council's consent, for example BC240123." },
  {
    field: 'passcode',
    label: 'Passcode',
    hint: 'The passcode printed with the consent number, letters and numbers only.',
  },
] as const;

interface ExternalConsentFieldsProps {
  councils: Council[];
  /** Shown under the choice of the user's own consents, as that choice's conditional part. */
  conditional: boolean;
  values: Record<ConsentField, string>;
  set: Record<ConsentField, (value: string) => void>;
  errorFor: (field: string) => string | undefined;
}

/**
 * A consent the council granted outside this service, named by its council, consent number (bc_number) and passcode.
 */
export function ExternalConsentFields({ councils, conditional, values, set, errorFor }: ExternalConsentFieldsProps) {
  return (
    <div className={conditional ? 'radios__conditional' : undefined}>
      <SelectField
        id={relatedFieldId('councilId')}
        label="Council that granted the consent"
        error={errorFor('councilId')}
        value={values.councilId}
        onChange={(event) => {
          set.councilId(event.target.value);
        }}
      >
        <CouncilOptions councils={councils} />
      </SelectField>
      {CONSENT_FIELDS.map(({ field, label, hint }) => (
        <TextField
          key={field}
          id={relatedFieldId(field)}
          label={label}
          hint={hint}
          error={errorFor(field)}
          value={values[field]}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            set[field](event.target.value);
          }}
        />
      ))}
    </div>
  );
}
