import { personFromProfile, type PersonDetail } from '@consent/domain';
import { useEffect, useEffectEvent } from 'react';
import { useMe, useProfile } from '../../../api';

/**
 * When the applicant is this person (the owner who applies, or the agent), a page nobody has started begins with
 * their profile (issue 19.5 for the owner, issue 15 for the agent): filled in once, when the profile arrives, unless
 * they have typed by then.
 */
export function useProfilePrefill(
  prefill: boolean,
  typed: () => boolean,
  fillIn: (details: Partial<PersonDetail>) => void,
): void {
  const profile = useProfile();
  const me = useMe();
  // Reads whether the applicant has typed yet at the moment the profile arrives, without running again as they type.
  const prefillFrom = useEffectEvent((data: NonNullable<typeof profile.data>, email: string) => {
    if (!typed()) fillIn(personFromProfile(data, email));
  });
  useEffect(() => {
    if (prefill && profile.data && me.data) prefillFrom(profile.data, me.data.email);
    // Once, when the profile arrives.
  }, [prefill, profile.data, me.data]);
}
