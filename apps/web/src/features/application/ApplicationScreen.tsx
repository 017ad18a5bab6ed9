import { productMessages } from '@consent/domain';
import { Link } from 'react-router';
import type { ApplicationData } from '../../api';
import { PageHeading } from '../../ui/PageHeading';
import { ApplicationSummary } from './ApplicationSummary';
import { ChangeCouncilForm } from './ChangeCouncilForm';
import { WithApplication } from './WithApplication';

/** One application as the server holds it. The wizard and summary pages build on this in later issues. */
export function ApplicationScreen({ applicationId }: { applicationId: number }) {
  return <WithApplication appId={applicationId}>{(data) => <Overview data={data} />}</WithApplication>;
}

function Overview({ data }: { data: ApplicationData }) {
  return (
    <div className="two-thirds">
      <PageHeading caption={`Application ${data.id}`} title={`${data.summary.typeName} – Application ${data.id}`}>
        {data.summary.typeName}
      </PageHeading>
      {data.appCompleted ? <p className="inset">{productMessages.applicationCompleted}</p> : null}
      <ApplicationSummary data={data} />
      {data.appCompleted ? null : (
        <ChangeCouncilForm appId={data.id} councilId={data.council_id} councils={data.councils} />
      )}
      <p>
        <Link to="/">Back to your applications</Link>
      </p>
    </div>
  );
}
