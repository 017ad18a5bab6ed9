import type { ApplicationData } from '@consent/domain';
import { useAttachments, useDocumentCalls } from '../../api/documents';
import { LoadProblem, Loading } from '../../ui/Status';
import { SummaryList } from '../../ui/SummaryList';

/** The File Attachments section of the summary page: each document (downloadable) and what is still needed. */
export function AttachmentAnswers({ application }: { application: ApplicationData }) {
  const list = useAttachments(application.id);
  const calls = useDocumentCalls();
  if (list.isPending) return <Loading>Loading your documents…</Loading>;
  if (list.isError) return <LoadProblem message={list.error.message} onRetry={() => void list.refetch()} />;
  const { documents, missing } = list.data;
  // One row a document type, as the summary list keys its rows by their label.
  const types = [...new Set(documents.map((d) => d.documentTypeName))];
  const rows = [
    ...types.map((type) => ({
      key: type,
      value: (
        <ul className="plain-list">
          {documents
            .filter((d) => d.documentTypeName === type)
            .map((d) => (
              <li key={d.id}>
                <a href={calls.downloadUrl(application.id, d.id)} download={d.originalName}>
                  {d.originalName}
                </a>
              </li>
            ))}
        </ul>
      ),
    })),
    ...(missing.length && !application.appCompleted
      ? [{ key: 'Still needed', value: missing.map((t) => t.name).join(', ') }]
      : []),
  ];
  return rows.length ? <SummaryList rows={rows} /> : <p>No documents uploaded yet.</p>;
}

/** "Download PDF": the whole application as the server lays it out. */
export function DownloadPdfLink({ appId }: { appId: number }) {
  const calls = useDocumentCalls();
  return (
    <p>
      <a className="button button--secondary" href={calls.summaryPdfUrl(appId)} download={`application-${appId}.pdf`}>
        Download PDF<span className="visually-hidden"> of application {appId}</span>
      </a>
    </p>
  );
}
