import { INSPECTION_PERIODS, type InspectionPeriod } from '@consent/domain';
import { useState, type SubmitEvent } from 'react';
import { useBookingChange, useInspectionSlots } from '../../api/inspections';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { LoadProblem, Loading } from '../../ui/Status';
import { slotWords } from './words';

/**
 * Choosing a slot for one inspection (a booking, or a move of one): the inspection area the site falls in, and its
 * bookable slots with places left there (ADR 0077).
 */
export function BookingForm({
  appId,
  inspection,
  kind,
  onDone,
  onCancel,
}: {
  appId: number;
  inspection: { id: number; name: string };
  kind: 'book' | 'move';
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const slots = useInspectionSlots(appId, inspection.id);
  const change = useBookingChange(appId, inspection.id);
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const fieldId = `slot-${inspection.id}`;
  if (slots.isPending) return <Loading>Loading the free times…</Loading>;
  if (slots.isError) return <LoadProblem message={slots.error.message} onRetry={() => void slots.refetch()} />;
  const open = slots.data.slots.filter((s) => s.available > 0);
  const area = slots.data.area.name;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const [date, period] = chosen.split('/') as [string, InspectionPeriod | undefined];
    if (!date || !period || !INSPECTION_PERIODS.includes(period)) {
      setProblem('Choose a time for the inspection');
      document.getElementById(fieldId)?.focus();
      return;
    }
    change.mutate(
      { kind, slot: { date, period } },
      {
        onSuccess: (answer) => {
          onDone(`${inspection.name}: ${answer.message.replace(/\.$/, '')} for ${slotWords(date, period)}.`);
        },
        onError: (error) => {
          setProblem(error.details[0]?.message ?? error.message);
          void slots.refetch();
          document.getElementById(fieldId)?.focus();
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`${kind === 'book' ? 'Book' : 'Move'} the ${inspection.name} inspection`}
    >
      <p>
        The site is in the council’s <strong>{area}</strong> inspection area.{' '}
        {open.length
          ? `The times below have places left in ${area}.`
          : `No time has a place left in ${area} in the next three weeks: try again later or call the council.`}
      </p>
      <SelectField
        id={fieldId}
        label={`When should the council inspect (${inspection.name})?`}
        hint={`Times with places left in the ${area} area. Book at least one working day ahead. You can cancel or move a booking until 4pm on the working day before.`}
        error={problem}
        value={chosen}
        onChange={(e) => {
          setChosen(e.target.value);
        }}
      >
        <option value="">Choose a time</option>
        {open.map((s) => (
          <option key={`${s.date}/${s.period}`} value={`${s.date}/${s.period}`}>
            {slotWords(s.date, s.period)} ({s.available} {s.available === 1 ? 'place' : 'places'} left)
          </option>
        ))}
      </SelectField>
      <Button type="submit" pending={change.isPending}>
        {kind === 'book' ? 'Book the inspection' : 'Move the booking'}
      </Button>{' '}
      <Button variant="quiet" onClick={onCancel}>
        Not now
      </Button>
    </form>
  );
}
