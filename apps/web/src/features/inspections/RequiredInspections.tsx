import type { RequiredInspectionItem } from '@consent/domain';
import { useEffect, useRef, useState } from 'react';
import { useBookingChange, useRequiredInspections } from '../../api/inspections';
import { Button } from '../../ui/Button';
import { BookingForm } from './BookingForm';
import { LatestResult } from './LatestResult';
import { stateWords } from './words';

/**
 * The inspections the building consent requires (issue 32.2-3), each with its state, and for the owner, the agent
 * or an editor the way to book, move or cancel it (the server refuses anyone else and says why).
 */
export function RequiredInspections({ appId }: { appId: number }) {
  const required = useRequiredInspections(appId);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const list = required.data?.inspections ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="inspections-heading">
      <h3 id="inspections-heading" className="heading-s">
        Inspections
      </h3>
      {done ? (
        <p ref={doneRef} tabIndex={-1} role="status" className="banner banner--success">
          {done}
        </p>
      ) : null}
      <ul className="inspection-list">
        {list.map((inspection) => (
          <InspectionRow key={inspection.id} appId={appId} inspection={inspection} onDone={setDone} />
        ))}
      </ul>
    </section>
  );
}

function InspectionRow({
  appId,
  inspection,
  onDone,
}: {
  appId: number;
  inspection: RequiredInspectionItem;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState<'book' | 'move' | null>(null);
  const cancel = useBookingChange(appId, inspection.id);
  const canBook = inspection.state !== 'booked' && inspection.state !== 'passed';
  const canChange = inspection.booking?.changeable ?? false;
  const finish = (message: string) => {
    setOpen(null);
    onDone(message);
  };
  return (
    <li>
      <p>
        <strong>{inspection.name}</strong>: {stateWords(inspection)}
      </p>
      {inspection.notes ? <p>Council’s notes: {inspection.notes}</p> : null}
      <LatestResult appId={appId} inspection={inspection} />
      {cancel.error ? (
        <p className="field__error" role="alert">
          {cancel.error.message}
        </p>
      ) : null}
      {open ? (
        <BookingForm
          appId={appId}
          inspection={inspection}
          kind={open}
          onDone={finish}
          onCancel={() => {
            setOpen(null);
          }}
        />
      ) : (
        <p>
          {canBook ? (
            <Button
              variant="secondary"
              onClick={() => {
                setOpen('book');
              }}
            >
              Book the {inspection.name} inspection
            </Button>
          ) : null}
          {canChange ? (
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  setOpen('move');
                }}
              >
                Move the {inspection.name} booking
              </Button>{' '}
              <Button
                variant="quiet"
                pending={cancel.isPending}
                onClick={() => {
                  cancel.mutate(
                    { kind: 'cancel' },
                    {
                      onSuccess: () => {
                        onDone(`${inspection.name}: booking cancelled.`);
                      },
                    },
                  );
                }}
              >
                Cancel the {inspection.name} booking
              </Button>
            </>
          ) : null}
        </p>
      )}
    </li>
  );
}
