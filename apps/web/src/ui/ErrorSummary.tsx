import { useEffect, useRef, type MouseEvent } from 'react';

export interface SummaryError {
  message: string;
  /** The id of the field the error is about; without one the error is listed without a link. */
  fieldId?: string;
}

interface ErrorSummaryProps {
  errors: SummaryError[];
  /** Changes on every failed attempt, so the summary takes focus again even with the same errors. */
  attempt: number;
  title?: string;
}

/** Moves focus to the field itself (the link's default would only scroll, and change the URL's hash). */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus();
  // Scrolls the label into view too, so the user sees which question the field answers.
  const label = document.querySelector(`label[for="${fieldId}"]`);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- jsdom, where the component tests run, has no scrollIntoView
  (label ?? field).scrollIntoView?.({ block: 'start' });
}

/**
 * GOV.UK's error summary: at the top of the page, announced, focused after a failed submit, and
 * each error a link to its field.
 */
export function ErrorSummary({ errors, attempt, title = 'There is a problem' }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [attempt, hasErrors]);

  if (!hasErrors) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1}>
      <h2 id="error-summary-title" className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {errors.map(({ fieldId, message }) => (
          <li key={`${fieldId ?? ''}:${message}`}>
            {fieldId ? (
              <a
                href={`#${fieldId}`}
                onClick={(event) => {
                  focusField(event, fieldId);
                }}
              >
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
