import { DISASTERS, DISASTER_OTHER_ID, checkMisc, type MiscData } from '@consent/domain';
import { useForm } from 'react-hook-form';
import { useWizardCalls } from '../../../api';
import { SelectField, TextField } from '../../../ui/Field';
import { RadioGroup } from '../../../ui/RadioGroup';
import { FormSection, WithSavedAnswers } from '../../../forms/FormSection';
import {
  fieldId,
  saveOrProblems,
  showProblems,
  useWizardForm,
  type WizardFormProps,
} from '../../../forms/formRegistry';
import { YES_NO_OPTIONS } from '../../../forms/options';

const ID = 'misc';
type Values = Omit<MiscData, 'disaster_id'> & { disaster_id: string };

export default function MiscForm(props: WizardFormProps) {
  return (
    <WithSavedAnswers appId={props.appId} name="miscInfo" load={(calls) => calls.loadAnswers('miscInfo', props.appId)}>
      {(saved) => <MiscFields {...props} saved={saved.data} />}
    </WithSavedAnswers>
  );
}

function MiscFields({ appId, form, title, isFirst, saved }: WizardFormProps & { saved: MiscData }) {
  const calls = useWizardCalls();
  const rhf = useForm<Values>({
    defaultValues: { ...saved, disaster_id: saved.disaster_id === null ? '' : String(saved.disaster_id) },
  });
  const data = (): MiscData => {
    const v = rhf.getValues();
    return { ...v, disaster_id: v.disaster_id === '' ? null : Number(v.disaster_id) };
  };
  useWizardForm(form, {
    validate: (mode) => showProblems(rhf, ID, checkMisc(data(), mode)),
    save: (mode) =>
      saveOrProblems(rhf, ID, () => calls.saveAnswers('miscInfo', appId, { data: data(), validation_mode: mode })),
  });
  const { errors } = rhf.formState;
  const disasterId = rhf.watch('disaster_id');
  const radio = (name: 'has_dogs' | 'has_swimming_pool' | 'service_connection', legend: string, hint?: string) => (
    <RadioGroup
      id={fieldId(ID, name)}
      legend={legend}
      hint={hint}
      input={rhf.register(name)}
      value={rhf.watch(name)}
      error={errors[name]?.message}
      options={YES_NO_OPTIONS}
      inline
    />
  );
  return (
    <FormSection id={ID} title={title} isFirst={isFirst}>
      <RadioGroup
        id={fieldId(ID, 'disaster_related')}
        legend="Is the work related to a natural disaster?"
        input={rhf.register('disaster_related')}
        value={rhf.watch('disaster_related')}
        error={errors.disaster_related?.message}
        options={[
          {
            value: 'yes',
            label: 'Yes',
            conditional: (
              <>
                <SelectField
                  id={fieldId(ID, 'disaster_id')}
                  label="Which disaster?"
                  error={errors.disaster_id?.message}
                  {...rhf.register('disaster_id')}
                >
                  <option value="">Choose a disaster</option>
                  {DISASTERS.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.name}
                    </option>
                  ))}
                </SelectField>
                {Number(disasterId) === DISASTER_OTHER_ID ? (
                  <TextField
                    id={fieldId(ID, 'disaster_other')}
                    label="Describe the disaster"
                    error={errors.disaster_other?.message}
                    {...rhf.register('disaster_other')}
                  />
                ) : null}
              </>
            ),
          },
          { value: 'no', label: 'No' },
        ]}
      />
      {radio('has_dogs', 'Are there dogs on the site?', 'So the council’s inspectors can visit safely.')}
      {radio('has_swimming_pool', 'Does the project include a swimming pool?')}
      {radio(
        'service_connection',
        'Does the project need a new connection to the council’s water, wastewater or stormwater services?',
      )}
    </FormSection>
  );
}
