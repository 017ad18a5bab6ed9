import { estimateRows } from '@consent/domain';
import { Loading } from '../../ui/Status';
import { SummaryList } from '../../ui/SummaryList';
import { useFeeEstimate } from './calls';

/**
 * The fee estimate on check your answers (issue 31 point 3): the deposit due on submitting, then the scheduled
 * fees and levies, each with its basis, GST and the totals, in the rows the application's PDF shows too.
 */
export function FeeEstimate({ appId }: { appId: number }) {
  const estimate = useFeeEstimate(appId);
  if (estimate.isPending) return <Loading>Loading the fee estimate…</Loading>;
  // Money is shown only as the server worked it out: without an answer there is no estimate to show.
  if (estimate.error || !estimate.data.estimate) return null;
  const data = estimate.data.estimate;
  return (
    <section aria-labelledby="fee-estimate-title">
      <h2 id="fee-estimate-title" className="heading-m">
        Fees and levies
      </h2>
      <p>
        The council invoices the lodgement deposit when you submit, and the rest when it decides. This is an estimate:
        processing time and inspections are charged as used.
        {data.demo ? ' These are demonstration figures, not the council’s own.' : ''}
      </p>
      <SummaryList rows={estimateRows(data)} />
    </section>
  );
}
