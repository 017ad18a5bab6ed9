import type { Profile } from '@consent/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMe, useProfile } from '../../api';
import { Button } from '../../ui/Button';

interface UseMyDetailsProps {
  /** The form's id, so each button's hint has its own. */
  id: string;
  /** Fills the form's fields from the profile; the applicant can still change them afterwards. */
  onUse: (profile: Profile, email: string) => void;
  /** Whose details the form asks for, for the button's accessible name ("owner's details"). */
  whose: string;
}

/**
 * WCAG 3.3.7 (redundant entry): details the applicant keeps in their profile are offered rather than
 * typed again. Says what it did in a live region, since the fields change out of sight of a screen reader.
 */
export function UseMyDetails({ id, onUse, whose }: UseMyDetailsProps) {
  const profile = useProfile();
  const me = useMe();
  const [done, setDone] = useState(false);
  if (!profile.data || !me.data) return null;
  const { data } = profile;
  const email = me.data.email;
  return (
    <div className="use-my-details">
      <Button
        variant="secondary"
        aria-describedby={`${id}-use-my-details-hint`}
        onClick={() => {
          onUse(data, email);
          setDone(true);
        }}
      >
        Use my details
      </Button>
      <p id={`${id}-use-my-details-hint`} className="field__hint">
        Fills in the {whose} fields from <Link to="/profile">your details</Link>. You can change them afterwards.
      </p>
      <div role="status" className="visually-hidden">
        {done ? `The ${whose} fields have been filled in from your details.` : ''}
      </div>
    </div>
  );
}
