import {
  isAgent,
  isRegisteredCompany,
  legacyStepForPage,
  personDetailEmpty,
  personFromProfile,
  type PersonDetail,
  type PersonType,
  type YesNo,
} from '@consent/domain';
import { lazy, Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { Loading } from '../../../ui/Status';
import { useWizardCalls } from '../../../api';
import { UseMyDetails } from '../../profile/UseMyDetails';
import { Checkbox, RadioGroup } from '../../../ui/RadioGroup';
import { FormSection, WithSavedAnswers } from '../../../forms/FormSection';
import {
  fieldId,
  saveOrProblems,
  showProblems,
  useWizardForm,
  type WizardFormProps,
} from '../../../forms/formRegistry';
import { NeedAgentQuestion, needAgentFromRole } from './NeedAgentQuestion';
import { personTextField, type PersonValues } from './personText';
import { useProfilePrefill } from './useProfilePrefill';
import { loadFormChecks } from '../../../forms/loadFormChecks';

/**
 * A company's fields, with the company register's suggestions (a combobox of about 37 KB): loaded when a company is
 * chosen, so the owner's and agent's pages draw without it for a person (ADR 0089).
 */
const RegisteredCompanyFields = lazy(() =>
  import('./RegisteredCompanyFields').then((module) => ({ default: module.RegisteredCompanyFields })),
);

type Who = 'owner' | 'agent';

/** One wording for both numbers, saying the rule (checkPerson: a phone or a mobile number). */
const PHONE_HINT = 'Give a phone number, a mobile number, or both.';
const NOT_A_NAME: Partial<PersonDetail> = { full_name: '', nzbn: '', rego: '', contact_person: '' };

export default function PersonForm(props: WizardFormProps) {
  const who: Who = props.form === 'ownerDetails' ? 'owner' : 'agent';
  return (
    <WithSavedAnswers
      appId={props.appId}
      name={props.form}
      load={async (calls) => ({
        person: await calls.person(who, props.appId),
        needagent: who === 'agent' ? (await calls.needAgent(props.appId)).needagent : '',
      })}
    >
      {(saved) => (
        <PersonFields
          {...props}
          who={who}
          saved={saved.person.data}
          needagent={saved.needagent}
          streetRequired={saved.person.streetAddressRequired}
        />
      )}
    </WithSavedAnswers>
  );
}

interface PersonFieldsProps extends WizardFormProps {
  who: Who;
  saved: PersonDetail;
  needagent: YesNo;
  streetRequired: boolean;
}

/**
 * Owner's or agent's details (spec point 3): a person, or a registered company found in the companies
 * register. The agent's form first asks 'Need Agent'. The street address is asked for only where it is
 * editable and required (ccc, abc, clones).
 */
function PersonFields({
  appId,
  application,
  form,
  title,
  isFirst,
  who,
  saved,
  needagent,
  streetRequired,
}: PersonFieldsProps) {
  const calls = useWizardCalls();
  const ID = who;
  const role = application.applicantRole;
  // The applicant already said on the role page that they are the agent: the agent's page does not ask again.
  const applicantIsAgent = who === 'agent' && isAgent(role);
  const rhf = useForm<PersonValues>({ defaultValues: { ...saved, needagent: needagent || needAgentFromRole(role) } });
  const [type, needAgent, sameAsMail, fullName] = rhf.watch(['type', 'needagent', 'street_same_as_mail', 'full_name']);
  const company = isRegisteredCompany(type);

  function fillIn(details: Partial<PersonDetail>) {
    for (const [name, value] of Object.entries(details))
      rhf.setValue(name as keyof PersonValues, value, { shouldDirty: true });
  }
  const prefill = (who === 'owner' ? !isAgent(role) : applicantIsAgent) && personDetailEmpty(saved);
  useProfilePrefill(prefill, () => rhf.formState.isDirty, fillIn);
  const askDetails = who === 'owner' || needAgent !== 'no';

  const person = (): PersonDetail => {
    const { needagent: _needagent, ...data } = rhf.getValues();
    // Found by company number only: a registered company of type nzrc.
    const companyType = data.nzbn ? 'nzbn' : 'nzrc';
    return { ...data, type: isRegisteredCompany(data.type) ? companyType : 'person' };
  };

  useWizardForm(form, {
    async validate(mode) {
      const { checkNeedAgent, checkPerson } = await loadFormChecks();
      const problems = who === 'agent' ? checkNeedAgent(rhf.getValues('needagent'), mode) : [];
      if (askDetails) problems.push(...checkPerson(person(), mode, { who, streetRequired }));
      return showProblems(rhf, ID, problems);
    },
    show: (problems) => showProblems(rhf, ID, problems),
    save(mode) {
      return saveOrProblems(rhf, ID, async () => {
        if (who === 'agent') await calls.saveNeedAgent(appId, rhf.getValues('needagent'), mode);
        if (askDetails)
          await calls.savePerson(
            who,
            appId,
            person(),
            legacyStepForPage(who === 'owner' ? 'ownerDetails' : 'agentDetails'),
            mode,
          );
      });
    },
  });

  const id = (field: string) => fieldId(ID, field);
  const text = personTextField(rhf, ID);
  const Whose = who === 'owner' ? "owner's" : "agent's";

  return (
    <FormSection id={ID} title={title} isFirst={isFirst}>
      {who === 'agent' && !applicantIsAgent ? <NeedAgentQuestion rhf={rhf} formId={ID} value={needAgent} /> : null}
      {askDetails ? (
        <>
          <UseMyDetails
            id={ID}
            whose={who}
            onUse={(data, email) => {
              fillIn(personFromProfile(data, email));
            }}
          />
          <RadioGroup
            id={id('type')}
            legend={`Is the ${who} a person or a registered company?`}
            input={rhf.register('type', {
              // A company's name, numbers and contact person are not a person's, nor the other way round.
              onChange: (event: { target: { value: string } }) => {
                if (isRegisteredCompany(event.target.value as PersonType) !== company) fillIn(NOT_A_NAME);
              },
            })}
            value={type}
            options={[
              { value: 'person', label: 'A person' },
              { value: type === 'nzrc' ? 'nzrc' : 'nzbn', label: 'A registered company' },
            ]}
            inline
          />
          {company ? (
            <Suspense fallback={<Loading>Loading the company&rsquo;s fields…</Loading>}>
              <RegisteredCompanyFields rhf={rhf} formId={ID} fullName={fullName} text={text} />
            </Suspense>
          ) : (
            text('full_name', `${Whose.charAt(0).toUpperCase()}${Whose.slice(1)} full name`, { autoComplete: 'name' })
          )}
          {text('mail_address', 'Mailing address', { autoComplete: 'street-address' })}
          {streetRequired ? (
            <>
              <Checkbox
                id={id('street_same_as_mail')}
                label="The street address is the mailing address"
                input={rhf.register('street_same_as_mail')}
              />
              {sameAsMail ? null : text('street_address', 'Street address')}
            </>
          ) : null}
          {text('phone', 'Phone number', { type: 'tel', autoComplete: 'tel', hint: PHONE_HINT })}
          {text('mobile', 'Mobile number', { type: 'tel', autoComplete: 'tel', hint: PHONE_HINT })}
          {text('email', 'Email address', { type: 'email', autoComplete: 'email', spellCheck: false })}
        </>
      ) : null}
    </FormSection>
  );
}
