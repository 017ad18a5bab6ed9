import {
  BUILDING_TYPES,
  BUILDING_USES,
  PROPOSED_WORK,
  checkProjectPage,
  mbiePlansAsked,
  nzToday,
  projectFieldsFor,
  scheduleApplies,
  // A pure lookup (the name of a building use), not a React hook: named for what it is so the hook rules agree.
  useLabel as buildingUseLabel,
  type Building,
  type ScheduleData,
  type ValidationMode,
} from '@consent/domain';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useProjectCalls, type ProjectLoad } from '../../api';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { Checkbox, RadioGroup } from '../../ui/RadioGroup';
import { FormSection } from '../../forms/FormSection';
import { fieldId, saveOrProblems, showProblems, useWizardForm, type WizardFormProps } from '../../forms/formRegistry';
import { BuildingList } from './BuildingList';
import { ClauseFields } from './ClauseFields';
import { ScheduleFields } from './ScheduleFields';
import { TextAreaField, TriState, errorAt } from './fields';
import {
  buildingKey,
  clauseValues,
  fieldName,
  mcDataOf,
  projectDataOf,
  projectValues,
  scheduleOf,
  scheduleValues,
  type ProjectValues,
} from './model';

const ID = 'project';

interface Props extends WizardFormProps {
  saved: ProjectLoad;
  schedules: Record<number, ScheduleData>;
}

