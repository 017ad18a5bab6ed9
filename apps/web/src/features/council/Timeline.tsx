import { lifecycleActorLabels, type DocumentItem } from '@consent/domain';
import type { ReactNode } from 'react';
import { useCouncilCalls, type TimelineEntry } from '../../api/council';
import { formatDateTime } from '../../ui/format';
import { EVENT_LABELS } from './labels';
import { Section } from './Section';

type Details = {
  items?: { item?: string; reason?: string; text?: string; page?: string; documentType?: string }[];
  answers?: { item: number; text?: string; documentIds?: number[] }[];
  consentNumber?: string;
  conditions?: string[];
  reasons?: string[];
  decisionDocumentId?: number;
  note?: string;
};

/** What an event recorded, as lines a person reads: the items, answers, reasons or conditions it carried. */
function EventDetails({ entry, document }: { entry: TimelineEntry; document: (id: number) => ReactNode }) {
  const d = entry.details as Details;
  const lines: ReactNode[] = [];
  if (d.consentNumber) lines.push(`Consent number ${d.consentNumber}`);
  d.items?.forEach((i, n) =>
    lines.push(
      i.reason !== undefined
        ? `${i.item}: ${i.reason}`
        : `Item ${n + 1}: ${i.text}${i.page ? ` (page: ${i.page})` : ''}${i.documentType ? ` (document: ${i.documentType})` : ''}`,
    ),
  );
  d.answers?.forEach((a) =>
    lines.push(
      <>
        Answer to item {a.item + 1}: {a.text ?? ''}{' '}
        {a.documentIds?.map((id) => (
          <span key={id}>{document(id)} </span>
        ))}
      </>,
    ),
  );
  d.conditions?.forEach((c, n) => lines.push(`Condition ${n + 1}: ${c}`));
  d.reasons?.forEach((r, n) => lines.push(`Reason ${n + 1}: ${r}`));
  if (d.decisionDocumentId) lines.push(<>Decision document: {document(d.decisionDocumentId)}</>);
  if (d.note) lines.push(d.note);
  if (!lines.length) return null;
  return (
    <ul className="timeline__details">
      {lines.map((line, n) => (
        <li key={n}>{line}</li>
      ))}
    </ul>
  );
}

/** The application's life, oldest first: each transition with who took it, when, and what it carried. */
export function Timeline({
  appId,
  timeline,
  documents,
}: {
  appId: number;
  timeline: TimelineEntry[];
  documents: DocumentItem[];
}) {
  const calls = useCouncilCalls();
  const document = (id: number) => {
    const found = documents.find((d) => d.id === id);
    return found ? (
      <a href={calls.downloadUrl(appId, id)} download={found.originalName}>
        {found.originalName}
      </a>
    ) : (
      `document ${id}`
    );
  };
  return (
    <Section id="timeline" title="Timeline">
      {timeline.length === 0 ? (
        <p>Nothing has happened to this application since it was submitted.</p>
      ) : (
        <ol className="timeline">
          {timeline.map((entry, n) => (
            <li key={n} className="timeline__event">
              <p className="timeline__title">
                <strong>{EVENT_LABELS[entry.action]}</strong> by {lifecycleActorLabels[entry.actor]},{' '}
                {formatDateTime(entry.at)}
              </p>
              <EventDetails entry={entry} document={document} />
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
