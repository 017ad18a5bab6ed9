import type { Profile } from '@consent/domain';
import { useProfile } from '../../api';
import { PageHeading } from '../../ui/PageHeading';
import { LoadProblem, Loading } from '../../ui/Status';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';
import { SignOutEverywhere } from './SignOutEverywhere';
import { YourData } from './YourData';

/** Your details (issue 19.5): kept once here, offered by "Use my details" on the application's forms. */
export default function ProfilePage() {
  const profile = useProfile();
  return (
    <div className="narrow">
      <PageHeading>Your details</PageHeading>
      {profile.isPending ? <Loading>Loading your details…</Loading> : null}
      {profile.error ? <LoadProblem message={profile.error.message} onRetry={() => void profile.refetch()} /> : null}
      {profile.data ? <ProfileForm saved={profile.data satisfies Profile} /> : null}
      <ChangePasswordForm />
      <SignOutEverywhere />
      <YourData />
    </div>
  );
}
