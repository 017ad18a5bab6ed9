import type { ApiError } from '../../api';

/** What the server said about the last change that failed (its message is the one to show). */
export function ChangeProblem({ errors }: { errors: (ApiError | null)[] }) {
  const error = errors.find(Boolean);
  return error ? (
    <p className="field__error" role="alert">
      {error.message}
    </p>
  ) : null;
}
