import { isAgent, type YesNo } from '@consent/domain';
import type { UseFormReturn } from 'react-hook-form';
import { fieldId } from '../../../forms/formRegistry';
import { RadioGroup } from '../../../ui/RadioGroup';
import type { PersonValues } from './personText';

/**
 * Whether an agent acts for the owner, before it is answered: yes when the applicant said they are the agent, else no.
 * The single-page forms (fast track, flood affected) ask it of applicants who chose no role, mostly owners applying
 * for their own heater or garage: 'no' is the likely answer, and it stays a choice they can change.
 */
export const needAgentFromRole = (role: string | null): YesNo => (isAgent(role) ? 'yes' : 'no');

/** "Need Agent" (spec point 2), asked on the agent's page: is an agent acting for the owner on this application? */
export function NeedAgentQuestion({
  rhf,
  formId,
  value,
}: {
  rhf: UseFormReturn<PersonValues>;
  formId: string;
  value: YesNo;
}) {
  return (
    <RadioGroup
      id={fieldId(formId, 'needagent')}
      legend="Is an agent acting for the owner on this application?"
      hint="An agent is someone the owner has asked to apply for them, such as a designer or builder."
      input={rhf.register('needagent')}
      value={value}
      error={rhf.formState.errors.needagent?.message}
      options={[
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ]}
      inline
    />
  );
}
