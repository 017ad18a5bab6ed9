import { NEW_BUILDING, checkBuilding, nzYear, type Building, type FormProblems } from '@consent/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, useProjectCalls } from '../../api';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { ErrorSummary, type SummaryError } from '../../ui/ErrorSummary';
import { showProblems } from '../../forms/formRegistry';
import { BUILDING_ID, BuildingFields } from './BuildingFields';
import { toFields, toValues, type BuildingValues } from './buildingValues';

interface BuildingDialogProps {
  appId: number;
  /** The building to edit; undefined adds one. */
  building?: Building;
  onClose: () => void;
  onSaved: (building: Building) => void;
}

/**
 * Adds or edits one building (spec point 3, "Building"). Its answers are checked in full here; it is
 * saved with validation mode 'min', since its Building Code clauses are answered on the page itself
 * and checked, with everything else, when the applicant continues.
 */
export function BuildingDialog({ appId, building, onClose, onSaved }: BuildingDialogProps) {
  const calls = useProjectCalls();
  const rhf = useForm<BuildingValues>({ defaultValues: toValues(building ?? { ...NEW_BUILDING, name: '' }) });
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const show = (problems: FormProblems) => {
    setErrors(showProblems(rhf, BUILDING_ID, problems));
    setAttempt((n) => n + 1);
  };

  async function save() {
    const { fields, problems } = toFields(rhf.getValues());
    const found = problems.length ? problems : checkBuilding(fields, 'all', nzYear());
    if (found.length) {
      show(found);
      return;
    }
    setPending(true);
    try {
      const saved = await calls.saveBuilding(
        appId,
        { ...fields, id: building?.id, mc_data: building?.mc_data ?? [] },
        'min',
      );
      onSaved(saved.building);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      show(error.problems);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog title={building ? `Edit ${building.name}` : 'Add a building'} isOpen onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          void save();
        }}
      >
        <ErrorSummary errors={errors} attempt={attempt} />
        <BuildingFields form={rhf} />
        <DialogActions>
          <Button type="submit" pending={pending}>
            Save building
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
