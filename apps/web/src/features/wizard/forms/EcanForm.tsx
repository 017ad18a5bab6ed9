import { DAM_CLASSIFICATIONS, ecanDateRange, nzToday, type EcanData } from '@consent/domain';
import { useForm } from 'react-hook-form';
import { useWizardCalls } from '../../../api';
import { TextField } from '../../../ui/Field';
import { RadioGroup } from '../../../ui/RadioGroup';
import { FormSection } from '../../../forms/FormSection';
import {
  fieldId,
  saveOrProblems,
  showProblems,
  useWizardForm,
  type WizardFormProps,
} from '../../../forms/formRegistry';
import { loadFormChecks } from '../../../forms/loadFormChecks';

const ID = 'ecan';

/** The regional-council form: a regional council consents building work on dams. Dates -10:+10 years (spec point 2). */
export function EcanFields({ appId, form, saved }: WizardFormProps & { saved: EcanData }) {
  const calls = useWizardCalls();
  const rhf = useForm<EcanData>({ defaultValues: saved });
  const today = nzToday();
  const range = ecanDateRange(today);
  useWizardForm(form, {
    validate: async (mode) => {
      const { checkEcan } = await loadFormChecks();
      return showProblems(rhf, ID, checkEcan(rhf.getValues(), mode, today));
    },
    save: (mode) => saveOrProblems(rhf, ID, () => calls.saveEcan(appId, rhf.getValues(), mode)),
  });
  const { errors } = rhf.formState;
  return (
    <FormSection id={ID} title="Regional council: dam details" isFirst={false}>
      <TextField
        id={fieldId(ID, 'dam_name')}
        label="Name of the dam"
        error={errors.dam_name?.message}
        {...rhf.register('dam_name')}
      />
      <RadioGroup
        id={fieldId(ID, 'dam_classification')}
        legend="Potential impact classification of the dam"
        input={rhf.register('dam_classification')}
        error={errors.dam_classification?.message}
        options={DAM_CLASSIFICATIONS.map((c) => ({ value: c.value, label: c.name }))}
      />
      <TextField
        id={fieldId(ID, 'works_date')}
        label="Date the building work starts"
        hint="Within ten years before or after today."
        type="date"
        min={range.min}
        max={range.max}
        className="input--width-10"
        error={errors.works_date?.message}
        {...rhf.register('works_date')}
      />
    </FormSection>
  );
}
