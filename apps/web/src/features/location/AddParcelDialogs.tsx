import { parcelMessages, type Location } from '@consent/domain';
import { useState } from 'react';
import { useLocationCalls, type AddressSuggestion, type ParcelOption } from '../../api';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { AddressCombobox } from './AddressCombobox';
import { ErrorBox } from './ErrorBox';
import { toFeature } from './features';
import { SelectParcelDialog } from './SelectParcelDialog';
import type { ErrorBoxState } from './useErrorBox';

interface Props {
  appId: number;
  isOpen: boolean;
  onClose: () => void;
  /** Parcels were saved into the set. */
  onAdded: () => Promise<void>;
  /** The parcel list's 'Error!' box, shown inside whichever of these dialogs is open. */
  errorBox: ErrorBoxState;
}

/**
 * 'Add a parcel' in multiple mode (spec point 2): an address, then 'Select Parcel' among its parcels or, where none
 * is found, the address alone with its legal description typed.
 */
export function AddParcelDialogs({ appId, isOpen, onClose, onAdded, errorBox }: Props) {
  const calls = useLocationCalls();
  const [street, setStreet] = useState('');
  const [options, setOptions] = useState<ParcelOption[] | null>(null);
  const [addressOnly, setAddressOnly] = useState<Location | null>(null);
  const [legal, setLegal] = useState('');

  const reset = () => {
    setStreet('');
    setOptions(null);
    setAddressOnly(null);
    setLegal('');
    onClose();
  };

  /** A chosen address: its parcels to pick from, or (none found) the address alone with a typed legal description. */
  async function choose(suggestion: AddressSuggestion) {
    setStreet(suggestion.location.street);
    const answer = await calls.suggestionParcels(appId, suggestion).catch((e: unknown) => {
      errorBox.fail(e);
      return null;
    });
    if (!answer) return;
    // Spec point 8: a place that cannot be located shows the 'Error!' box; the address chosen stays, its legal description typed.
    if (answer.result === 'error') {
      errorBox.show(answer.message);
      setAddressOnly({ ...suggestion.location, legalDataUnavailable: true });
    } else if (answer.parcels.length) {
      // The choice dialog says 'Please select the parcel!' itself: an earlier one here would show it twice.
      errorBox.clear();
      setOptions(answer.parcels);
    } else setAddressOnly({ ...answer.address.location, legalDataUnavailable: true });
  }

  /** Saving in the add dialog needs each parcel's validation to answer 'success' (spec point 5). */
  async function add(locations: Location[]) {
    try {
      for (const location of locations) {
        const check = await calls.validateParcel(appId, toFeature(location));
        if (check.result !== 'success') {
          errorBox.show(check.message);
          return;
        }
      }
      await calls.saveParcels(appId, locations.map(toFeature), 'multiple');
      reset();
      await onAdded();
    } catch (e) {
      errorBox.fail(e);
    }
  }

  const typing = isOpen && options === null;
  const picking = isOpen && options !== null;
  return (
    <>
      <Dialog title="Select Parcel" isOpen={typing} onClose={reset} size="parcel">
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
        <ErrorBox message={typing ? errorBox.message : null} onDone={errorBox.clear} />
        <DialogActions>
          <Button
            onClick={() => {
              if (!addressOnly) errorBox.show(parcelMessages.selectParcel);
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
        isOpen={picking}
        options={options ?? []}
        purpose="add"
        onSave={(picked) => void add(picked.map((o) => o.location))}
        onCancel={reset}
      >
        <ErrorBox message={picking ? errorBox.message : null} onDone={errorBox.clear} />
      </SelectParcelDialog>
    </>
  );
}
