// useLabel is a pure lookup (the name of a building use), not a React hook: named for what it is so the hook rules agree.
import {
  buildingTypeName,
  projectOptFor,
  totalEstimatedValue,
  useLabel as buildingUseLabel,
  type Building,
} from '@consent/domain';
import { lazy, Suspense, useState } from 'react';
import { failureMessage, useProjectCalls } from '../../api';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { SummaryList } from '../../ui/SummaryList';
import { fieldId } from '../../forms/formRegistry';
import { Loading } from '../../ui/Status';
import { money } from './fields';

// The building's dialog (its fields' defaults and checks, with the schemas they come from) loads when a building is
// added or changed: the page draws without it (ADR 0094).
const BuildingDialog = lazy(() => import('./BuildingDialog').then((m) => ({ default: m.BuildingDialog })));

interface BuildingListProps {
  appId: number;
  prefix: string;
  buildings: Building[];
  onChange: (buildings: Building[]) => void;
  error?: string;
}

/** The project's buildings: each with Edit and Remove (after confirming); single or multiple and the total are computed. */
export function BuildingList({ appId, prefix, buildings, onChange, error }: BuildingListProps) {
  const calls = useProjectCalls();
  const [editing, setEditing] = useState<Building | 'new' | null>(null);
  const [removing, setRemoving] = useState<Building | null>(null);
  const [removeError, setRemoveError] = useState('');
  const [pending, setPending] = useState(false);

  async function remove(building: Building) {
    setPending(true);
    try {
      await calls.removeBuilding(appId, building.id);
      onChange(buildings.filter((b) => b.id !== building.id));
      setRemoving(null);
    } catch (e) {
      setRemoveError(failureMessage(e));
    } finally {
      setPending(false);
    }
  }

  const saved = (building: Building) => {
    const exists = buildings.some((b) => b.id === building.id);
    onChange(exists ? buildings.map((b) => (b.id === building.id ? building : b)) : [...buildings, building]);
    setEditing(null);
  };

  return (
    <section className={error ? 'field field--error' : 'field'} aria-labelledby={`${prefix}-buildings-title`}>
      <h2 id={`${prefix}-buildings-title`} className="wizard-form__title">
        Buildings
      </h2>
      {error ? (
        <p className="field__error" id={`${prefix}-buildings-error`}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      {buildings.length ? (
        <p>
          {projectOptFor(buildings.length) === 'multiple'
            ? `Multiple buildings (${buildings.length})`
            : 'A single building'}
          , estimated value <strong>{money.format(totalEstimatedValue(buildings))}</strong> in total.
        </p>
      ) : (
        <p>No buildings yet. Add each building the work is on.</p>
      )}
      <ul className="building-list">
        {buildings.map((b) => (
          <li key={b.id} className="summary-card building-card">
            <div className="summary-card__header">
              <h3 className="summary-card__title">{b.name}</h3>
              <div className="building-card__actions">
                <Button
                  variant="secondary"
                  id={fieldId(prefix, `building-${b.id}-edit`)}
                  onClick={() => {
                    setEditing(b);
                  }}
                >
                  Edit<span className="visually-hidden"> {b.name}</span>
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setRemoveError('');
                    setRemoving(b);
                  }}
                >
                  Remove<span className="visually-hidden"> {b.name}</span>
                </Button>
              </div>
            </div>
            <div className="summary-card__body">
              <SummaryList
                rows={[
                  { key: 'Type', value: buildingTypeName(b.type) || 'Not chosen' },
                  { key: 'Classified use', value: buildingUseLabel(b.classification_id) },
                  {
                    key: 'Use',
                    value:
                      b.change_use === 'yes'
                        ? `${buildingUseLabel(b.use_id)}, changing to ${buildingUseLabel(b.change_use_id)}`
                        : buildingUseLabel(b.use_id),
                  },
                  {
                    key: 'Estimated value',
                    value: b.estimated_value === null ? 'Not given' : money.format(b.estimated_value),
                  },
                ]}
              />
            </div>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        id={fieldId(prefix, 'add-building')}
        onClick={() => {
          setEditing('new');
        }}
      >
        Add a building
      </Button>
      {editing ? (
        <Suspense fallback={<Loading>Loading the form…</Loading>}>
          <BuildingDialog
            appId={appId}
            building={editing === 'new' ? undefined : editing}
            onClose={() => {
              setEditing(null);
            }}
            onSaved={saved}
          />
        </Suspense>
      ) : null}
      {removing ? (
        <Dialog
          title={`Remove ${removing.name}`}
          isOpen
          onClose={() => {
            setRemoving(null);
          }}
        >
          <p>Are you sure you want to remove this item?</p>
          <p>
            {removing.name} and its Building Code clauses and compliance schedule will be removed from the application.
          </p>
          {removeError ? <p className="field__error">{removeError}</p> : null}
          <DialogActions>
            <Button onClick={() => void remove(removing)} pending={pending}>
              Yes, remove it
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setRemoving(null);
              }}
            >
              Cancel
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </section>
  );
}
