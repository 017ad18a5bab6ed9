import { isReferenceWellFormed, messages, type PreApplication, type YesNo } from '@consent/domain';
import { useForm } from 'react-hook-form';
import { useWizardCalls } from '../../../api';
import { TextField } from '../../../ui/Field';
import { RadioGroup } from '../../../ui/RadioGroup';
import { FormSection, WithSavedAnswers } from '../../../forms/FormSection';
import {
  fieldId,
  saveOrProblems,
  showProblems,
  useWizardForm,
  type WizardFormProps,
} from '../../../forms/formRegistry';
import { loadFormChecks } from '../../../forms/loadFormChecks';

const ID = 'preapp';
interface Values {
  pre_app: YesNo;
  ref_number: string;
}

export default function PreApplicationForm(props: WizardFormProps) {
  return (
    <WithSavedAnswers
      appId={props.appId}
      name="preApplication"
      load={(calls) => calls.loadAnswers('preApplication', props.appId)}
    >
      {(saved) => <PreApplicationFields {...props} saved={saved} />}
    </WithSavedAnswers>
  );
}

function PreApplicationFields({ appId, form, title, isFirst, saved }: WizardFormProps & { saved: PreApplication }) {
  const calls = useWizardCalls();
  const rhf = useForm<Values>({
    defaultValues: {
      pre_app: saved.preAppAnswered ? (saved.haveRefNumber ? 'yes' : 'no') : '',
      ref_number: saved.refNumber ?? '',
    },
  });
  const answer = rhf.watch('pre_app');
  const { errors } = rhf.formState;

  useWizardForm(form, {
    async validate(mode) {
      const { pre_app, ref_number } = rhf.getValues();
      const { checkPreApplication } = await loadFormChecks();
      const problems = checkPreApplication(pre_app, ref_number, mode);
      // The reference must exist in the council's register (checked in mode 'all', as the other rules).
      if (
        !problems.length &&
        mode === 'all' &&
        pre_app === 'yes' &&
        !(await calls.checkRefNo(appId, ref_number.trim()))
      ) {
        problems.push({ field: 'ref_number', message: messages.preAppReferenceNotFound });
      }
      return showProblems(rhf, ID, problems);
    },
    save(mode) {
      const { pre_app, ref_number } = rhf.getValues();
      if (pre_app === '') return Promise.resolve([]);
      return saveOrProblems(rhf, ID, () =>
        calls.saveAnswers('preApplication', appId, {
          ref_number: pre_app === 'no' ? '0' : ref_number.trim(),
          validation_mode: mode,
        }),
      );
    },
  });

  // Letters and digits only, checked as the applicant types (spec point 5).
  const reference = rhf.register('ref_number', {
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value.trim();
      if (value && !isReferenceWellFormed(value))
        rhf.setError('ref_number', { type: 'live', message: messages.preAppInvalidReference });
      else rhf.clearErrors('ref_number');
    },
  });

  return (
    <FormSection id={ID} title={title} isFirst={isFirst}>
      <RadioGroup
        id={fieldId(ID, 'pre_app')}
        legend="Did you have a pre-application meeting with the council about this project?"
        input={rhf.register('pre_app')}
        value={answer}
        error={errors.pre_app?.message}
        inline={false}
        options={[
          {
            value: 'yes',
            label: 'Yes',
            conditional: (
              <TextField
                id={fieldId(ID, 'ref_number')}
                label="Pre-application meeting reference number"
                hint="It is on the council's letter or email about the meeting, for example PAM20240012."
                autoComplete="off"
                spellCheck={false}
                error={errors.ref_number?.message}
                {...reference}
              />
            ),
          },
          { value: 'no', label: 'No' },
        ]}
      />
    </FormSection>
  );
}
