import { zodResolver } from '@hookform/resolvers/zod';
import { profileSchema, type Profile, type ProfileInput } from '@consent/domain';
import { useSaveProfile } from '../../api';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { TextField } from '../../ui/Field';
import { Checkbox } from '../../ui/RadioGroup';
import { SuccessBanner } from '../../ui/Status';
import { CompanyCombobox } from '../../forms/CompanyCombobox';
import { useAuthForm } from '../auth/useAuthForm';

const FIELDS = [
  'fullName',
  'phone',
  'mobile',
  'mailingAddress',
  'streetAddress',
  'companyName',
  'nzbn',
  'companyNumber',
  'lbpNumber',
] as const;

/** The profile's fields, checked in the browser by the same schema the server uses. */
export function ProfileForm({ saved }: { saved: Profile }) {
  const save = useSaveProfile();
  const { form, attempt, summaryErrors, showServerError, handleSubmit } = useAuthForm<ProfileInput, Profile>({
    resolver: zodResolver(profileSchema),
    fields: [...FIELDS],
    defaultValues: saved,
  });
  const { errors } = form.formState;
  const [practitioner, companyName] = form.watch(['practitioner', 'companyName']);
  const onValid = handleSubmit((values) => {
    save.mutate(values, {
      onError: showServerError,
      onSuccess: (answer) => {
        form.reset(answer.profile);
      },
    });
  });
  const text = (name: (typeof FIELDS)[number], label: string, extra: Record<string, unknown> = {}) => (
    <TextField id={name} label={label} error={errors[name]?.message} {...extra} {...form.register(name)} />
  );

  return (
    <form onSubmit={onValid} noValidate aria-labelledby="profile-details-title">
      <ErrorSummary errors={summaryErrors} attempt={attempt} />
      {save.isSuccess && !form.formState.isDirty ? (
        <SuccessBanner title="Saved">{save.data.message}</SuccessBanner>
      ) : null}
      <h2 id="profile-details-title">Contact details</h2>
      <p>The application forms offer these with a "Use my details" button, so you do not have to type them again.</p>
      {text('fullName', 'Full name', { autoComplete: 'name' })}
      {text('phone', 'Phone number (optional)', { type: 'tel', autoComplete: 'tel' })}
      {text('mobile', 'Mobile number (optional)', { type: 'tel', autoComplete: 'tel' })}
      {text('mailingAddress', 'Postal address (optional)', { autoComplete: 'street-address' })}
      {text('streetAddress', 'Street address (optional)', {
        hint: 'Where you live or work, if it is not your postal address.',
      })}
      <h2>Company (optional)</h2>
      <CompanyCombobox
        id="companyName"
        label="Company name"
        error={errors.companyName?.message}
        input={form.register('companyName')}
        value={companyName ?? ''}
        onChoose={(found) => {
          form.setValue('companyName', found.name, { shouldDirty: true });
          form.setValue('nzbn', found.nzbn, { shouldDirty: true });
          form.setValue('companyNumber', found.registration_number, { shouldDirty: true });
        }}
      />
      {text('nzbn', 'NZBN', {
        inputMode: 'numeric',
        hint: 'The New Zealand Business Number: 13 digits.',
        className: 'input--width-20',
      })}
      {text('companyNumber', 'Company number', { inputMode: 'numeric', className: 'input--width-10' })}
      <h2>Licensed building practitioner</h2>
      <Checkbox id="practitioner" label="I am a licensed building practitioner" input={form.register('practitioner')} />
      {practitioner
        ? text('lbpNumber', 'LBP number', {
            hint: 'BP followed by 6 digits, like BP104233.',
            className: 'input--width-10',
          })
        : null}
      <Button type="submit" pending={save.isPending}>
        Save your details
      </Button>
    </form>
  );
}
