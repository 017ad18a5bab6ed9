import { useRef, useState, type SubmitEvent } from 'react';
import { staffAccessQuerySchema, staffReadLabels, type StaffAccessQuery } from '@consent/domain';
import { Button } from '../../ui/Button';
import { ErrorSummary, type SummaryError } from '../../ui/ErrorSummary';
import { TextField } from '../../ui/Field';
import { formatDateTime } from '../../ui/format';
import { AdminSection, AdminTable } from './AdminSection';
import { useStaffAccessLog } from './calls';

const FIELDS = [
  { name: 'appId', label: 'Application number', type: 'text', inputMode: 'numeric' },
  { name: 'staff', label: 'Staff email or API key name (or part of it)', type: 'text' },
  { name: 'from', label: 'From (date)', type: 'date' },
  { name: 'to', label: 'To (date)', type: 'date' },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];
const fieldId = (name: string) => `access-log-${name}`;

/**
 * Who among the council's staff (or which API key) read which application, and when (issue 29.4): the admin
 * searches by application, person and dates; the newest entries come first, a page at a time.
 */
export function StaffAccessSection({ councilId }: { councilId: number }) {
  const [terms, setTerms] = useState<Record<FieldName, string>>({ appId: '', staff: '', from: '', to: '' });
  const [query, setQuery] = useState<StaffAccessQuery>({ page: 1 });
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const results = useRef<HTMLHeadingElement>(null);
  const log = useStaffAccessLog(councilId, query);

  const show = (next: StaffAccessQuery) => {
    setQuery(next);
    results.current?.focus();
  };
  const onSearch = (event: SubmitEvent) => {
    event.preventDefault();
    const given = Object.fromEntries(Object.entries(terms).filter(([, value]) => value.trim() !== ''));
    const parsed = staffAccessQuerySchema.safeParse({ ...given, page: 1 });
    if (!parsed.success) {
      setErrors(
        parsed.error.issues.map((issue) => ({
          message: `${FIELDS.find((f) => f.name === issue.path[0])?.label ?? ''}: ${issue.message}`,
          fieldId: fieldId(String(issue.path[0])),
        })),
      );
      setAttempt((n) => n + 1);
      return;
    }
    setErrors([]);
    show(parsed.data);
  };
  const errorOf = (name: FieldName) => errors.find((e) => e.fieldId === fieldId(name))?.message;
  const entries = log.data?.entries ?? [];

  return (
    <AdminSection
      id="access-log-title"
      title="Staff access log"
      loading="Loading the access log…"
      query={log}
      changeErrors={[]}
    >
      <p>Every time staff open an application, download one of its documents or export it, it is recorded here.</p>
      <ErrorSummary errors={errors} attempt={attempt} />
      <form onSubmit={onSearch} noValidate className="access-log__search">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={fieldId(field.name)}
            label={field.label}
            type={field.type}
            inputMode={'inputMode' in field ? field.inputMode : undefined}
            value={terms[field.name]}
            error={errorOf(field.name)}
            onChange={(e) => {
              setTerms({ ...terms, [field.name]: e.target.value });
            }}
          />
        ))}
        <Button type="submit">Search the access log</Button>
      </form>
      <h3 ref={results} tabIndex={-1}>
        {log.data
          ? `${entries.length ? 'Entries' : 'No entries'}${query.page > 1 ? `, page ${query.page}` : ''}`
          : 'Entries'}
      </h3>
      {entries.length ? (
        <AdminTable
          caption="Staff reads of applications, newest first"
          columns={['When', 'Application', 'Who', 'What']}
        >
          {entries.map((entry, n) => (
            <tr key={`${entry.at}-${n}`}>
              <td>{formatDateTime(entry.at)}</td>
              <td>{entry.appId}</td>
              <td>
                {entry.by}
                {entry.via === 'pull API' ? ' (API key)' : ''}
              </td>
              <td>
                {staffReadLabels[entry.action]}
                {entry.documentId ? ` (document ${entry.documentId})` : ''}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      {query.page > 1 ? (
        <Button
          variant="secondary"
          onClick={() => {
            show({ ...query, page: query.page - 1 });
          }}
        >
          Newer entries
        </Button>
      ) : null}
      {log.data?.more ? (
        <Button
          variant="secondary"
          onClick={() => {
            show({ ...query, page: query.page + 1 });
          }}
        >
          Older entries
        </Button>
      ) : null}
    </AdminSection>
  );
}
