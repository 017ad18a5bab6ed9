import { useSignOutEverywhere } from '../../api';
import { SIGN_IN_PATH } from '../../routes/nextPath';
import { Button } from '../../ui/Button';

/**
 * Ends every session of the user, this one included. The page is then loaded afresh at sign-in: nothing
 * loaded for the signed-out user stays in memory.
 */
export function SignOutEverywhere() {
  const signOut = useSignOutEverywhere();
  return (
    <section aria-labelledby="sign-out-everywhere-title">
      <h2 id="sign-out-everywhere-title">Sign out everywhere</h2>
      <p>Signs you out on every computer, phone and browser, this one included.</p>
      {signOut.error ? (
        <p className="field__error" role="alert">
          {signOut.error.message}
        </p>
      ) : null}
      <Button
        variant="secondary"
        pending={signOut.isPending}
        onClick={() => {
          signOut.mutate(undefined, {
            onSuccess: () => {
              window.location.assign(SIGN_IN_PATH);
            },
          });
        }}
      >
        Sign out everywhere
      </Button>
    </section>
  );
}