/** A building consent's project (also an amendment's, a PIM's and a certificate of acceptance's): questions, buildings, clauses, schedules. */
export function StandardProject({ appId, application, ctx, form, title, isFirst, saved, schedules }: Props) {
  const calls = useProjectCalls();
  const [buildings, setBuildings] = useState<Building[]>(saved.buildings);
  const rhf = useForm<ProjectValues>({ defaultValues: projectValues(saved.project, saved.buildings, schedules) });
  const useRows = useFieldArray({ control: rhf.control, name: 'useTable' });
  const variant = saved.variant;

  // A building added in its dialog gets its clause and schedule answers here, empty, before it is shown.
  const changeBuildings = (next: Building[]) => {
    for (const b of next) {
      const key = buildingKey(b.id);
      if (!(key in rhf.getValues('mc'))) rhf.setValue(`mc.${key}`, clauseValues(b.mc_data));
      if (!(key in rhf.getValues('schedules'))) rhf.setValue(`schedules.${key}`, scheduleValues(scheduleOf(undefined)));
    }
    setBuildings(next);
  };

  const pageBuildings = (withSchedules: boolean) =>
    buildings.map((b) => ({
      ...b,
      mc_data: mcDataOf(rhf.getValues('mc')[buildingKey(b.id)]),
      ...(withSchedules && scheduleApplies(b)
        ? { schedule: scheduleOf(rhf.getValues('schedules')[buildingKey(b.id)]) }
        : {}),
    }));
  const context = {
    typeCode: ctx.typeCode,
    param: application.appParam,
    today: nzToday(),
    currentYear: Number(nzToday().slice(0, 4)),
  };

  useWizardForm(form, {
    validate: (mode) =>
      showProblems(
        rhf,
        ID,
        checkProjectPage(projectDataOf(rhf.getValues()), pageBuildings(true), mode, context),
        fieldName,
      ),
    save: async (mode: ValidationMode) => {
      const mc_data = pageBuildings(false).map((b) => ({ building_id: b.id, clauses: b.mc_data }));
      const body = { ...projectFieldsFor(variant, projectDataOf(rhf.getValues())), mc_data, validation_mode: mode };
      const problems = await saveOrProblems(rhf, ID, () => calls.saveProject(variant, appId, body), fieldName);
      if (problems.length) return problems;
      for (const b of pageBuildings(true)) {
        const schedule = b.schedule;
        if (!schedule) continue;
        const found = await saveOrProblems(
          rhf,
          ID,
          () => calls.saveSchedule(appId, b.id, schedule, mode),
          (f) => fieldName(f.replace(/^schedule/, `schedule.${b.id}`)),
        );
        if (found.length) return found;
      }
      return [];
    },
  });

  const err = (name: string) => errorAt(rhf, name);
  const amendment = ctx.typeCode === 'abc';
  const useChoices = (name: 'lawfulUses' | 'buildingUses', legend: string, hint: string) => (
    <fieldset className="checkboxes field" aria-describedby={`${ID}-${name}-hint`}>
      <legend className="checkboxes__legend">{legend}</legend>
      <div id={`${ID}-${name}-hint`} className="field__hint">
        {hint}
      </div>
      {BUILDING_USES.map((u) => (
        <Checkbox
          key={u.id}
          id={fieldId(ID, `${name}-${u.id}`)}
          label={buildingUseLabel(u.id)}
          value={String(u.id)}
          input={rhf.register(name)}
        />
      ))}
    </fieldset>
  );

  return (
    <FormSection id={ID} title={title} isFirst={isFirst}>
      <TextAreaField
        id={fieldId(ID, 'projectDescription')}
        label={amendment ? 'What changes from the original consent?' : 'Describe the building work'}
        hint={
          amendment
            ? 'Say what is different from the consented plans and why.'
            : 'For example: a new three-bedroom house with an attached garage.'
        }
        error={err('projectDescription')}
        {...rhf.register('projectDescription')}
      />
      {variant === 'projectca' ? (
        <>
          <TextAreaField
            id={fieldId(ID, 'caWorkDone')}
            label="What building work was done without a building consent?"
            error={err('caWorkDone')}
            {...rhf.register('caWorkDone')}
          />
          <TextAreaField
            id={fieldId(ID, 'caReason')}
            label="Why was it done without a building consent?"
            error={err('caReason')}
            {...rhf.register('caReason')}
          />
        </>
      ) : null}
      <RadioGroup
        id={fieldId(ID, 'tbuilding')}
        legend="What type of building work is it?"
        input={rhf.register('tbuilding')}
        value={rhf.watch('tbuilding')}
        error={err('tbuilding')}
        options={BUILDING_TYPES.map((t) => ({ value: t.value, label: t.name }))}
      />
      {mbiePlansAsked(application.appParam) ? (
        <TriState
          form={rhf}
          prefix={ID}
          name="has_mbie_plans"
          legend="Does the project use MBIE multiproof approved plans?"
          ifYes={
            <TextField
              id={fieldId(ID, 'mbie_number')}
              label="MBIE multiproof approval number"
              className="input--width-10"
              error={err('mbie_number')}
              {...rhf.register('mbie_number')}
            />
          }
        />
      ) : null}
      <TriState
        form={rhf}
        prefix={ID}
        name="projectSection75"
        legend="Is the building on two or more allotments (a section 75 certificate)?"
      />
      <TextField
        id={fieldId(ID, 'primaryAddress')}
        label="Primary address of the project (optional)"
        hint="If the work is on several sites, the address it is known by."
        {...rhf.register('primaryAddress')}
      />
      {useChoices(
        'lawfulUses',
        'Lawful uses of the existing buildings (optional)',
        'What the buildings may lawfully be used for now.',
      )}
      {useChoices(
        'buildingUses',
        'Uses of the buildings once the work is done (optional)',
        'Include each new use where the use changes.',
      )}
      <BuildingList
        appId={appId}
        prefix={ID}
        buildings={buildings}
        onChange={changeBuildings}
        error={err('add-building')}
      />
      <fieldset className="field use-table">
        <legend className="wizard-form__title">Use table (optional)</legend>
        <p className="field__hint">
          For a commercial building: each part of the work, its level, occupants, building and activity.
        </p>
        {useRows.fields.map((row, i) => (
          <fieldset key={row.id} className="use-row">
            <legend className="checkboxes__legend">Row {i + 1}</legend>
            <SelectField
              id={fieldId(ID, `useTable.${i}.work_id`)}
              label="Work"
              {...rhf.register(`useTable.${i}.work_id`)}
            >
              <option value="">Choose</option>
              {PROPOSED_WORK.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </SelectField>
            <TextField
              id={fieldId(ID, `useTable.${i}.work`)}
              label="Description of the work"
              {...rhf.register(`useTable.${i}.work`)}
            />
            <TextField
              id={fieldId(ID, `useTable.${i}.level`)}
              label="Level"
              className="input--width-10"
              {...rhf.register(`useTable.${i}.level`)}
            />
            <TextField
              id={fieldId(ID, `useTable.${i}.occupants`)}
              label="Occupants"
              inputMode="numeric"
              className="input--width-5"
              {...rhf.register(`useTable.${i}.occupants`)}
            />
            <SelectField
              id={fieldId(ID, `useTable.${i}.building_id`)}
              label="Building"
              error={err(`useTable.${i}.building_id`)}
              {...rhf.register(`useTable.${i}.building_id`)}
            >
              <option value="">Choose</option>
              {buildings.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </SelectField>
            <TextField
              id={fieldId(ID, `useTable.${i}.activity`)}
              label="Activity"
              {...rhf.register(`useTable.${i}.activity`)}
            />
            <Button
              variant="quiet"
              onClick={() => {
                useRows.remove(i);
              }}
            >
              Remove row {i + 1}
            </Button>
          </fieldset>
        ))}
        <Button
          variant="secondary"
          onClick={() => {
            useRows.append({ work_id: '', work: '', level: '', occupants: '', building_id: '', activity: '' });
          }}
        >
          Add a row to the use table
        </Button>
      </fieldset>
      {buildings.map((b) => (
        <div key={b.id}>
          <ClauseFields form={rhf} prefix={ID} building={b} />
          {scheduleApplies(b) ? <ScheduleFields form={rhf} prefix={ID} building={b} /> : null}
        </div>
      ))}
    </FormSection>
  );
}
