/**
 * A field's error under its label. Screen readers hear "Error:" first, unless the message already says so: some of
 * the spec's verbatim messages begin 'Error!' ("Error! Please enter the contact's full name."), and "Error: Error!"
 * would be read.
 */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="field__error">
      {/^error\b/i.test(message) ? null : <span className="visually-hidden">Error: </span>}
      {message}
    </p>
  );
}

/** A choice's value as part of an element id: an id holds no spaces, and a value may be a sentence. */
export const idPart = (value: string) => value.replace(/[^A-Za-z0-9_-]+/g, '-');
