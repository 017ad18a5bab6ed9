import { COMPLIANCE_SCHEDULE_STATUSES, SCHEDULE_STATUS_NAMES, SPECIFIED_SYSTEMS, type Building } from '@consent/domain';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../ui/Field';
import { RadioGroup } from '../../ui/RadioGroup';
import { fieldId } from '../../forms/formRegistry';
import { TextAreaField, errorAt } from './fields';
import { buildingKey, itemKey, type ProjectValues } from './model';

const STATUS_OPTIONS = [
  { value: '', label: 'Not in the building' },
  ...COMPLIANCE_SCHEDULE_STATUSES.map((s) => ({ value: s, label: `${s}: ${SCHEDULE_STATUS_NAMES[s]}` })),
];

/**
 * One building's compliance schedule (Specified Systems, folded into the project step): SS1 to SS16
 * and their sub-items, each a short question with its status E, N, M or R. Stacked questions rather
 * than a wide table, so it works on a 360 px phone.
 */
export function ScheduleFields({
  form,
  prefix,
  building,
}: {
  form: UseFormReturn<ProjectValues>;
  prefix: string;
  building: Building;
}) {
  const key = buildingKey(building.id);
  const status = (code: string, legend: string) => {
    const name = `schedules.${key}.systems.${itemKey(code)}` as const;
    return (
      <RadioGroup
        key={code}
        id={fieldId(prefix, name)}
        legend={legend}
        input={form.register(name as never)}
        value={form.watch(name as never) as unknown as string}
        error={code === 'SS1' ? errorAt(form, name) : undefined}
        options={STATUS_OPTIONS}
        inline
      />
    );
  };
  return (
    <fieldset className="schedule">
      <legend className="wizard-form__title">Specified systems for {building.name}</legend>
      <p className="field__hint">
        Give each specified system in the building its status: E existing and not changed, N new, M modified, or R
        removed.
      </p>
      {SPECIFIED_SYSTEMS.map((system) =>
        system.items ? (
          <fieldset key={system.code} className="schedule__system">
            <legend className="checkboxes__legend">
              {system.code} {system.name}
            </legend>
            {system.items.map((item) => status(item.code, `${item.code} ${item.name}`))}
          </fieldset>
        ) : (
          status(system.code, `${system.code} ${system.name}`)
        ),
      )}
      <TextField
        id={fieldId(prefix, `schedules.${key}.cs_number`)}
        label="Existing compliance schedule number"
        hint="Needed when a system already exists."
        className="input--width-10"
        error={errorAt(form, `schedules.${key}.cs_number`)}
        {...form.register(`schedules.${key}.cs_number` as never)}
      />
      <TextField
        id={fieldId(prefix, `schedules.${key}.cs_location`)}
        label="Where the compliance schedule is kept"
        error={errorAt(form, `schedules.${key}.cs_location`)}
        {...form.register(`schedules.${key}.cs_location` as never)}
      />
      <TextAreaField
        id={fieldId(prefix, `schedules.${key}.cs_notes`)}
        label="Notes on the compliance schedule (optional)"
        rows={2}
        {...form.register(`schedules.${key}.cs_notes` as never)}
      />
    </fieldset>
  );
}
