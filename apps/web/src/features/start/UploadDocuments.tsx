import { applicationPath, hasAttachmentsPage, legacyStepForPage, type ApplicationListItem } from '@consent/domain';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { DialogActions } from '../../ui/Dialog';
import { ErrorSummary } from '../../ui/ErrorSummary';

export const UPLOAD_TITLE = 'Upload documents';

/**
 * Documents are added on an application's File Attachments page: this picks the application (one still
 * in progress, as a completed one cannot change, and one whose type has that page, which a CCC has not) and
 * goes to it.
 */
export function UploadDocuments({
  applications,
  onClose,
}: {
  applications: ApplicationListItem[];
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const open = applications.filter((item) => !item.completed && hasAttachmentsPage(item.typeCode));
  const [first] = open;
  const [choice, setChoice] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | undefined>();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const item = open.find((a) => String(a.appId) === choice);
    if (!item) {
      setError('Choose the application to add documents to');
      setAttempt((n) => n + 1);
      return;
    }
    // Straight to its File Attachments page (single-page forms carry their attachments on their one page).
    void navigate(applicationPath(item.appId, item.param, legacyStepForPage('attachments')));
  }

  return (
    <>
      <p>
        Documents are added on the application's File Attachments page. Choose the application and we will take you to
        it.
      </p>
      {!first ? (
        <>
          <p>You have no applications in progress that take documents. Start one first, then add its documents.</p>
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <ErrorSummary
            errors={error ? [{ message: error, fieldId: `upload-${first.appId}` }] : []}
            attempt={attempt}
          />
          <fieldset className="radios">
            <legend className="radios__legend">Your applications in progress</legend>
            {open.map((item) => (
              <div className="radio" key={item.appId}>
                <input
                  className="radio__input"
                  type="radio"
                  name="upload-application"
                  id={`upload-${item.appId}`}
                  value={item.appId}
                  checked={choice === String(item.appId)}
                  onChange={() => {
                    setChoice(String(item.appId));
                    setError(undefined);
                  }}
                />
                <label className="radio__label" htmlFor={`upload-${item.appId}`}>
                  Application {item.appId}, {item.typeName}, {item.councilName}
                </label>
              </div>
            ))}
          </fieldset>
          <DialogActions>
            <Button type="submit">Go to the application</Button>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </DialogActions>
        </form>
      )}
    </>
  );
}
