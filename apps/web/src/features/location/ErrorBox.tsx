import { ERROR_BOX_MS, parcelMessages } from '@consent/domain';
import { useEffect, useState } from 'react';

/** How long the box takes to fade out after its 5000 ms (jQuery's fadeOut default, which the legacy box used). */
export const ERROR_BOX_FADE_MS = 400;

/** Some of the spec's messages carry the prefix themselves ('Error! Unable to get the address details.'): it is shown once. */
const withoutPrefix = (message: string) =>
  message.startsWith(parcelMessages.errorPrefix)
    ? message.slice(parcelMessages.errorPrefix.length).trimStart()
    : message;

/**
 * The 'Error!' box (spec point 2: "'Error!' plus the message for 5000 ms, then fades out"): the message stays
 * 5000 ms, fades out (opacity, none for reduced motion) and then goes. Announced as an alert.
 */
export function ErrorBox({ message, onDone }: { message: string | null; onDone: () => void }) {
  const [fading, setFading] = useState(false);
  // Each new message (or new onDone) starts again unfaded: adjusted while rendering, as React advises, rather than
  // in the effect, so the new message is never painted faded first.
  const [shownFor, setShownFor] = useState({ message, onDone });
  if (shownFor.message !== message || shownFor.onDone !== onDone) {
    setShownFor({ message, onDone });
    setFading(false);
  }
  useEffect(() => {
    if (!message) return;
    let gone: ReturnType<typeof setTimeout> | undefined;
    const shown = setTimeout(() => {
      setFading(true);
      gone = setTimeout(onDone, ERROR_BOX_FADE_MS);
    }, ERROR_BOX_MS);
    return () => {
      clearTimeout(shown);
      clearTimeout(gone);
    };
  }, [message, onDone]);
  return (
    <div role="alert" className={message ? `error-box${fading ? ' error-box--fading' : ''}` : undefined}>
      {message ? (
        <>
          <strong>{parcelMessages.errorPrefix}</strong> {withoutPrefix(message)}
        </>
      ) : null}
    </div>
  );
}
