import type { RefObject } from 'react';
import type { SummaryError } from '../../ui/ErrorSummary';

/**
 * The problems of the contact being added or changed, each linked to its field: shown inside the contacts page, so
 * its heading is an h3 under the editor's h2; `summary` takes focus when they are shown.
 */
export function ContactProblems({
  id,
  problems,
  summary,
}: {
  id: string;
  problems: SummaryError[];
  summary: RefObject<HTMLDivElement | null>;
}) {
  if (!problems.length) return null;
  return (
    <div ref={summary} className="error-summary" role="alert" aria-labelledby={id} tabIndex={-1}>
      <h3 id={id} className="error-summary__title">
        There is a problem with this contact
      </h3>
      <ul className="error-summary__list">
        {problems.map((p) => (
          <li key={`${p.fieldId ?? ''}:${p.message}`}>
            {p.fieldId ? <a href={`#${p.fieldId}`}>{p.message}</a> : p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
