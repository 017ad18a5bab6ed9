import type { ApplicationData } from '../../api';
import { StatusTag } from '../../ui/StatusTag';
import { formatDateTime } from '../../ui/format';
import { SummaryList } from '../../ui/SummaryList';

const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

export function ApplicationSummary({ data }: { data: ApplicationData }) {
  const { summary } = data;
  return (
    <section aria-labelledby="application-details">
      <h2 id="application-details" className="heading-m">
        Application details
      </h2>
      <SummaryList
        rows={[
          { key: 'Application type', value: summary.typeName },
          { key: 'Council', value: summary.councilName },
          { key: 'Status', value: <StatusTag status={summary.status} /> },
          // The server's legacy step numbers (spec point 2); max_step is the furthest step reached.
          { key: 'Current step', value: `Step ${data.step.step} (furthest reached: step ${data.step.max_step})` },
          { key: 'Passcode', value: <span className="passcode">{data.passcode}</span> },
          { key: 'Started', value: when(summary.createdAt) },
          { key: 'Last updated', value: when(summary.updatedAt) },
          ...(summary.completedAt ? [{ key: 'Completed', value: when(summary.completedAt) }] : []),
        ]}
      />
    </section>
  );
}
