import {
  BUILDING_USES,
  // A pure lookup (the name of a building use), not a React hook: named for what it is so the hook rules agree.
  useLabel as buildingUseLabel,
} from '@consent/domain';
import type { UseFormReturn } from 'react-hook-form';
import { Checkbox } from '../../ui/RadioGroup';
import { fieldId } from '../../forms/formRegistry';
import type { ProjectValues } from './model';

interface Props {
  form: UseFormReturn<ProjectValues>;
  prefix: string;
  name: 'lawfulUses' | 'buildingUses';
  legend: string;
  hint: string;
}

/** The building uses (Building Code clause A1) as checkboxes: the existing buildings' lawful uses, or their uses once the work is done. */
export function BuildingUseChoices({ form, prefix, name, legend, hint }: Props) {
  return (
    <fieldset className="checkboxes field" aria-describedby={`${prefix}-${name}-hint`}>
      <legend className="checkboxes__legend">{legend}</legend>
      <div id={`${prefix}-${name}-hint`} className="field__hint">
        {hint}
      </div>
      {BUILDING_USES.map((u) => (
        <Checkbox
          key={u.id}
          id={fieldId(prefix, `${name}-${u.id}`)}
          label={buildingUseLabel(u.id)}
          value={String(u.id)}
          input={form.register(name)}
        />
      ))}
    </fieldset>
  );
}
