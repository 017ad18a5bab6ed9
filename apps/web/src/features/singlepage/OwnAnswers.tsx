import {
  BUILDING_CODE_CLAUSES,
  FAST_TRACK_CLAUSE_CODES,
  FAST_TRACK_PROJECTS,
  GARAGE_PROJECT,
  SINGLE_PAGE_OWN_TITLES,
  isHeatingAppliance,
  type FastTrackData,
  type FloodAffectedData,
} from '@consent/domain';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../ui/Field';
import { Checkbox, RadioGroup } from '../../ui/RadioGroup';
import { TextAreaField } from '../project/fields';
import { fieldId } from '../../forms/formRegistry';

export const OWN_ID = 'singlepage';
const id = (field: string) => fieldId(OWN_ID, field);
const clauseName = (code: string) => BUILDING_CODE_CLAUSES.find((c) => c.code === code)?.name ?? code;

/** The fast-track project choice, with make and model for the heating appliances and the garage's size. */
export function FastTrackAnswers({ rhf }: { rhf: UseFormReturn<FastTrackData> }) {
  const errors = rhf.formState.errors;
  const project = rhf.watch('project');
  return (
    <section className="wizard-form" aria-labelledby={`${OWN_ID}-title`}>
      <h2 id={`${OWN_ID}-title`} className="wizard-form__title">
        {SINGLE_PAGE_OWN_TITLES.fasttrack}
      </h2>
      <RadioGroup
        id={id('project')}
        legend="Which project is this application for?"
        error={errors.project?.message}
        options={FAST_TRACK_PROJECTS.map((p) => ({ value: p, label: p }))}
        input={rhf.register('project')}
        value={project}
      />
      {isHeatingAppliance(project) ? (
        <>
          <TextField
            id={id('make')}
            label="Make of the appliance"
            error={errors.make?.message}
            {...rhf.register('make')}
          />
          <TextField
            id={id('model')}
            label="Model of the appliance"
            error={errors.model?.message}
            {...rhf.register('model')}
          />
        </>
      ) : null}
      {project === GARAGE_PROJECT ? (
        <TextField
          id={id('garage_size')}
          label="Size of the garage"
          hint="For example, 6 m x 3 m"
          error={errors.garage_size?.message}
          {...rhf.register('garage_size')}
        />
      ) : null}
      <div className={errors.clauses ? 'field field--error' : 'field'}>
        <fieldset className="checkboxes" aria-describedby={errors.clauses ? `${id('clauses')}-error` : undefined}>
          <legend className="checkboxes__legend">Building Code clauses the work complies with</legend>
          {errors.clauses ? (
            <p id={`${id('clauses')}-error`} className="field__error">
              <span className="visually-hidden">Error: </span>
              {errors.clauses.message}
            </p>
          ) : null}
          {FAST_TRACK_CLAUSE_CODES.map((code, index) => (
            <Checkbox
              key={code}
              id={index === 0 ? id('clauses') : `${id('clauses')}-${code}`}
              label={`${code} ${clauseName(code)}`}
              value={code}
              input={rhf.register('clauses')}
            />
          ))}
        </fieldset>
      </div>
    </section>
  );
}

/** The flood remediation questions: the damage, the work to remediate it, and the building's use. */
export function FloodAffectedAnswers({ rhf }: { rhf: UseFormReturn<FloodAffectedData> }) {
  const errors = rhf.formState.errors;
  return (
    <section className="wizard-form" aria-labelledby={`${OWN_ID}-title`}>
      <h2 id={`${OWN_ID}-title`} className="wizard-form__title">
        {SINGLE_PAGE_OWN_TITLES.floodaffected}
      </h2>
      <TextAreaField
        id={id('damage')}
        label="Describe the flood damage to the building"
        error={errors.damage?.message}
        {...rhf.register('damage')}
      />
      <TextAreaField
        id={id('remediation_work')}
        label="Describe the work to remediate the flood damage"
        error={errors.remediation_work?.message}
        {...rhf.register('remediation_work')}
      />
      <TextField
        id={id('building_use')}
        label="What is the building used for?"
        hint="For example, a dwelling or a shop"
        error={errors.building_use?.message}
        {...rhf.register('building_use')}
      />
    </section>
  );
}
