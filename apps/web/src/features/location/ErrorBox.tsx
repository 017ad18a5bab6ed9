import { ERROR_BOX_MS, parcelMessages } from '@consent/domain';
import { useEffect } from 'react';

/** Some of the spec's messages carry the prefix themselves ('Error! Unable to get the address details.'): it is shown once. */
const withoutPrefix = (message: string) =>
  message.startsWith(parcelMessages.errorPrefix) ? message.slice(parcelMessages.errorPrefix.length).trimStart() : message;

/** The 'Error!' box (spec points 2 and 8): the message for 5000 ms, then it goes. Announced as an alert. */
export function ErrorBox({ message, onDone }: { message: string | null; onDone: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onDone, ERROR_BOX_MS);
    return () => clearTimeout(timer);
  }, [message, onDone]);
  return (
    <div role="alert" className={message ? 'error-box' : undefined}>
      {message ? (
        <>
          <strong>{parcelMessages.errorPrefix}</strong> {withoutPrefix(message)}
        </>
      ) : null}
    </div>
  );
}
