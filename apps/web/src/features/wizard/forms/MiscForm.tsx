import { DISASTERS, DISASTER_OTHER_ID, type MiscData } from '@consent/domain';
import { SelectField, TextField } from '../../../ui/Field';
import { RadioGroup } from '../../../ui/RadioGroup';
import { defineFormScreen, type FieldsProps } from '../../../forms/defineFormScreen';
import { YES_NO_OPTIONS } from '../../../forms/options';

type Values = Omit<MiscData, 'disaster_id'> & { disaster_id: string };

/** Miscellaneous Information: its fields; the disaster is chosen from a select, so its id is text there. */
export default defineFormScreen(
  'miscInfo',
  {
    prefix: 'misc',
    values: (saved): Values => ({ ...saved, disaster_id: saved.disaster_id === null ? '' : String(saved.disaster_id) }),
    answers: (v): MiscData => ({ ...v, disaster_id: v.disaster_id === '' ? null : Number(v.disaster_id) }),
  },
  MiscFields,
);

function MiscFields({ rhf, id }: FieldsProps<Values>) {
  const { errors } = rhf.formState;
  const disasterId = rhf.watch('disaster_id');
  const radio = (name: 'has_dogs' | 'has_swimming_pool' | 'service_connection', legend: string, hint?: string) => (
    <RadioGroup
      id={id(name)}
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
    <>
      <RadioGroup
        id={id('disaster_related')}
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
                  id={id('disaster_id')}
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
                    id={id('disaster_other')}
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
    </>
  );
}
