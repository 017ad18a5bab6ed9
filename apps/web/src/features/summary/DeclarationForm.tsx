import {
  DECLARATION_FIELDS,
  DECLARATION_TEXT,
  declarationMessages,
  productMessages,
  type ApplicationData,
} from '@consent/domain';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, useRefreshApplication, useWizardCalls } from '../../api';
import { Button } from '../../ui/Button';
import type { SummaryError } from '../../ui/ErrorSummary';
import { TextField } from '../../ui/Field';
import { confirmationPath } from './paths';

/** Which field each of the declaration's messages is about, so the error summary links to it. */
const FIELD_OF: Record<string, string> = {
  [declarationMessages.notAccepted]: DECLARATION_FIELDS.accepted,
  [declarationMessages.nameMissing]: DECLARATION_FIELDS.signedName,
  [declarationMessages.nameTooLong]: DECLARATION_FIELDS.signedName,
};

/** The server's refusal as the summary lists it: what is still unanswered, then what the declaration lacks. */
function problemsOf(error: unknown): SummaryError[] {
  if (!(error instanceof ApiError)) return [{ message: productMessages.serverError }];
  const messages = error.details.length ? error.details.map((d) => d.message) : [error.message];
  return messages.map((message) => ({ message, fieldId: FIELD_OF[message] }));
}

/**
 * The declaration the PDF prints, accepted with a tick and the applicant's full name, and Submit: the
 * server checks every answer and the declaration, stores who signed and when, and the confirmation follows.
 */
interface DeclarationFormProps {
  application: ApplicationData;
  /** The refusal's problems, shown by the page's error summary at the top; the declaration's own ones beside their fields. */
  errors: SummaryError[];
  onRefused: (errors: SummaryError[]) => void;
}

export function DeclarationForm({ application, errors, onRefused }: DeclarationFormProps) {
  const appId = application.id;
  const calls = useWizardCalls();
  const refresh = useRefreshApplication(appId);
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState(false);
  const [signedName, setSignedName] = useState(application.userDetails.fullName);
  const [pending, setPending] = useState(false);
  const errorFor = (fieldId: string) => errors.find((e) => e.fieldId === fieldId)?.message;

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      await calls.complete(appId, { accepted, signedName });
      await refresh();
      void navigate(confirmationPath(appId));
    } catch (error) {
      onRefused(problemsOf(error));
    } finally {
      setPending(false);
    }
  }

  const acceptedError = errorFor(DECLARATION_FIELDS.accepted);
  return (
    <form
      className="declaration"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="declaration-heading"
    >
      <h2 className="heading-m" id="declaration-heading">
        Declaration
      </h2>
      <p id="declaration-text">{DECLARATION_TEXT}</p>
      <div className={acceptedError ? 'field field--error' : 'field'}>
        {acceptedError ? (
          <p id={`${DECLARATION_FIELDS.accepted}-error`} className="field__error">
            <span className="visually-hidden">Error: </span>
            {acceptedError}
          </p>
        ) : null}
        <div className="checkbox">
          <input
            className="checkbox__input"
            type="checkbox"
            id={DECLARATION_FIELDS.accepted}
            checked={accepted}
            onChange={(event) => {
              setAccepted(event.target.checked);
            }}
            aria-describedby={
              acceptedError ? `${DECLARATION_FIELDS.accepted}-error declaration-text` : 'declaration-text'
            }
          />
          <label className="checkbox__label" htmlFor={DECLARATION_FIELDS.accepted}>
            I agree to the declaration
          </label>
        </div>
      </div>
      <TextField
        id={DECLARATION_FIELDS.signedName}
        label="Your full name"
        hint="Signing with your name has the same effect as signing the declaration by hand."
        autoComplete="name"
        value={signedName}
        onChange={(event) => {
          setSignedName(event.target.value);
        }}
        error={errorFor(DECLARATION_FIELDS.signedName)}
      />
      <p>Once you submit, the application can no longer be changed.</p>
      <Button type="submit" pending={pending}>
        Submit application
      </Button>
    </form>
  );
}
