import { parcelMessages, parcelMatchKey } from '@consent/domain';
import { useState, type ReactNode } from 'react';
import type { ParcelOption } from '../../api';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { addressLine, money } from './features';

interface Props {
  isOpen: boolean;
  options: ParcelOption[];
  /** 'choose': several matches for an address (Save, Cancel); 'add': adding in multiple mode (Save, Close). */
  purpose: 'choose' | 'add';
  onSave: (chosen: ParcelOption[]) => void;
  onCancel: () => void;
  /** Shown above the buttons: the add dialog's 'Error!' box. */
  children?: ReactNode;
}

/** A single match is chosen already (issue 15): the applicant confirms it rather than ticks the only box. */
function initialChoice(options: ParcelOption[]): Set<string> {
  const only = options.length === 1 ? options[0] : undefined;
  return only ? new Set([parcelMatchKey(only.location)]) : new Set<string>();
}

/** 'Select Parcel' (spec point 2): a checkbox per parcel; nothing chosen gives 'Please select the parcel!'. */
export function SelectParcelDialog({ isOpen, options, purpose, onSave, onCancel, children }: Props) {
  const [chosen, setChosen] = useState(() => initialChoice(options));
  const [problem, setProblem] = useState('');
  // New options start a new choice: adjusted while rendering, as React advises, rather than in an effect.
  const [choiceFor, setChoiceFor] = useState(options);
  if (choiceFor !== options) {
    setChoiceFor(options);
    setChosen(initialChoice(options));
    setProblem('');
  }
  const close = () => {
    setChosen(new Set());
    setProblem('');
    onCancel();
  };
  return (
    <Dialog title="Select Parcel" isOpen={isOpen} onClose={close} size="parcel">
      <fieldset className="checkboxes">
        <legend className="checkboxes__legend">Choose the parcel or parcels the building work is on</legend>
        {problem ? (
          <p className="field__error" role="alert">
            {problem}
          </p>
        ) : null}
        {options.map((option, index) => {
          const key = parcelMatchKey(option.location);
          const id = `select-parcel-${index}`;
          return (
            <div className="checkbox" key={key}>
              <input
                id={id}
                type="checkbox"
                className="checkbox__input"
                checked={chosen.has(key)}
                onChange={(event) => {
                  const next = new Set(chosen);
                  if (event.target.checked) next.add(key);
                  else next.delete(key);
                  setChosen(next);
                }}
              />
              <label className="checkbox__label" htmlFor={id}>
                {option.location.legalDesc || 'No legal description'} — {addressLine(option.location)}
                <span className="field__hint">
                  Valuation {option.location.valuationNumber || 'N/A'}, capital value{' '}
                  {money(option.location.capitalValue)}
                </span>
              </label>
            </div>
          );
        })}
      </fieldset>
      {children}
      <DialogActions>
        <Button
          onClick={() => {
            const picked = options.filter((o) => chosen.has(parcelMatchKey(o.location)));
            if (!picked.length) {
              setProblem(parcelMessages.selectParcel);
              return;
            }
            setChosen(new Set());
            setProblem('');
            onSave(picked);
          }}
        >
          Save
        </Button>
        <Button variant="secondary" onClick={close}>
          {purpose === 'add' ? 'Close' : 'Cancel'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
