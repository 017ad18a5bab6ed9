import { BWCO_REASONS, nzToday, type ProjectData } from '@consent/domain';
import { useForm } from 'react-hook-form';
import { useProjectCalls, type ProjectLoad } from '../../api';
import { TextField } from '../../ui/Field';
import { RadioGroup } from '../../ui/RadioGroup';
import { FormSection } from '../../forms/FormSection';
import { fieldId, saveOrProblems, showProblems, useWizardForm, type WizardFormProps } from '../../forms/formRegistry';
import { loadFormChecks } from '../../forms/loadFormChecks';
import { TextAreaField, errorAt } from './fields';

const ID = 'project';

/**
 * The project page of a code compliance certificate (when the building work was completed, all of it
 * or a stage) or of a certificate for public use (the parts the public will use and why they are safe).
 * Neither describes buildings.
 */
export function CompletionProject({
  appId,
  ctx,
  application,
  form,
  title,
  isFirst,
  saved,
}: WizardFormProps & { saved: ProjectLoad }) {
  const calls = useProjectCalls();
  const rhf = useForm<ProjectData>({ defaultValues: saved.project });
  const today = nzToday();
  const variant = saved.variant;
  const context = { typeCode: ctx.typeCode, param: application.appParam, buildingIds: [], today };
  useWizardForm(form, {
    validate: async (mode) => {
      const { checkProject } = await loadFormChecks();
      return showProblems(rhf, ID, checkProject(rhf.getValues(), mode, context));
    },
    save: async (mode) => {
      const { projectFieldsFor } = await loadFormChecks();
      return saveOrProblems(rhf, ID, () =>
        calls.saveProject(variant, appId, { ...projectFieldsFor(variant, rhf.getValues()), validation_mode: mode }),
      );
    },
  });
  const err = (name: keyof ProjectData) => errorAt(rhf, name);

  if (variant === 'projectcpu') {
    return (
      <FormSection id={ID} title={title} isFirst={isFirst}>
        <TextAreaField
          id={fieldId(ID, 'projectDescription')}
          label="Describe the building work"
          error={err('projectDescription')}
          {...rhf.register('projectDescription')}
        />
        <TextAreaField
          id={fieldId(ID, 'cpuBuildingParts')}
          label="Which parts of the building will the public use?"
          hint="For example: the ground floor shop and its toilets."
          error={err('cpuBuildingParts')}
          {...rhf.register('cpuBuildingParts')}
        />
        <TextAreaField
          id={fieldId(ID, 'cpuSafeUse')}
          label="How are those parts safe for the public to use?"
          hint="For example: the fire alarm, exits and emergency lighting serving them are complete and tested."
          error={err('cpuSafeUse')}
          {...rhf.register('cpuSafeUse')}
        />
      </FormSection>
    );
  }
  return (
    <FormSection id={ID} title={title} isFirst={isFirst}>
      <TextField
        id={fieldId(ID, 'bwcoDate')}
        label="Date the building work was completed"
        hint="Today or an earlier date."
        type="date"
        max={today}
        className="input--width-10"
        error={err('bwcoDate')}
        {...rhf.register('bwcoDate')}
      />
      <RadioGroup
        id={fieldId(ID, 'bwcoReason')}
        legend="How much of the building work is complete?"
        input={rhf.register('bwcoReason')}
        value={rhf.watch('bwcoReason')}
        error={err('bwcoReason')}
        options={BWCO_REASONS.map((r) => ({ value: r.value, label: r.name }))}
      />
      <TextAreaField
        id={fieldId(ID, 'bwcoDetails')}
        label="Details of the completed work"
        hint="For a stage, say which stage is complete and what it includes."
        error={err('bwcoDetails')}
        {...rhf.register('bwcoDetails')}
      />
      <TextAreaField
        id={fieldId(ID, 'projectDescription')}
        label="Anything else the council should know (optional)"
        {...rhf.register('projectDescription')}
      />
    </FormSection>
  );
}
