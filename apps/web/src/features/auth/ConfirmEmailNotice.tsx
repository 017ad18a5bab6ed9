import type { Me } from '@consent/domain';
import { useResendVerification } from '../../api';
import { Button } from '../../ui/Button';

/** Until the address is confirmed the applicant can fill in applications but not submit them; says so, with "send again". */
export function ConfirmEmailNotice({ me }: { me: Me }) {
  const resend = useResendVerification();
  if (me.emailVerified) return null;
  return (
    <section className="banner" aria-labelledby="confirm-email-title">
      <h2 id="confirm-email-title" className="banner__title">
        Confirm your email address
      </h2>
      <div className="banner__body">
        <p>
          We sent a link to {me.email}. You need to confirm your email address before you can submit an application.
        </p>
        <p role="status">{resend.isSuccess ? resend.data : resend.isError ? resend.error.message : ''}</p>
        <Button
          variant="secondary"
          onClick={() => {
            resend.mutate();
          }}
          pending={resend.isPending}
        >
          Send the link again
        </Button>
      </div>
    </section>
  );
}
