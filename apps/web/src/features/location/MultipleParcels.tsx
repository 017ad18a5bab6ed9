import { parcelMessages } from '@consent/domain';
import { useState } from 'react';
import { useLocationCalls, type SavedParcel } from '../../api';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { AddParcelDialogs } from './AddParcelDialogs';
import { ErrorBox } from './ErrorBox';
import { addressLine } from './features';
import { useErrorBox } from './useErrorBox';

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
  const errorBox = useErrorBox();

  async function remove(target: SavedParcel) {
    setRemoving(null);
    try {
      await calls.removeParcel(appId, target.app_parcel_id);
      await onChanged();
    } catch (e) {
      errorBox.fail(e);
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
      <ErrorBox message={adding ? null : errorBox.message} onDone={errorBox.clear} />

      <AddParcelDialogs
        appId={appId}
        isOpen={adding}
        onClose={() => {
          setAdding(false);
        }}
        onAdded={onChanged}
        errorBox={errorBox}
      />

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
