import type { LegalDescriptionBlock } from '@consent/domain';
import { TextField } from '../../ui/Field';
import { FieldError } from '../../ui/FieldError';

interface Props {
  value: LegalDescriptionBlock;
  onChange: (value: LegalDescriptionBlock) => void;
  error?: string;
  /**
   * The parcel search has answered for this address and found no council parcel. Until it has (nothing chosen yet,
   * or the search still running) the panel does not say that none was found (issue 15).
   */
  noParcelFound: boolean;
}

/** The legal description panel (spec point 3): lot and DP, or RSN, or the description as written on the title. */
export function LegalPanel({ value, onChange, error, noParcelFound }: Props) {
  const field = (name: keyof LegalDescriptionBlock) => ({
    value: value[name] ?? '',
    onChange: (event: { target: { value: string } }) => {
      onChange({ ...value, [name]: event.target.value });
    },
  });
  return (
    <fieldset className="legal-panel" aria-describedby="site-legal-help">
      <legend className="checkboxes__legend">Legal description of the site</legend>
      <p id="site-legal-help" className="field__hint">
        {noParcelFound
          ? 'No council parcel was found for this address. '
          : 'Choose the address from the list to find its council parcel, or type it. '}
        Enter the lot and deposited plan (DP) numbers, or the reserve or section number (RSN), or the legal description
        as it appears on the record of title.{' '}
        <a href="https://www.linz.govt.nz/guidance/property-ownership/record-title" target="_blank" rel="noreferrer">
          Where to find the legal description (opens in a new tab)
        </a>
      </p>
      {error ? <FieldError id="site-legal_other-error" message={error} /> : null}
      <div className="legal-panel__row">
        <TextField id="site-lot" label="Lot" className="input--width-5" {...field('lot')} />
        <TextField id="site-dp" label="DP" inputMode="numeric" className="input--width-10" {...field('dp')} />
      </div>
      <TextField id="site-rsn" label="RSN" className="input--width-10" {...field('rsn')} />
      <TextField
        id="site-legal_other"
        label="Other legal description"
        aria-invalid={error ? true : undefined}
        {...field('legal_other')}
      />
    </fieldset>
  );
}
