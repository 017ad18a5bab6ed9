import { PROPOSED_WORK, type Building } from '@consent/domain';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { fieldId } from '../../forms/formRegistry';
import { ChooseOptions, errorAt, optionsById } from './fields';
import type { ProjectValues } from './model';

type Column = keyof ProjectValues['useTable'][number];
const EMPTY_ROW: Record<Column, string> = {
  work_id: '',
  work: '',
  level: '',
  occupants: '',
  building_id: '',
  activity: '',
};

interface Props {
  form: UseFormReturn<ProjectValues>;
  prefix: string;
  buildings: Building[];
}

/** The project's use table (optional): for a commercial building, each part of the work with its level and activity. */
export function UseTable({ form, prefix, buildings }: Props) {
  const rows = useFieldArray({ control: form.control, name: 'useTable' });
  return (
    <fieldset className="field use-table">
      <legend className="wizard-form__title">Use table (optional)</legend>
      <p className="field__hint">
        For a commercial building: each part of the work, its level, occupants, building and activity.
      </p>
      {rows.fields.map((row, i) => {
        const cell = (column: Column) => ({
          id: fieldId(prefix, `useTable.${i}.${column}`),
          ...form.register(`useTable.${i}.${column}`),
        });
        return (
          <fieldset key={row.id} className="use-row">
            <legend className="checkboxes__legend">Row {i + 1}</legend>
            <SelectField label="Work" {...cell('work_id')}>
              <ChooseOptions options={optionsById(PROPOSED_WORK)} />
            </SelectField>
            <TextField label="Description of the work" {...cell('work')} />
            <TextField label="Level" className="input--width-10" {...cell('level')} />
            <TextField label="Occupants" inputMode="numeric" className="input--width-5" {...cell('occupants')} />
            <SelectField label="Building" error={errorAt(form, `useTable.${i}.building_id`)} {...cell('building_id')}>
              <ChooseOptions options={optionsById(buildings)} />
            </SelectField>
            <TextField label="Activity" {...cell('activity')} />
            <Button
              variant="quiet"
              onClick={() => {
                rows.remove(i);
              }}
            >
              Remove row {i + 1}
            </Button>
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        onClick={() => {
          rows.append(EMPTY_ROW);
        }}
      >
        Add a row to the use table
      </Button>
    </fieldset>
  );
}
