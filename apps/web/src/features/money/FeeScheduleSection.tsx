import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { FIXED_FEE_KINDS, FIXED_FEE_NAMES, formatCents, nzDateOf } from '@consent/domain';
import { Button } from '../../ui/Button';
import { ErrorSummary, type SummaryError } from '../../ui/ErrorSummary';
import { TextField } from '../../ui/Field';
import { formatDay } from '../../ui/format';
import { LoadProblem, Loading, SuccessBanner } from '../../ui/Status';
import { useFeeSchedules, useSaveFeeSchedule } from './calls';
import { FeeBands } from './FeeBands';
import { draftOf, fieldIdOf, scheduleOf, type FeeScheduleDraft } from './feeScheduleDraft';

type TextKey = Exclude<keyof FeeScheduleDraft, 'fixedFees' | 'bands'>;

const pathOf = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The council's fee schedule (issue 31 point 2), on its admin's page: the schedule in force, and a form to save a
 * schedule from a date (a new date adds one; the same date replaces it). Amounts exclude GST.
 */
export function FeeScheduleSection({ councilId }: { councilId: number }) {
  const schedules = useFeeSchedules(councilId);
  const save = useSaveFeeSchedule(councilId);
  const today = nzDateOf(new Date());
  const current = schedules.data?.schedules.find((s) => s.effectiveFrom <= today) ?? schedules.data?.schedules[0];
  const [draft, setDraft] = useState<FeeScheduleDraft | null>(null);
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  const savedRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);
  if (schedules.isPending) return <Loading>Loading the fee schedule…</Loading>;
  if (schedules.error)
    return <LoadProblem message={schedules.error.message} onRetry={() => void schedules.refetch()} />;
  const form = draft ?? draftOf(current, today);
  const change = (next: Partial<FeeScheduleDraft>) => {
    setDraft({ ...form, ...next });
  };
  const errorOf = (id: string) => errors.find((e) => e.fieldId === id)?.message;
  const field = (key: TextKey, id: string, label: string, hint?: string) => (
    <TextField
      id={id}
      label={label}
      hint={hint}
      value={form[key]}
      error={errorOf(id)}
      onChange={(e) => {
        change({ [key]: e.target.value });
      }}
    />
  );

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setSaved(null);
    const checked = scheduleOf(form);
    setAttempt((n) => n + 1);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors([]);
    save.mutate(checked.schedule, {
      onSuccess: ({ message }) => {
        setDraft(null);
        setSaved(`${message}: in force from ${formatDay(checked.schedule.effectiveFrom)}.`);
      },
      onError: (error) => {
        setErrors(
          error.details.map((d) => ({
            message: d.message,
            fieldId: d.field ? fieldIdOf(pathOf(d.field), form) : undefined,
          })),
        );
      },
    });
  };

  return (
    <section aria-labelledby="fee-schedule-title">
      <h2 id="fee-schedule-title">Fee schedule</h2>
      {saved ? (
        <div ref={savedRef} tabIndex={-1}>
          <SuccessBanner title="Fee schedule saved">{saved}</SuccessBanner>
        </div>
      ) : null}
      {current ? (
        <p>
          In force from {formatDay(current.effectiveFrom)}: lodgement deposit{' '}
          {formatCents(current.lodgementDepositCents)}, hourly rate {formatCents(current.hourlyRateCents)}, inspection{' '}
          {formatCents(current.inspectionFeeCents)}
          {current.demo ? ' — these are demo figures, not the council’s own: replace them before going live.' : '.'}
        </p>
      ) : (
        <p>The council has no fee schedule yet: applicants see no estimate until one is saved.</p>
      )}
      <ErrorSummary errors={errors} attempt={attempt} />
      <form onSubmit={onSubmit} noValidate>
        {field('effectiveFrom', 'fee-effectiveFrom', 'In force from', 'The date as YYYY-MM-DD, like 2027-07-01.')}
        {field('lodgementDeposit', 'fee-lodgementDepositCents', 'Lodgement deposit ($, excluding GST)')}
        {field('hourlyRate', 'fee-hourlyRateCents', 'Hourly processing rate ($, excluding GST)')}
        {field('inspectionFee', 'fee-inspectionFeeCents', 'Inspection fee ($, excluding GST)')}
        <fieldset className="fieldset">
          <legend>Fixed fees (excluding GST)</legend>
          <p className="field__hint">Leave a fee blank if the council does not charge it.</p>
          {FIXED_FEE_KINDS.map((kind) => (
            <TextField
              key={kind}
              id={`fee-fixed-${kind}`}
              label={`${FIXED_FEE_NAMES[kind]} ($)`}
              value={form.fixedFees[kind]}
              inputMode="decimal"
              error={errorOf(`fee-fixed-${kind}`)}
              onChange={(e) => {
                change({ fixedFees: { ...form.fixedFees, [kind]: e.target.value } });
              }}
            />
          ))}
        </fieldset>
        <FeeBands
          bands={form.bands}
          errorOf={errorOf}
          onChange={(bands) => {
            change({ bands });
          }}
        />
        {field('gstNumber', 'fee-gstNumber', 'GST number', 'Printed on every tax invoice.')}
        {field('bankAccount', 'fee-bankAccount', 'Bank account for payments', 'Like 12-3456-7890123-00.')}
        <Button type="submit" pending={save.isPending}>
          Save the fee schedule
        </Button>
      </form>
    </section>
  );
}
