import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';

interface LicenceClassDialogProps {
  practitioner: string;
  classNames: string[] | null;
  onChoose: (className: string) => void;
  onCancel: () => void;
}

/** The licensed-classes dialog (600x350, spec point 2): a practitioner with several current classes; the applicant picks one. */
export function LicenceClassDialog({ practitioner, classNames, onChoose, onCancel }: LicenceClassDialogProps) {
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState('');
  const close = () => {
    setChosen('');
    setError('');
    onCancel();
  };
  return (
    <Dialog title="Choose a licence class" isOpen={classNames !== null} onClose={close} size="licenceClass">
      <div className={error ? 'field field--error' : 'field'}>
        <fieldset className="radios" aria-describedby={error ? 'licence-class-error' : undefined}>
          <legend className="radios__legend">Which of {practitioner}'s licence classes is this work under?</legend>
          {error ? (
            <p id="licence-class-error" className="field__error">
              <span className="visually-hidden">Error: </span>
              {error}
            </p>
          ) : null}
          {(classNames ?? []).map((name, index) => (
            <div className="radio" key={name}>
              <input
                className="radio__input"
                type="radio"
                name="licence-class"
                id={`licence-class-${index}`}
                value={name}
                checked={chosen === name}
                onChange={() => {
                  setChosen(name);
                }}
              />
              <label className="radio__label" htmlFor={`licence-class-${index}`}>
                {name}
              </label>
            </div>
          ))}
        </fieldset>
      </div>
      <DialogActions>
        <Button
          onClick={() => {
            if (!chosen) {
              setError('Select a licence class.');
              return;
            }
            const picked = chosen;
            setChosen('');
            setError('');
            onChoose(picked);
          }}
        >
          Use this class
        </Button>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
