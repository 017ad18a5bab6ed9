import {
  INSPECTION_OUTCOMES,
  inspectionOutcomeLabels,
  inspectionResultSchema,
  type InspectionRunItem,
} from '@consent/domain';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../ui/Button';
import { ErrorSummary, type SummaryError } from '../../../ui/ErrorSummary';
import { RadioGroup } from '../../../ui/RadioGroup';
import { useOutbox } from '../../nothingLost/outbox/OutboxProvider';
import { TextAreaField } from '../../project/fields';
import { PhotoPicker, type PickedPhoto } from './PhotoPicker';
import { RESULT_KIND, resultAbout, type ResultTarget } from './resultSender';

interface Props {
  councilId: number;
  stop: InspectionRunItem;
  onSaved: () => void;
}

type Values = { outcome: string; notes: string };

/**
 * The inspector's result of one stop (issue 32.4): passed, failed or partially passed, notes (needed unless it
 * passed) and photos. Saving keeps it on this phone first (the outbox, ADR 0073), which sends it now or when the
 * connection returns; the stop's banner then says which.
 */
export function RecordResultForm({ councilId, stop, onSaved }: Props) {
  const { outbox } = useOutbox();
  const form = useForm<Values>({ defaultValues: { outcome: '', notes: '' } });
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const id = (field: string) => `result-${stop.bookingId}-${field}`;
  const errorOf = (field: string) => errors.find((e) => e.fieldId === id(field))?.message;

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    const { outcome, notes } = form.getValues();
    const checked = inspectionResultSchema.safeParse({ outcome: outcome || undefined, notes: notes || undefined });
    if (!checked.success) {
      setErrors(
        checked.error.issues.map((issue) => ({
          message: issue.message,
          fieldId: id(issue.path[0] === 'notes' ? 'notes' : 'outcome'),
        })),
      );
      setAttempt((n) => n + 1);
      return;
    }
    if (!outbox) return;
    setSaving(true);
    const body: ResultTarget = { councilId, bookingId: stop.bookingId, outcome: checked.data.outcome };
    if (checked.data.notes) body.notes = checked.data.notes;
    const kept = await Promise.all(
      photos.map(async (photo, index) => ({
        name: `photo-${index + 1}.jpg`,
        type: photo.blob.type || 'image/jpeg',
        bytes: await photo.blob.arrayBuffer(),
      })),
    );
    await outbox.add({ kind: RESULT_KIND, about: resultAbout(stop.bookingId), body, photos: kept });
    onSaved();
  };

  const outcome = form.watch('outcome');
  return (
    <form noValidate onSubmit={(event) => void save(event)} className="run__form">
      <h3 ref={headingRef} tabIndex={-1} className="heading-s">
        Record the result of {stop.inspectionName}
      </h3>
      <ErrorSummary errors={errors} attempt={attempt} />
      <RadioGroup
        id={id('outcome')}
        legend="Result"
        error={errorOf('outcome')}
        options={INSPECTION_OUTCOMES.map((value) => ({ value, label: inspectionOutcomeLabels[value] }))}
        input={form.register('outcome')}
        value={outcome}
      />
      <TextAreaField
        id={id('notes')}
        label="Notes"
        hint="Needed when it failed or partially passed: say what failed and what must be done before the re-inspection."
        error={errorOf('notes')}
        rows={4}
        {...form.register('notes')}
      />
      <PhotoPicker id={id('photos')} photos={photos} onChange={setPhotos} />
      <Button type="submit" pending={saving}>
        Save result
      </Button>
      {outbox ? null : <p role="alert">This browser cannot keep a result on the phone: use another browser.</p>}
    </form>
  );
}
