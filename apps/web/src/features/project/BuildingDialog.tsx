import {
  BUILDING_TYPES,
  CHANGE_TYPES,
  INTENDED_LIFE_OPTIONS,
  NEW_BUILDING,
  PREVIOUS_BUILDING_WORK,
  PROPOSED_WORK,
  checkBuilding,
  nzToday,
  residentialContractAsked,
  usesForWorkType,
  // A pure lookup (the name of a building use), not a React hook: named for what it is so the hook rules agree.
  useLabel as buildingUseLabel,
  workTypeOf,
  yearConstructedOptions,
  type Building,
  type BuildingFields,
  type FormProblems,
} from '@consent/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, useProjectCalls } from '../../api';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { ErrorSummary, type SummaryError } from '../../ui/ErrorSummary';
import { SelectField, TextField } from '../../ui/Field';
import { RadioGroup } from '../../ui/RadioGroup';
import { fieldId, showProblems } from '../../forms/formRegistry';
import { TextAreaField, TriState, errorAt } from './fields';

const ID = 'building';
const NUMBER_FIELDS = [
  'classification_id',
  'proposed_work_id',
  'intended_life',
  'occupants',
  'estimated_value',
  'use_id',
  'change_use_id',
  'existing_floor_area',
  'new_floor_area',
  'affected_floor_area',
  'levels',
  'pb_id',
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
type Values = Omit<BuildingFields, NumberField> & Record<NumberField, string>;

const toValues = (b: BuildingFields): Values =>
  ({
    ...b,
    ...Object.fromEntries(NUMBER_FIELDS.map((f) => [f, b[f] === null ? '' : String(b[f])])),
  }) as unknown as Values;

/** Numbers as typed; what is not a number is reported, not sent. */
function toFields(values: Values): { fields: BuildingFields; problems: FormProblems } {
  const problems: FormProblems = [];
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((f) => {
      const raw = values[f].trim().replace(/[$,\s]/g, '');
      if (raw === '') return [f, null];
      const n = Number(raw);
      if (Number.isNaN(n)) problems.push({ field: f, message: 'Enter a number, like 250000.' });
      return [f, Number.isNaN(n) ? null : n];
    }),
  );
  return { fields: { ...values, ...numbers } as unknown as BuildingFields, problems };
}

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
  const rhf = useForm<Values>({ defaultValues: toValues(building ?? { ...NEW_BUILDING, name: '' }) });
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const type = rhf.watch('type');
  const uses = usesForWorkType(workTypeOf(type));
  const show = (problems: FormProblems) => {
    setErrors(showProblems(rhf, ID, problems));
    setAttempt((n) => n + 1);
  };

  async function save() {
    const { fields, problems } = toFields(rhf.getValues());
    const found = problems.length ? problems : checkBuilding(fields, 'all', Number(nzToday().slice(0, 4)));
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
      show(error.details.length ? error.details : [{ message: error.message }]);
    } finally {
      setPending(false);
    }
  }

  const text = (
    name: keyof Values,
    label: string,
    props: { hint?: string; inputMode?: 'decimal' | 'numeric'; className?: string } = {},
  ) => <TextField id={fieldId(ID, name)} label={label} error={errorAt(rhf, name)} {...props} {...rhf.register(name)} />;
  const select = (
    name: keyof Values,
    label: string,
    options: { value: string | number; name: string }[],
    hint?: string,
  ) => (
    <SelectField id={fieldId(ID, name)} label={label} hint={hint} error={errorAt(rhf, name)} {...rhf.register(name)}>
      <option value="">Choose</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.name}
        </option>
      ))}
    </SelectField>
  );
  const useOptions = uses.map((u) => ({ value: u.id, name: buildingUseLabel(u.id) }));
  const title = building ? `Edit ${building.name}` : 'Add a building';

  return (
    <Dialog title={title} isOpen onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          void save();
        }}
      >
        <ErrorSummary errors={errors} attempt={attempt} />
        {text('name', 'Building name', {
          hint: "For example 'House' or 'Garage'. Left empty, it is called Main Building.",
        })}
        <RadioGroup
          id={fieldId(ID, 'type')}
          legend="Type of building"
          input={rhf.register('type')}
          value={type}
          error={errorAt(rhf, 'type')}
          options={BUILDING_TYPES.map((t) => ({ value: t.value, label: t.name }))}
        />
        {text('number', 'Building number or label on the plans (optional)', { className: 'input--width-10' })}
        {select(
          'classification_id',
          'Classified use (Building Code clause A1)',
          useOptions,
          "Choose 'I Don't Know' if you are not sure.",
        )}
        {select(
          'proposed_work_id',
          'Proposed work',
          PROPOSED_WORK.map((w) => ({ value: w.id, name: w.name })),
        )}
        {select(
          'intended_life',
          'Intended life of the building (years)',
          INTENDED_LIFE_OPTIONS.map((n) => ({ value: n, name: `${n} years` })),
        )}
        {text('estimated_value', 'Estimated value of the work, in dollars', {
          inputMode: 'decimal',
          className: 'input--width-10',
          hint: 'Including GST, rounded to whole dollars.',
        })}
        {text('occupants', 'Number of occupants (optional)', { inputMode: 'numeric', className: 'input--width-5' })}
        {select('use_id', 'Current use of the building', useOptions)}
        <TriState
          form={rhf}
          prefix={ID}
          name="change_use"
          legend="Does the use of the building change?"
          ifYes={
            <>
              {select('change_use_id', 'New use of the building', useOptions)}
              <RadioGroup
                id={fieldId(ID, 'change_type')}
                legend="Kind of change"
                input={rhf.register('change_type')}
                value={rhf.watch('change_type')}
                error={errorAt(rhf, 'change_type')}
                options={CHANGE_TYPES.map((c) => ({ value: c.value, label: c.name }))}
              />
            </>
          }
        />
        {text('existing_floor_area', 'Existing floor area, m² (optional)', {
          inputMode: 'decimal',
          className: 'input--width-10',
        })}
        {text('new_floor_area', 'New floor area, m² (optional)', {
          inputMode: 'decimal',
          className: 'input--width-10',
        })}
        {text('affected_floor_area', 'Floor area affected by the work, m² (optional)', {
          inputMode: 'decimal',
          className: 'input--width-10',
        })}
        {text('location', 'Where the building is on the site (optional)')}
        {text('level_unit', 'Level or unit number (optional)', { className: 'input--width-10' })}
        {text('levels', 'Number of levels (optional)', { inputMode: 'numeric', className: 'input--width-5' })}
        {text('existing_use', 'Existing use, in your words (optional)')}
        {select(
          'year_constructed',
          'Year the building was constructed',
          yearConstructedOptions(Number(nzToday().slice(0, 4))).map((y) => ({ value: y, name: y })),
          'Needed for work on an existing building.',
        )}
        {select(
          'pb_id',
          'Previous building work (optional)',
          PREVIOUS_BUILDING_WORK.map((w) => ({ value: w.id, name: w.name })),
        )}
        <TextAreaField
          id={fieldId(ID, 'previous_building_work')}
          label="Describe the previous building work (optional)"
          rows={2}
          {...rhf.register('previous_building_work')}
        />
        <TextAreaField
          id={fieldId(ID, 'pb_waiver_notes')}
          label="Waivers or modifications granted for previous work (optional)"
          rows={2}
          {...rhf.register('pb_waiver_notes')}
        />
        <TextAreaField
          id={fieldId(ID, 'waiver_notes')}
          label="Waivers or modifications sought for this work (optional)"
          rows={2}
          {...rhf.register('waiver_notes')}
        />
        <TriState
          form={rhf}
          prefix={ID}
          name="has_restricted_work"
          legend="Does the work include restricted building work?"
          hint="Work on the structure or weathertightness of a house or small apartment building, done by licensed building practitioners."
          ifYes={
            <TextAreaField
              id={fieldId(ID, 'restricted_work')}
              label="Describe the restricted building work"
              error={errorAt(rhf, 'restricted_work')}
              rows={2}
              {...rhf.register('restricted_work')}
            />
          }
        />
        <TriState form={rhf} prefix={ID} name="has_cable_car" legend="Does the building have a cable car?" />
        <TriState
          form={rhf}
          prefix={ID}
          name="is_compliance_schedule"
          legend="Does the building have, or will it need, a compliance schedule?"
          hint="A building with specified systems, such as sprinklers, fire alarms or lifts, needs one."
        />
        <TriState form={rhf} prefix={ID} name="owner_builder" legend="Is an owner-builder doing the work?" />
        {residentialContractAsked({ type: type }) ? (
          <TriState
            form={rhf}
            prefix={ID}
            name="residential_contract"
            legend="Is there a residential building contract for the work?"
            hint="Needed for residential work of $30,000 or more."
          />
        ) : null}
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
