import { moneySettingsSchema, PAYMENT_TERMS_DAYS_MAX, type MoneySettings } from '@consent/domain';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '../../ui/Button';
import { ErrorSummary, type SummaryError } from '../../ui/ErrorSummary';
import { TextField } from '../../ui/Field';
import { LoadProblem, Loading, SuccessBanner } from '../../ui/Status';
import { useMoneySettings, useSaveMoneySettings } from './financeCalls';

const TERMS_ID = 'money-paymentTermsDays';
const CHECKBOXES = [
  {
    key: 'clockAfterDeposit',
    label: 'Hold a submitted application until its lodgement deposit is paid',
    hint: 'It shows “Awaiting payment” and is not accepted, so its 20 working days do not start, until the deposit is paid (Building Act s219(2)).',
  },
  {
    key: 'releaseOnPayment',
    label: 'Release a granted consent only once every invoice is paid',
    hint: 'Until then the applicant sees “Granted — issued when the invoice is paid” and cannot download the consent.',
  },
] as const;

/** The council's payment rules (issue 31 point 6), beside its fee schedule on the admin's page. */
export function MoneySettingsSection({ councilId }: { councilId: number }) {
  const settings = useMoneySettings(councilId);
  const save = useSaveMoneySettings(councilId);
  const [draft, setDraft] = useState<(Omit<MoneySettings, 'paymentTermsDays'> & { terms: string }) | null>(null);
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [saved, setSaved] = useState(0);
  const savedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  if (settings.isPending) return <Loading>Loading the payment rules…</Loading>;
  if (settings.error) return <LoadProblem message={settings.error.message} onRetry={() => void settings.refetch()} />;
  const stored = settings.data.settings;
  const form = draft ?? { ...stored, terms: String(stored.paymentTermsDays) };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    const { terms, ...rules } = form;
    const checked = moneySettingsSchema.safeParse({ ...rules, paymentTermsDays: Number(terms.trim() || NaN) });
    if (!checked.success) {
      setErrors(checked.error.issues.map((i) => ({ message: i.message, fieldId: TERMS_ID })));
      return;
    }
    setErrors([]);
    save.mutate(checked.data, {
      onSuccess: () => {
        setDraft(null);
        setSaved((n) => n + 1);
      },
      onError: (error) => {
        setErrors(error.details.map((d) => ({ message: d.message, fieldId: TERMS_ID })));
      },
    });
  };

  return (
    <section aria-labelledby="money-settings-title">
      <h2 id="money-settings-title">Payment rules</h2>
      {saved ? (
        <div ref={savedRef} tabIndex={-1} key={saved}>
          <SuccessBanner title="Payment rules saved">The rules apply from now on.</SuccessBanner>
        </div>
      ) : null}
      <ErrorSummary errors={errors} attempt={attempt} />
      <form onSubmit={onSubmit} noValidate>
        {CHECKBOXES.map(({ key, label, hint }) => (
          <div className="checkbox" key={key}>
            <input
              className="checkbox__input"
              type="checkbox"
              id={`money-${key}`}
              checked={form[key]}
              aria-describedby={`money-${key}-hint`}
              onChange={(e) => {
                setDraft({ ...form, [key]: e.target.checked });
              }}
            />
            <label className="checkbox__label" htmlFor={`money-${key}`}>
              {label}
            </label>
            <div id={`money-${key}-hint`} className="checkbox__hint">
              {hint}
            </div>
          </div>
        ))}
        <TextField
          id={TERMS_ID}
          label="Payment terms (days)"
          hint={`Days from an invoice’s issue to its due date, 1 to ${PAYMENT_TERMS_DAYS_MAX}; unpaid after it, it is overdue.`}
          inputMode="numeric"
          value={form.terms}
          error={errors[0]?.message}
          onChange={(e) => {
            setDraft({ ...form, terms: e.target.value });
          }}
        />
        <Button type="submit" pending={save.isPending}>
          Save the payment rules
        </Button>
      </form>
    </section>
  );
}
