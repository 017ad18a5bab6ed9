import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import type { FeeScheduleDraft } from './feeScheduleDraft';

type Bands = FeeScheduleDraft['bands'];

/** The value bands: each from, to (blank for no upper end, the last band only) and the fee for values in it. */
export function FeeBands({
  bands,
  onChange,
  errorOf,
}: {
  bands: Bands;
  onChange: (bands: Bands) => void;
  errorOf: (id: string) => string | undefined;
}) {
  const set = (i: number, part: keyof Bands[number], value: string) => {
    onChange(bands.map((band, j) => (j === i ? { ...band, [part]: value } : band)));
  };
  return (
    <fieldset className="fieldset">
      <legend>Building consent fee by estimated value (excluding GST)</legend>
      <p className="field__hint">
        A value is in a band from its lower end up to, not including, its upper end. Leave the last band’s upper end
        blank.
      </p>
      {bands.map((band, i) => {
        const n = i + 1;
        const id = (part: string) => `fee-band-${i}-${part}`;
        return (
          <div key={i} className="fee-band" role="group" aria-label={`Value band ${n}`}>
            <TextField
              id={id('fromCents')}
              label={`Band ${n} from ($)`}
              value={band.from}
              inputMode="decimal"
              error={errorOf(id('fromCents'))}
              onChange={(e) => {
                set(i, 'from', e.target.value);
              }}
            />
            <TextField
              id={id('toCents')}
              label={`Band ${n} up to ($)`}
              value={band.to}
              inputMode="decimal"
              error={errorOf(id('toCents'))}
              onChange={(e) => {
                set(i, 'to', e.target.value);
              }}
            />
            <TextField
              id={id('amountCents')}
              label={`Band ${n} fee ($)`}
              value={band.amount}
              inputMode="decimal"
              error={errorOf(id('amountCents'))}
              onChange={(e) => {
                set(i, 'amount', e.target.value);
              }}
            />
            {bands.length > 1 ? (
              <Button
                variant="quiet"
                onClick={() => {
                  onChange(bands.filter((_, j) => j !== i));
                }}
              >
                Remove band {n}
              </Button>
            ) : null}
          </div>
        );
      })}
      <Button
        variant="secondary"
        onClick={() => {
          onChange([...bands, { from: bands.at(-1)?.to ?? '', to: '', amount: '' }]);
        }}
      >
        Add a band
      </Button>
    </fieldset>
  );
}
