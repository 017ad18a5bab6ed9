import { useCallback, useState } from 'react';
import { failureMessage } from '../../api';

/**
 * The message an 'Error!' box shows, and a stable way to clear it (the box restarts its 5000 ms for a new onDone).
 * `fail` shows a failed call's message.
 */
export function useErrorBox() {
  const [message, show] = useState<string | null>(null);
  const clear = useCallback(() => {
    show(null);
  }, []);
  const fail = useCallback((error: unknown) => {
    show(failureMessage(error));
  }, []);
  return { message, show, clear, fail };
}

export type ErrorBoxState = ReturnType<typeof useErrorBox>;
