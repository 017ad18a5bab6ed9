import { CLAUSE_GROUPS, MEANS_OF_COMPLIANCE, clausesOfGroup, type Building } from '@consent/domain';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '../../ui/Field';
import { Checkbox } from '../../ui/RadioGroup';
import { fieldId } from '../../forms/formRegistry';
import { ChooseOptions, TextAreaField, errorAt } from './fields';
import { buildingKey, type ProjectValues } from './model';

/**
 * One building's NZ Building Code clauses, grouped by code (B to H): each clause that applies to the
 * work says how it will be met (its means of compliance), what it relies on, and notes.
 */
export function ClauseFields({
  form,
  prefix,
  building,
}: {
  form: UseFormReturn<ProjectValues>;
  prefix: string;
  building: Building;
}) {
  const key = buildingKey(building.id);
  const path = (code: string, f: string) => `mc.${key}.${code}.${f}` as const;
  return (
    <fieldset className="clauses" aria-describedby={`${prefix}-mc-${key}-hint`}>
      <legend className="wizard-form__title">Building Code clauses for {building.name}</legend>
      <div id={`${prefix}-mc-${key}-hint`} className="field__hint">
        Tick each clause of the New Zealand Building Code the work must meet, and say how it will be met.
      </div>
      {CLAUSE_GROUPS.map((group) => (
        <fieldset key={group.code} className="checkboxes clause-group">
          <legend className="checkboxes__legend">
            {group.code}: {group.name}
          </legend>
          {clausesOfGroup(group.code).map((clause) => {
            const present = form.watch(path(clause.code, 'present') as never) as unknown as boolean;
            const presentError = errorAt(form, path(clause.code, 'present'));
            return (
              <div key={clause.code} className="clause">
                {presentError ? <p className="field__error">{presentError}</p> : null}
                <Checkbox
                  id={fieldId(prefix, path(clause.code, 'present'))}
                  label={`${clause.code} ${clause.name}`}
                  input={form.register(path(clause.code, 'present') as never)}
                />
                {present ? (
                  <div className="radios__conditional">
                    <SelectField
                      id={fieldId(prefix, path(clause.code, 'means'))}
                      label={`How ${clause.code} will be met`}
                      error={errorAt(form, path(clause.code, 'means'))}
                      {...form.register(path(clause.code, 'means') as never)}
                    >
                      <ChooseOptions options={MEANS_OF_COMPLIANCE} />
                    </SelectField>
                    <TextField
                      id={fieldId(prefix, path(clause.code, 'data'))}
                      label={`Documents relied on for ${clause.code} (optional)`}
                      hint="For example B1/AS1, NZS 3604:2011 or an engineer's report."
                      {...form.register(path(clause.code, 'data') as never)}
                    />
                    <TextAreaField
                      id={fieldId(prefix, path(clause.code, 'notes'))}
                      label={`Notes on ${clause.code}`}
                      hint="Needed for an alternative solution or a waiver."
                      rows={2}
                      error={errorAt(form, path(clause.code, 'notes'))}
                      {...form.register(path(clause.code, 'notes') as never)}
                    />
                  </div>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ))}
    </fieldset>
  );
}
