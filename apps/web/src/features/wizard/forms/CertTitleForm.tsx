import { checkCertTitle, type CertTitle, type YesNo } from '@consent/domain';
import { useForm } from 'react-hook-form';
import { useWizardCalls } from '../../../api';
import { TextField } from '../../../ui/Field';
import { Checkbox, RadioGroup } from '../../../ui/RadioGroup';
import { FormSection, WithSavedAnswers } from '../../../forms/FormSection';
import {
  fieldId,
  saveOrProblems,
  showProblems,
  useWizardForm,
  type WizardFormProps,
} from '../../../forms/formRegistry';

const ID = 'ct';
interface Values {
  has_cert: YesNo;
  request_ct: boolean;
  postcode: string;
}

export default function CertTitleForm(props: WizardFormProps) {
  return (
    <WithSavedAnswers
      appId={props.appId}
      name="recordOfTitle"
      load={(calls) => calls.loadAnswers('recordOfTitle', props.appId)}
    >
      {(saved) => <CertTitleFields {...props} saved={saved} />}
    </WithSavedAnswers>
  );
}

function CertTitleFields({ appId, form, title, isFirst, saved }: WizardFormProps & { saved: CertTitle }) {
  const calls = useWizardCalls();
  const rhf = useForm<Values>({
    defaultValues: {
      has_cert: saved.has_cert,
      request_ct: saved.request_ct_from_council === 'y',
      postcode: saved.site_address_postcode,
    },
  });
  const answers = (): CertTitle => {
    const v = rhf.getValues();
    return {
      has_cert: v.has_cert,
      request_ct_from_council: v.request_ct ? 'y' : 'n',
      site_address_postcode: v.postcode.trim(),
    };
  };
  useWizardForm(form, {
    validate: (mode) => showProblems(rhf, ID, checkCertTitle(answers(), mode)),
    save(mode) {
      const a = answers();
      return saveOrProblems(rhf, ID, () =>
        calls.saveAnswers('recordOfTitle', appId, {
          appId,
          has_cert: a.has_cert,
          request_ct: a.request_ct_from_council,
          postcode: a.site_address_postcode,
          validation_mode: mode,
        }),
      );
    },
  });
  const { errors } = rhf.formState;
  return (
    <FormSection id={ID} title={title} isFirst={isFirst}>
      <RadioGroup
        id={fieldId(ID, 'has_cert')}
        legend="Do you have a copy of the record of title for the site?"
        hint="The record of title (certificate of title) shows who owns the land and any interests registered on it."
        input={rhf.register('has_cert')}
        value={rhf.watch('has_cert')}
        error={errors.has_cert?.message}
        options={[
          { value: 'yes', label: 'Yes' },
          {
            value: 'no',
            label: 'No',
            conditional: (
              <Checkbox
                id={fieldId(ID, 'request_ct')}
                label="Ask the council for a copy of the record of title"
                hint="The council may charge for the copy."
                input={rhf.register('request_ct')}
              />
            ),
          },
        ]}
      />
      <TextField
        id={fieldId(ID, 'postcode')}
        label="Postcode of the site (optional)"
        inputMode="numeric"
        autoComplete="postal-code"
        className="input--width-5"
        error={errors.postcode?.message}
        {...rhf.register('postcode', {
          onChange: (e: { target: { value: string } }) => {
            rhf.setValue('postcode', e.target.value.replace(/\D/g, ''));
          },
        })}
      />
    </FormSection>
  );
}
