import {
  NEEDS_GRANTED_PARENT,
  canRelateTo,
  relatedApplicationSchema,
  type ApplicationListItem,
  type Council,
  type RelatedApplicationRequest,
  type RelatedKind,
} from '@consent/domain';
import { useState, type SubmitEvent } from 'react';
import type { ApiError } from '../../api';
import { Button } from '../../ui/Button';
import { DialogActions } from '../../ui/Dialog';
import { ErrorSummary, type SummaryError } from '../../ui/ErrorSummary';
import { ExternalConsentFields, relatedFieldId as fieldId } from './ExternalConsentFields';

/** The question each related kind asks, as the dialog's title. */
export const RELATED_TITLES: Record<RelatedKind, string> = {
  ccc: 'Which building consent is the code compliance certificate for?',
  cpu: 'Which building consent is the certificate for public use for?',
  abc: 'Which building consent are you amending?',
  clone: 'Which multiproof consent are you copying?',
  rc: 'Which building consent is the resource consent for?',
};

const EXTERNAL = 'external';

interface RelatedStepProps {
  kind: RelatedKind;
  applications: ApplicationListItem[];
  councils: Council[];
  onSubmit: (request: RelatedApplicationRequest) => void;
  onCancel: () => void;
  pending: boolean;
  serverError: ApiError | null;
  serverAttempt: number;
}

/**
 * Picks the building consent a CCC, CPU, amendment, clone or resource consent starts from: one of the
 * user's own consents (granted, for a CCC, CPU or amendment; completed, for the others), or one made outside the product, named by its council, consent number
 * (bc_number) and passcode.
 */
export function RelatedStep({
  kind,
  applications,
  councils,
  onSubmit,
  onCancel,
  pending,
  serverError,
  serverAttempt,
}: RelatedStepProps) {
  const own = applications.filter((item) => canRelateTo(kind, item));
  // A CCC, CPU or amendment follows the council's decision: only granted consents are offered (issue 18.5).
  const which = NEEDS_GRANTED_PARENT.includes(kind) ? 'granted' : 'completed';
  const [choice, setChoice] = useState(own.length ? '' : EXTERNAL);
  const only = councils.length === 1 ? councils[0] : undefined;
  const [councilId, setCouncilId] = useState(only ? String(only.id) : '');
  const [bcNumber, setBcNumber] = useState('');
  const [passcode, setPasscode] = useState('');
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);

  const shownErrors: SummaryError[] = errors.length
    ? errors
    : serverError
      ? serverError.details.length
        ? serverError.details.map((d) => ({ message: d.message, fieldId: d.field ? fieldId(d.field) : undefined }))
        : [{ message: serverError.message }]
      : [];
  const errorFor = (field: string) => shownErrors.find((e) => e.fieldId === fieldId(field))?.message;

  function fail(found: SummaryError[]) {
    setErrors(found);
    setAttempt((n) => n + 1);
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!choice) {
      fail([{ message: 'Choose the building consent', fieldId: fieldId(own[0] ? `own-${own[0].appId}` : 'choice') }]);
      return;
    }
    const candidate =
      choice === EXTERNAL
        ? { kind, councilId: councilId ? Number(councilId) : undefined, bcNumber, passcode }
        : { kind, relatedAppId: Number(choice) };
    const parsed = relatedApplicationSchema.safeParse(candidate);
    if (!parsed.success) {
      // The union reports the branch that matched the shape; a missing council has a message of our own.
      const found: SummaryError[] = [];
      if (choice === EXTERNAL && !councilId)
        found.push({ message: 'Select the council that granted the consent', fieldId: fieldId('councilId') });
      for (const issue of parsed.error.issues) {
        const paths = issue.code === 'invalid_union' ? issue.errors.flat() : [issue];
        for (const inner of paths) {
          const field = String(inner.path[0] ?? '');
          if (field === 'councilId' || found.some((f) => f.fieldId === fieldId(field))) continue;
          if (field === 'bcNumber' || field === 'passcode')
            found.push({ message: inner.message, fieldId: fieldId(field) });
        }
      }
      fail(found.length ? found : [{ message: 'Check the consent details' }]);
      return;
    }
    setErrors([]);
    onSubmit(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary errors={shownErrors} attempt={attempt + serverAttempt} />
      {own.length ? (
        <fieldset className="radios">
          <legend className="radios__legend">Your {which} consents, or one made outside this service</legend>
          {own.map((item) => (
            <div className="radio" key={item.appId}>
              <input
                className="radio__input"
                type="radio"
                name="related-consent"
                id={fieldId(`own-${item.appId}`)}
                value={item.appId}
                checked={choice === String(item.appId)}
                onChange={() => {
                  setChoice(String(item.appId));
                }}
              />
              <label className="radio__label" htmlFor={fieldId(`own-${item.appId}`)}>
                Application {item.appId}, {item.typeName}, {item.councilName}
              </label>
            </div>
          ))}
          <div className="radio">
            <input
              className="radio__input"
              type="radio"
              name="related-consent"
              id={fieldId('choice')}
              value={EXTERNAL}
              checked={choice === EXTERNAL}
              onChange={() => {
                setChoice(EXTERNAL);
              }}
            />
            <label className="radio__label" htmlFor={fieldId('choice')}>
              A consent the council granted outside this service
            </label>
          </div>
        </fieldset>
      ) : (
        <p>
          You have no {which} building consents in this service. Enter the details of the consent the council granted
          you.
        </p>
      )}
      {choice === EXTERNAL ? (
        <ExternalConsentFields
          councils={councils}
          conditional={own.length > 0}
          values={{ councilId, bcNumber, passcode }}
          set={{ councilId: setCouncilId, bcNumber: setBcNumber, passcode: setPasscode }}
          errorFor={errorFor}
        />
      ) : null}
      <DialogActions>
        <Button type="submit" pending={pending}>
          Continue
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </DialogActions>
    </form>
  );
}
