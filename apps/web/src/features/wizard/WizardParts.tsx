import { progress, type ApplicationData, type WizardContext, type WizardPageId } from '@consent/domain';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { ProgressBar } from '../../ui/ProgressBar';
import { taskListPath } from './paths';

/** Above a wizard page's heading: "save and continue" after refused answers, why the route changed, and progress. */
export function WizardTop({
  application,
  page,
  ctx,
  notice,
  skip,
  pending,
}: {
  application: ApplicationData;
  page: WizardPageId;
  ctx: WizardContext;
  notice: string | undefined;
  /** Continue without the answers asked for (validation mode 'none'), where the refusal allows it. */
  skip: (() => void) | null;
  pending: boolean;
}) {
  const { fraction, stepNumber, stepCount } = progress(page, ctx);
  return (
    <>
      {skip ? (
        <p>
          <Button variant="secondary" onClick={skip} pending={pending}>
            Save and continue, I will fix this later
          </Button>
        </p>
      ) : null}
      {notice ? (
        <div className="notice" role="status">
          <p>{notice}</p>
        </div>
      ) : null}
      <p className="wizard-nav">
        <Link to={taskListPath(application.id)}>Application progress: see every page and its status</Link>
      </p>
      <ProgressBar fraction={fraction} stepNumber={stepNumber} stepCount={stepCount} />
    </>
  );
}

/** A wizard page's buttons (Back only with an earlier page, Continue, Save and refresh) and what Refresh says. */
export function WizardActions({
  back,
  refresh,
  pending,
  refreshed,
}: {
  back: (() => void) | null;
  refresh: () => void;
  pending: boolean;
  refreshed: string;
}) {
  return (
    <>
      <div className="wizard-actions">
        {back ? (
          <Button variant="secondary" onClick={back} pending={pending}>
            Back
          </Button>
        ) : null}
        <Button type="submit" pending={pending}>
          Continue
        </Button>
        <Button variant="secondary" onClick={refresh} pending={pending}>
          Save and refresh
        </Button>
      </div>
      <div role="status">{refreshed ? <p>{refreshed}</p> : null}</div>
    </>
  );
}
