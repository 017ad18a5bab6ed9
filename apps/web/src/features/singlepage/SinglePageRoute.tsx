import {
  SINGLE_PAGE_FORMS,
  SINGLE_PAGE_TITLES,
  singlePageAnswerRows,
  singlePageMessages,
  summaryPath,
  type SinglePageForm,
} from '@consent/domain';
import { Link, useParams } from 'react-router';
import { useSinglePage } from '../../api/singlePage';
import { PageHeading } from '../../ui/PageHeading';
import { LoadProblem, Loading } from '../../ui/Status';
import { SummaryList } from '../../ui/SummaryList';
import { ApplicationNotFound } from '../application/ApplicationNotFound';
import { WithApplication } from '../application/WithApplication';
import { DownloadPdfLink } from '../attachments/AttachmentAnswers';
import { SinglePage } from './SinglePage';
import { parseRouteId } from '../../routes/routeId';

/** `/helix/fastTrackApplication/:appId` and `/helix/floodAffectedBuildings/:appId`. */
export default function SinglePageRoute({ form }: { form: SinglePageForm }) {
  const id = parseRouteId(useParams().appId);
  if (!id.success) return <ApplicationNotFound />;
  return (
    <WithApplication key={`${form}:${id.data}`} appId={id.data}>
      {(application) =>
        application.appParam === SINGLE_PAGE_FORMS[form] ? (
          <SinglePageLoader form={form} application={application} />
        ) : (
          <WrongForm form={form} appId={id.data} />
        )
      }
    </WithApplication>
  );
}

function SinglePageLoader({
  form,
  application,
}: {
  form: SinglePageForm;
  application: Parameters<typeof SinglePage>[0]['application'];
}) {
  const saved = useSinglePage(form, application.id);
  if (saved.isPending) return <Loading>Loading your answers…</Loading>;
  if (saved.isError) return <LoadProblem message={saved.error.message} onRetry={() => void saved.refetch()} />;
  if (saved.data.completed || application.appCompleted)
    return <Completed form={form} appId={application.id} rows={singlePageAnswerRows(saved.data.data)} />;
  return <SinglePage form={form} application={application} saved={saved.data} />;
}

/** A completed application is read-only: what it answered, its summary and its PDF. */
function Completed({
  form,
  appId,
  rows,
}: {
  form: SinglePageForm;
  appId: number;
  rows: { key: string; value: string }[];
}) {
  return (
    <div className="two-thirds">
      <PageHeading caption={`Application ${appId} – completed`}>{SINGLE_PAGE_TITLES[form]}</PageHeading>
      <p>This application has been completed, so it can no longer be changed.</p>
      <SummaryList rows={rows} />
      <p>
        <Link to={summaryPath(appId, Math.random)}>View the application&rsquo;s summary</Link>
      </p>
      <DownloadPdfLink appId={appId} />
    </div>
  );
}

function WrongForm({ form, appId }: { form: SinglePageForm; appId: number }) {
  return (
    <div className="two-thirds">
      <PageHeading>{SINGLE_PAGE_TITLES[form]}</PageHeading>
      <p>{singlePageMessages.wrongForm(SINGLE_PAGE_TITLES[form])}</p>
      <p>
        <Link to={`/helix/newapp/${appId}`}>Open application {appId}</Link>
      </p>
    </div>
  );
}
