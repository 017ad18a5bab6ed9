import { isPageRequired, nzToday, regionalCouncilFormShown, type PlgData } from '@consent/domain';
import { TextField } from '../../../ui/Field';
import { formatDay } from '../../../ui/format';
import { RadioGroup } from '../../../ui/RadioGroup';
import { WithSavedAnswers } from '../../../forms/FormSection';
import { defineFormScreen, sameValues, type FieldsProps } from '../../../forms/defineFormScreen';
import type { WizardFormProps } from '../../../forms/formRegistry';
import { YES_NO_OPTIONS } from '../../../forms/options';
import { EcanFields } from './EcanForm';

export default function PlgForm(props: WizardFormProps) {
  const { application, ctx } = props;
  const regional = application.councils.find((c) => c.id === application.council_id)?.isRegional ?? false;
  return (
    <>
      <PlgScreen {...props} />
      {regionalCouncilFormShown(regional, isPageRequired('plg', ctx)) ? (
        <WithSavedAnswers appId={props.appId} name="ecan" load={(calls) => calls.ecan(props.appId)}>
          {(saved) => <EcanFields {...props} saved={saved.data} />}
        </WithSavedAnswers>
      ) : null}
    </>
  );
}

/** FORM PLG 1: land use planning. The NES date picker allows today or later only (spec point 2). */
const PlgScreen = defineFormScreen('plg', sameValues<PlgData>('plg'), PlgFields);

function PlgFields({ rhf, id }: FieldsProps<PlgData>) {
  const today = nzToday();
  const { errors } = rhf.formState;
  const radio = (name: 'change_use' | 'disturb_soil' | 'hail_land', legend: string, hint?: string) => (
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
      {radio('change_use', 'Will the project change the use of the land?')}
      {radio('disturb_soil', 'Will the project disturb the soil?', 'For example excavation, filling or removing soil.')}
      <RadioGroup
        id={id('hail_land')}
        legend="Has the land been used for an activity on the Hazardous Activities and Industries List (HAIL)?"
        hint="For example a service station, orchard spraying or a timber treatment yard."
        input={rhf.register('hail_land')}
        value={rhf.watch('hail_land')}
        error={errors.hail_land?.message}
        options={[
          {
            value: 'yes',
            label: 'Yes',
            conditional: (
              <>
                <RadioGroup
                  id={id('nes_assessment')}
                  legend="NES (soil contaminants) assessment"
                  input={rhf.register('nes_assessment')}
                  value={rhf.watch('nes_assessment')}
                  error={errors.nes_assessment?.message}
                  options={[
                    { value: 'taken', label: 'An assessment has been taken' },
                    { value: 'undertaken', label: 'An assessment will be undertaken' },
                  ]}
                />
                <TextField
                  id={id('nes_date')}
                  label="Date of the NES assessment"
                  // The same day the field's min and checkPlg hold to (spec point 2: future dates only), named.
                  hint={`The earliest date you can enter is today, ${formatDay(today)}.`}
                  type="date"
                  min={today}
                  className="input--width-10"
                  error={errors.nes_date?.message}
                  {...rhf.register('nes_date')}
                />
              </>
            ),
          },
          { value: 'no', label: 'No' },
        ]}
      />
    </>
  );
}
