import type { Council } from '@consent/domain';
import { SelectField, TextField } from '../../ui/Field';

/** The id of a field of the related application's step (`related-<field>`), which the error summary links to. */
export const relatedFieldId = (field: string) => `related-${field}`;

type ConsentField = 'councilId' | 'bcNumber' | 'passcode';

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
        <option value="">Choose a council</option>
        {councils.map((council) => (
          <option key={council.id} value={council.id}>
            {council.fullName}
          </option>
        ))}
      </SelectField>
      <TextField
        id={relatedFieldId('bcNumber')}
        label="Consent number"
        hint="As it appears on the council's consent, for example BC240123."
        error={errorFor('bcNumber')}
        value={values.bcNumber}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          set.bcNumber(event.target.value);
        }}
      />
      <TextField
        id={relatedFieldId('passcode')}
        label="Passcode"
        hint="The passcode printed with the consent number, letters and numbers only."
        error={errorFor('passcode')}
        value={values.passcode}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          set.passcode(event.target.value);
        }}
      />
    </div>
  );
}
