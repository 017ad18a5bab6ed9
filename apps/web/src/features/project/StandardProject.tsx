import {
  BUILDING_TYPES,
  mbiePlansAsked,
  nzToday,
  nzYear,
  scheduleApplies,
  type Building,
  type ScheduleData,
  type ValidationMode,
} from '@consent/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useProjectCalls, type ProjectLoad } from '../../api';
import { TextField } from '../../ui/Field';
import { RadioGroup } from '../../ui/RadioGroup';
import { FormSection } from '../../forms/FormSection';
import { fieldId, saveOrProblems, showProblems, useWizardForm, type WizardFormProps } from '../../forms/formRegistry';
import { loadFormChecks } from '../../forms/loadFormChecks';
import { BuildingList } from './BuildingList';
import { BuildingUseChoices } from './BuildingUseChoices';
import { ClauseFields } from './ClauseFields';
import { ScheduleFields } from './ScheduleFields';
import { UseTable } from './UseTable';
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
    currentYear: nzYear(),
  };

  useWizardForm(form, {
    validate: async (mode) => {
      const { checkProjectPage } = await loadFormChecks();
      return showProblems(
        rhf,
        ID,
        checkProjectPage(projectDataOf(rhf.getValues()), pageBuildings(true), mode, context),
        fieldName,
      );
    },
    save: async (mode: ValidationMode) => {
      const { projectFieldsFor } = await loadFormChecks();
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
  const answer = (name: 'projectDescription' | 'caWorkDone' | 'caReason', label: string, hint?: string) => (
    <TextAreaField id={fieldId(ID, name)} label={label} hint={hint} error={err(name)} {...rhf.register(name)} />
  );

  return (
    <FormSection id={ID} title={title} isFirst={isFirst}>
      {answer(
        'projectDescription',
        amendment ? 'What changes from the original consent?' : 'Describe the building work',
        amendment
          ? 'Say what is different from the consented plans and why.'
          : 'For example: a new three-bedroom house with an attached garage.',
      )}
      {variant === 'projectca' ? (
        <>
          {answer('caWorkDone', 'What building work was done without a building consent?')}
          {answer('caReason', 'Why was it done without a building consent?')}
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
      <BuildingUseChoices
        form={rhf}
        prefix={ID}
        name="lawfulUses"
        legend="Lawful uses of the existing buildings (optional)"
        hint="What the buildings may lawfully be used for now."
      />
      <BuildingUseChoices
        form={rhf}
        prefix={ID}
        name="buildingUses"
        legend="Uses of the buildings once the work is done (optional)"
        hint="Include each new use where the use changes."
      />
      <BuildingList
        appId={appId}
        prefix={ID}
        buildings={buildings}
        onChange={changeBuildings}
        error={err('add-building')}
      />
      <UseTable form={rhf} prefix={ID} buildings={buildings} />
      {buildings.map((b) => (
        <div key={b.id}>
          <ClauseFields form={rhf} prefix={ID} building={b} />
          {scheduleApplies(b) ? <ScheduleFields form={rhf} prefix={ID} building={b} /> : null}
        </div>
      ))}
    </FormSection>
  );
}
