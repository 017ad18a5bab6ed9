import { PERIOD_HOURS, inspectionOutcomeLabels, type InspectionRunItem } from '@consent/domain';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { useOutbox } from '../../nothingLost/outbox/OutboxProvider';
import { RecordResultForm } from './RecordResultForm';
import { ResultBanner } from './ResultBanner';
import { resultAbout } from './resultSender';

/** One stop of the run: where, what to inspect, the consent's conditions, a map link, and its result. */
export function RunStop({ councilId, stop }: { councilId: number; stop: InspectionRunItem }) {
  const { outbox, entries } = useOutbox();
  const [open, setOpen] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const entry = entries.filter((e) => e.about === resultAbout(stop.bookingId)).at(-1);
  const headingId = `stop-${stop.bookingId}`;
  const canRecord = !stop.result && (!entry || entry.state === 'refused');
  return (
    <li className="run__stop">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="heading-m">
          {stop.inspectionName}
          {stop.reinspection ? ' (re-inspection)' : ''}: {stop.siteAddress}
        </h2>
        <p>
          {PERIOD_HOURS[stop.period].label}
          {stop.consentNumber ? `, consent ${stop.consentNumber}` : ''}
        </p>
        <p>
          <a href={stop.mapUrl} target="_blank" rel="noopener noreferrer">
            Map of {stop.siteAddress}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
        <h3 className="heading-s">What to inspect</h3>
        <p>{stop.inspectionNotes ?? `The ${stop.inspectionName.toLowerCase()} stage of the building work.`}</p>
        <h3 className="heading-s">Conditions of the consent</h3>
        {stop.conditions.length ? (
          <ul>
            {stop.conditions.map((condition, index) => (
              <li key={index}>{condition}</li>
            ))}
          </ul>
        ) : (
          <p>No conditions beyond the Building Act’s.</p>
        )}
        {entry && outbox ? (
          <ResultBanner
            id={`${headingId}-banner`}
            entry={entry}
            focus={justSaved}
            onDiscard={() => void outbox.discard(entry.key)}
          />
        ) : null}
        {stop.result ? (
          <p className="run__result">
            <strong>Result: {inspectionOutcomeLabels[stop.result.outcome]}</strong>
            {stop.result.notes ? ` — ${stop.result.notes}` : ''}
            {stop.result.photoIds.length ? ` (${stop.result.photoIds.length} photos)` : ''}
          </p>
        ) : null}
        {canRecord ? (
          open ? (
            <RecordResultForm
              councilId={councilId}
              stop={stop}
              onSaved={() => {
                setOpen(false);
                setJustSaved(true);
              }}
            />
          ) : (
            <Button
              variant="secondary"
              aria-expanded={false}
              onClick={() => {
                setOpen(true);
                setJustSaved(false);
              }}
            >
              Record result
              <span className="visually-hidden">
                {' '}
                of {stop.inspectionName} at {stop.siteAddress}
              </span>
            </Button>
          )
        ) : null}
      </article>
    </li>
  );
}
