import { useRequestAccountClosure } from '../../api';
import { Button } from '../../ui/Button';
import { SuccessBanner } from '../../ui/Status';

/** "Close your account" (issue 29.5): asks for the confirming mail; nothing is closed until its link is opened. */
export function CloseAccount() {
  const request = useRequestAccountClosure();
  return (
    <>
      <h3 id="close-account-title">Close your account</h3>
      <p>
        Closing your account deletes your draft applications and their documents, removes you from applications shared
        with you and signs you out everywhere. Applications you have submitted stay with the council as its records. We
        email you a link to confirm first.
      </p>
      {request.isSuccess ? (
        <SuccessBanner title="Check your email" focus>
          {request.data.message}
        </SuccessBanner>
      ) : null}
      {request.error ? (
        <p className="field__error" role="alert">
          {request.error.message}
        </p>
      ) : null}
      <Button
        variant="secondary"
        pending={request.isPending}
        onClick={() => {
          request.mutate();
        }}
      >
        Close your account
      </Button>
    </>
  );
}
