import { parcelMessages, type Location } from '@consent/domain';
import { useState } from 'react';
import { ApiError, useLocationCalls, type AddressSuggestion, type ParcelOption, type SavedParcel } from '../../api';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { AddressCombobox } from './AddressCombobox';
import { ErrorBox } from './ErrorBox';
import { addressLine, toFeature } from './features';
import { SelectParcelDialog } from './SelectParcelDialog';

interface Props {
  appId: number;
  parcels: SavedParcel[];
  onChanged: () => Promise<void>;
}

/** Multiple mode: the parcels listed with a delete button each, and an add button (spec point 2). */
export function MultipleParcels({ appId, parcels, onChanged }: Props) {
  const calls = useLocationCalls();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SavedParcel | null>(null);
  const [street, setStreet] = useState('');
  const [options, setOptions] = useState<ParcelOption[] | null>(null);
  const [addressOnly, setAddressOnly] = useState<Location | null>(null);
  const [legal, setLegal] = useState('');
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setStreet('');
    setOptions(null);
    setAddressOnly(null);
    setLegal('');
    setAdding(false);
  };

  /** A chosen address: its parcels to pick from, or (none found) the address alone with a typed legal description. */
  async function choose(suggestion: AddressSuggestion) {
    setStreet(suggestion.location.street);
    const answer = await calls.suggestionParcels(appId, suggestion).catch((e: unknown) => {
      setError(e instanceof ApiError ? e.message : String(e));
      return null;
    });
    if (!answer) return;
    // Spec point 8: a place that cannot be located shows the 'Error!' box; the address chosen stays, its legal description typed.
    if (answer.result === 'error') {
      setError(answer.message);
      setAddressOnly({ ...suggestion.location, legalDataUnavailable: true });
    } else if (answer.parcels.length) {
      // The choice dialog says 'Please select the parcel!' itself: an earlier one here would show it twice.
      setError(null);
      setOptions(answer.parcels);
    } else setAddressOnly({ ...answer.address.location, legalDataUnavailable: true });
  }

  async function remove(target: SavedParcel) {
    setRemoving(null);
    try {
      await calls.removeParcel(appId, target.app_parcel_id);
      await onChanged();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  }

  /** Saving in the add dialog needs each parcel's validation to answer 'success' (spec point 5). */
  async function add(locations: Location[]) {
    try {
      for (const location of locations) {
        const check = await calls.validateParcel(appId, toFeature(location));
        if (check.result !== 'success') {
          setError(check.message);
          return;
        }
      }
      await calls.saveParcels(appId, locations.map(toFeature), 'multiple');
      reset();
      await onChanged();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  }

  return (
    <div className="multiple-parcels">
      {parcels.length ? (
        <ul className="parcel-list">
          {parcels.map((p) => (
            <li key={p.app_parcel_id} className="parcel-list__item">
              <span>
                <strong>{p.location.legalDesc || 'No legal description'}</strong> — {addressLine(p.location)}
              </span>
              <Button
                variant="secondary"
                onClick={() => {
                  setRemoving(p);
                }}
              >
                Remove<span className="visually-hidden"> {p.location.legalDesc || addressLine(p.location)}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>No parcels yet. Add each parcel the building work is on.</p>
      )}
      <Button
        variant="secondary"
        onClick={() => {
          setAdding(true);
        }}
      >
        Add a parcel
      </Button>
      <ErrorBox
        message={adding ? null : error}
        onDone={() => {
          setError(null);
        }}
      />

      <Dialog title="Select Parcel" isOpen={adding && options === null} onClose={reset} size="parcel">
        <AddressCombobox
          appId={appId}
          id="add_street"
          label="Street address of the parcel"
          value={street}
          onType={(value) => {
            setStreet(value);
            setAddressOnly(null);
          }}
          onChoose={(suggestion) => {
            void choose(suggestion);
          }}
        />
        {addressOnly ? (
          <TextField
            id="add-legal"
            label="Legal description"
            hint="No council parcel was found for this address. Enter its legal description, like Lot 1 DP 12345."
            value={legal}
            onChange={(e) => {
              setLegal(e.target.value);
            }}
          />
        ) : null}
        <ErrorBox
          message={adding && options === null ? error : null}
          onDone={() => {
            setError(null);
          }}
        />
        <DialogActions>
          <Button
            onClick={() => {
              if (!addressOnly) setError(parcelMessages.selectParcel);
              else void add([{ ...addressOnly, legalDesc: legal.trim(), legalDescOneLine: legal.trim() }]);
            }}
          >
            Save
          </Button>
          <Button variant="secondary" onClick={reset}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
      <SelectParcelDialog
        isOpen={adding && options !== null}
        options={options ?? []}
        purpose="add"
        onSave={(picked) => void add(picked.map((o) => o.location))}
        onCancel={reset}
      >
        <ErrorBox
          message={adding && options !== null ? error : null}
          onDone={() => {
            setError(null);
          }}
        />
      </SelectParcelDialog>

      <Dialog
        title="Remove parcel"
        isOpen={removing !== null}
        onClose={() => {
          setRemoving(null);
        }}
        size="standard"
      >
        <p>{parcelMessages.removeConfirm}</p>
        <DialogActions>
          <Button
            onClick={() => {
              if (removing) void remove(removing);
            }}
          >
            Yes, remove it
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setRemoving(null);
            }}
          >
            No, keep it
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
