import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { meQueryKey, useWizardCalls } from '../../../api';
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

const ID = 'role';

export default function RoleForm(props: WizardFormProps) {
  return (
    <WithSavedAnswers appId={props.appId} name="applicantRole" load={(calls) => calls.role(props.appId)}>
      {(saved) => <RoleFields {...props} role={saved.role} />}
    </WithSavedAnswers>
  );
}

function RoleFields({ appId, form, title, isFirst, role }: WizardFormProps & { role: string | null }) {
  const calls = useWizardCalls();
  const queryClient = useQueryClient();
  const rhf = useForm<{ approle: string }>({ defaultValues: { approle: (role ?? '').toLowerCase() } });
  const { advance } = useWizardForm(form, {
    validate: async (mode) => {
      const { checkAppRole } = await loadFormChecks();
      return showProblems(rhf, ID, checkAppRole(rhf.getValues('approle'), mode));
    },
    save: (mode) =>
      saveOrProblems(rhf, ID, async () => {
        const answer = await calls.saveRole(appId, rhf.getValues('approle'), mode);
        // The role a new application is started with is the latest one, in /me.
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        return answer;
      }),
  });
  // Choosing a role moves on at once (spec point 2).
  const input = rhf.register('approle', {
    onChange: () => {
      advance();
    },
  });
  return (
    <FormSection id={ID} title={title} isFirst={isFirst}>
      <RadioGroup
        id={fieldId(ID, 'approle')}
        legend="Are you the owner, or an agent acting for the owner?"
        hint="Choosing one takes you to the next step."
        input={input}
        error={rhf.formState.errors.approle?.message}
        options={[
          { value: 'owner', label: 'I am the owner' },
          {
            value: 'agent',
            label: 'I am an agent acting for the owner',
            hint: 'For example a designer, builder or consultant.',
          },
        ]}
      />
    </FormSection>
  );
}
