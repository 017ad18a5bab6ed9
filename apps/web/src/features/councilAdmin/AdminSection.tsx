import type { ReactNode } from 'react';
import type { ApiError } from '../../api';
import { SelectField } from '../../ui/Field';
import { LoadProblem, Loading } from '../../ui/Status';

interface Loaded {
  isPending: boolean;
  error: ApiError | null;
  refetch: () => unknown;
}

/**
 * One part of the admin's page: its heading, its list's loading and load problem, and what the server said about
 * the last change that failed (its message is the one to show).
 */
export function AdminSection({
  id,
  title,
  loading,
  query,
  changeErrors,
  children,
}: {
  id: string;
  title: string;
  loading: string;
  query: Loaded;
  changeErrors: (ApiError | null)[];
  children: ReactNode;
}) {
  const changeError = changeErrors.find(Boolean);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {query.isPending ? <Loading>{loading}</Loading> : null}
      {query.error ? <LoadProblem message={query.error.message} onRetry={() => void query.refetch()} /> : null}
      {changeError ? (
        <p className="field__error" role="alert">
          {changeError.message}
        </p>
      ) : null}
      {children}
    </section>
  );
}

/** A list as a table with column headings, named for screen readers by its caption. */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** "Change a …": the heading and the list to choose the one to change from (none chosen: nothing to change). */
export function ChooseToChange({
  id,
  heading,
  label,
  prompt,
  items,
  chosen,
  onChoose,
}: {
  id: string;
  heading: string;
  label: string;
  prompt: string;
  items: { id: number; name: string }[];
  chosen: number | null;
  onChoose: (id: number | null) => void;
}) {
  return (
    <>
      <h3>{heading}</h3>
      <SelectField
        id={id}
        label={label}
        value={chosen ?? ''}
        onChange={(e) => {
          onChoose(e.target.value ? Number(e.target.value) : null);
        }}
      >
        <option value="">{prompt}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
