import { LIFECYCLE_STATUSES, TYPE_CODES, type LifecycleStatus, type TypeCode } from '@consent/domain';
import { useState, type SubmitEvent } from 'react';
import type { QueueQuery } from '../../api/councilQueue';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { statusLabel, TYPE_LABELS } from './labels';
import { SORTS } from './queueParams';

const STATUSES = LIFECYCLE_STATUSES.filter((s): s is Exclude<LifecycleStatus, 'draft'> => s !== 'draft');

/** The queue's filters, search and order; applying them starts again at page 1. */
export function QueueFilters({ query, onApply }: { query: QueueQuery; onApply: (query: QueueQuery) => void }) {
  const [values, setValues] = useState({
    status: query.status ?? '',
    type: query.type ?? '',
    q: query.q ?? '',
    sort: query.sort ?? 'submitted',
    due: query.due ?? '',
  });
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues({ ...values, [key]: event.target.value });
  };

  function apply(event: SubmitEvent) {
    event.preventDefault();
    onApply({
      status: values.status || undefined,
      type: values.type || undefined,
      q: values.q.trim() || undefined,
      sort: values.sort,
      due: values.due || undefined,
    });
  }

  return (
    <form className="queue-filters" role="search" aria-label="Filter the applications" onSubmit={apply}>
      <TextField
        id="queue-q"
        label="Search by reference or address"
        type="search"
        value={values.q}
        onChange={set('q')}
        maxLength={200}
      />
      <SelectField id="queue-status" label="Status" value={values.status} onChange={set('status')}>
        <option value="">Any status</option>
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </SelectField>
      <SelectField id="queue-type" label="Type" value={values.type} onChange={set('type')}>
        <option value="">Any type</option>
        {TYPE_CODES.map((code: TypeCode) => (
          <option key={code} value={code}>
            {TYPE_LABELS[code]}
          </option>
        ))}
      </SelectField>
      <SelectField id="queue-due" label="Due" value={values.due} onChange={set('due')}>
        <option value="">Anything</option>
        <option value="ccc">CCC decision due (2 years since the grant)</option>
      </SelectField>
      <SelectField id="queue-sort" label="Sort by" value={values.sort} onChange={set('sort')}>
        {SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </SelectField>
      <div className="queue-filters__actions">
        <Button type="submit">Apply</Button>
      </div>
    </form>
  );
}
