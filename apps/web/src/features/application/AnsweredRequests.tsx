import { formatBytes, type InformationRequestView } from '@consent/domain';
import { useDocumentCalls } from '../../api/documents';
import type { AnswerFile } from '../../api/lifecycle';
import { formatDateTime } from '../../ui/format';

/** The requests for further information already answered: what the council asked, and what the applicant sent. */
export function AnsweredRequests({
  appId,
  requests,
  files,
}: {
  appId: number;
  requests: InformationRequestView[];
  files: AnswerFile[];
}) {
  const { downloadUrl } = useDocumentCalls();
  const answered = requests.flatMap((r) => (r.answeredAt ? [{ ...r, answeredAt: r.answeredAt }] : []));
  if (!answered.length) return null;
  const fileById = new Map(files.map((f) => [f.id, f]));
  return (
    <section aria-labelledby="answered-heading">
      <h3 id="answered-heading" className="heading-s">
        Information you provided
      </h3>
      {answered.map((request, r) => (
        <div key={r} className="information-answered">
          <p>
            Asked <time dateTime={request.requestedAt}>{formatDateTime(request.requestedAt)}</time>, answered{' '}
            <time dateTime={request.answeredAt}>{formatDateTime(request.answeredAt)}</time>
          </p>
          <ol>
            {request.items.map((item, i) => (
              <li key={i}>
                <p>
                  <strong>{item.text}</strong>
                </p>
                {item.answer?.text ? <p>{item.answer.text}</p> : null}
                {item.answer?.documentIds.length ? (
                  <ul>
                    {item.answer.documentIds.map((id) => {
                      const file = fileById.get(id);
                      return file ? (
                        <li key={id}>
                          <a href={downloadUrl(appId, id)} download>
                            {file.originalName}
                          </a>{' '}
                          ({formatBytes(file.size)})
                        </li>
                      ) : null;
                    })}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
