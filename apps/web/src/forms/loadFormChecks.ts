type FormChecks = typeof import('./formChecks');

let loading: Promise<FormChecks> | undefined;

/**
 * The forms' checks (formChecks.ts), loaded once: a wizard page starts them as soon as it has drawn, and every check
 * awaits them, so a check waits on the network only if a person presses Continue before they arrive (ADR 0089). A
 * failed load is asked again at the next check, whose failure shows as the server's error does.
 */
export function loadFormChecks(): Promise<FormChecks> {
  loading ??= import('./formChecks').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
