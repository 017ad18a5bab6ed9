import { formatBytes } from '@consent/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '../../api';
import { useCouncilCalls, type CouncilAnswers } from '../../api/council';
import { Loading, LoadProblem } from '../../ui/Status';
import { MapPanel } from '../location/MapPanel';
import { SummaryList } from '../../ui/SummaryList';
import { Section } from './Section';

/**
 * Every page's answers, read-only, in the sections the application's PDF prints (one definition of the summary),
 * the site's parcels on the map, then the documents to download and the PDF itself.
 */
export function SubmittedAnswers({
  appId,
  answers,
}: {
  appId: number;
  answers: UseQueryResult<CouncilAnswers, ApiError>;
}) {
  const calls = useCouncilCalls();
  return (
    <Section id="answers" title="The application">
      <p>
        <a href={calls.pdfUrl(appId)} download>
          Download the application as a PDF
        </a>
      </p>
      {answers.error ? <LoadProblem message={answers.error.message} onRetry={() => void answers.refetch()} /> : null}
      {answers.isPending ? <Loading>Loading the answers…</Loading> : null}
      {answers.data ? (
        <>
          <h3 className="heading-s">The site</h3>
          {answers.data.parcels.length ? (
            <MapPanel
              locations={answers.data.parcels.map((p) => p.location)}
              outlines={answers.data.parcels.flatMap((p) => (p.outline ? [p.outline] : []))}
              mapConfig={null}
            />
          ) : (
            <p>No site location.</p>
          )}
          <h3 className="heading-s">Documents</h3>
          {answers.data.documents.length === 0 ? (
            <p>No documents.</p>
          ) : (
            <ul className="council-documents" aria-label="Documents">
              {answers.data.documents.map((d) => (
                <li key={d.id}>
                  <a href={calls.downloadUrl(appId, d.id)} download={d.originalName}>
                    {d.originalName}
                  </a>{' '}
                  <span className="council-muted">
                    {d.documentTypeName} · {formatBytes(d.size)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {answers.data.sections.map((section, index) =>
            section.part ? (
              <div key={index}>
                <h4 className="heading-xs">{section.title}</h4>
                <SummaryList rows={section.rows} />
              </div>
            ) : (
              <div key={index}>
                <h3 className="heading-s">{section.title}</h3>
                {section.rows.length ? <SummaryList rows={section.rows} /> : <p>{section.empty ?? 'Not answered.'}</p>}
              </div>
            ),
          )}
        </>
      ) : null}
    </Section>
  );
}
