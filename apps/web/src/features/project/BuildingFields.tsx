import {
  BUILDING_TYPES,
  CHANGE_TYPES,
  INTENDED_LIFE_OPTIONS,
  PREVIOUS_BUILDING_WORK,
  PROPOSED_WORK,
  nzYear,
  residentialContractAsked,
  usesForWorkType,
  // A pure lookup (the name of a building use), not a React hook: named for what it is so the hook rules agree.
  useLabel as buildingUseLabel,
  workTypeOf,
  yearConstructedOptions,
} from '@consent/domain';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '../../ui/Field';
import { RadioGroup } from '../../ui/RadioGroup';
import { fieldId } from '../../forms/formRegistry';
import type { BuildingValues } from './buildingValues';
import { ChooseOptions, TextAreaField, TriState, errorAt, optionsById } from './fields';

/** The prefix of the building dialog's field ids. */
export const BUILDING_ID = 'building';
type Name = keyof BuildingValues;
const DECIMAL = { inputMode: 'decimal', className: 'input--width-10' } as const;
const FLOOR_AREAS: [Name, string][] = [
  ['existing_floor_area', 'Existing floor area, m² (optional)'],
  ['new_floor_area', 'New floor area, m² (optional)'],
  ['affected_floor_area', 'Floor area affected by the work, m² (optional)'],
];
const PREVIOUS_WORK_NOTES: [Name, string][] = [
  ['previous_building_work', 'Describe the previous building work (optional)'],
  ['pb_waiver_notes', 'Waivers or modifications granted for previous work (optional)'],
  ['waiver_notes', 'Waivers or modifications sought for this work (optional)'],
];

/** One building's questions (spec point 3, "Building"), in the order the dialog asks them. */
export function BuildingFields({ form }: { form: UseFormReturn<BuildingValues> }) {
  const type = form.watch('type');
  const useOptions = usesForWorkType(workTypeOf(type)).map((u) => ({ value: u.id, name: buildingUseLabel(u.id) }));
  const text = (
    name: Name,
    label: string,
    props: { hint?: string; inputMode?: 'decimal' | 'numeric'; className?: string } = {},
  ) => (
    <TextField
      key={name}
      id={fieldId(BUILDING_ID, name)}
      label={label}
      error={errorAt(form, name)}
      {...props}
      {...form.register(name)}
    />
  );
  const select = (name: Name, label: string, options: { value: string | number; name: string }[], hint?: string) => (
    <SelectField
      id={fieldId(BUILDING_ID, name)}
      label={label}
      hint={hint}
      error={errorAt(form, name)}
      {...form.register(name)}
    >
      <ChooseOptions options={options} />
    </SelectField>
  );
  const radios = (
    name: 'type' | 'change_type',
    legend: string,
    options: readonly { value: string; name: string }[],
  ) => (
    <RadioGroup
      id={fieldId(BUILDING_ID, name)}
      legend={legend}
      input={form.register(name)}
      value={form.watch(name)}
      error={errorAt(form, name)}
      options={options.map((o) => ({ value: o.value, label: o.name }))}
    />
  );

  return (
    <>
      {text('name', 'Building name', {
        hint: "For example 'House' or 'Garage'. Left empty, it is called Main Building.",
      })}
      {radios('type', 'Type of building', BUILDING_TYPES)}
      {text('number', 'Building number or label on the plans (optional)', { className: 'input--width-10' })}
      {select(
        'classification_id',
        'Classified use (Building Code clause A1)',
        useOptions,
        "Choose 'I Don't Know' if you are not sure.",
      )}
      {select('proposed_work_id', 'Proposed work', optionsById(PROPOSED_WORK))}
      {select(
        'intended_life',
        'Intended life of the building (years)',
        INTENDED_LIFE_OPTIONS.map((n) => ({ value: n, name: `${n} years` })),
      )}
      {text('estimated_value', 'Estimated value of the work, in dollars', {
        ...DECIMAL,
        hint: 'Including GST, rounded to whole dollars.',
      })}
      {text('occupants', 'Number of occupants (optional)', { inputMode: 'numeric', className: 'input--width-5' })}
      {select('use_id', 'Current use of the building', useOptions)}
      <TriState
        form={form}
        prefix={BUILDING_ID}
        name="change_use"
        legend="Does the use of the building change?"
        ifYes={
          <>
            {select('change_use_id', 'New use of the building', useOptions)}
            {radios('change_type', 'Kind of change', CHANGE_TYPES)}
          </>
        }
      />
      {FLOOR_AREAS.map(([name, label]) => text(name, label, DECIMAL))}
      {text('location', 'Where the building is on the site (optional)')}
      {text('level_unit', 'Level or unit number (optional)', { className: 'input--width-10' })}
      {text('levels', 'Number of levels (optional)', { inputMode: 'numeric', className: 'input--width-5' })}
      {text('existing_use', 'Existing use, in your words (optional)')}
      {select(
        'year_constructed',
        'Year the building was constructed',
        yearConstructedOptions(nzYear()).map((y) => ({ value: y, name: y })),
        'Needed for work on an existing building.',
      )}
      {select('pb_id', 'Previous building work (optional)', optionsById(PREVIOUS_BUILDING_WORK))}
      {PREVIOUS_WORK_NOTES.map(([name, label]) => (
        <TextAreaField key={name} id={fieldId(BUILDING_ID, name)} label={label} rows={2} {...form.register(name)} />
      ))}
      <TriState
        form={form}
        prefix={BUILDING_ID}
        name="has_restricted_work"
        legend="Does the work include restricted building work?"
        hint="Work on the structure or weathertightness of a house or small apartment building, done by licensed building practitioners."
        ifYes={
          <TextAreaField
            id={fieldId(BUILDING_ID, 'restricted_work')}
            label="Describe the restricted building work"
            error={errorAt(form, 'restricted_work')}
            rows={2}
            {...form.register('restricted_work')}
          />
        }
      />
      <TriState form={form} prefix={BUILDING_ID} name="has_cable_car" legend="Does the building have a cable car?" />
      <TriState
        form={form}
        prefix={BUILDING_ID}
        name="is_compliance_schedule"
        legend="Does the building have, or will it need, a compliance schedule?"
        hint="A building with specified systems, such as sprinklers, fire alarms or lifts, needs one."
      />
      <TriState form={form} prefix={BUILDING_ID} name="owner_builder" legend="Is an owner-builder doing the work?" />
      {residentialContractAsked({ type }) ? (
        <TriState
          form={form}
          prefix={BUILDING_ID}
          name="residential_contract"
          legend="Is there a residential building contract for the work?"
          hint="Needed for residential work of $30,000 or more."
        />
      ) : null}
    </>
  );
}
