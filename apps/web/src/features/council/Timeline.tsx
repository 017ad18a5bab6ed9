import { inspectionEventWords, lifecycleActorLabels, moneyEventWords, type DocumentItem } from '@consent/domain';
import type { ReactNode } from 'react';
import { useCouncilCalls, type TimelineEntry } from '../../api/council';
import { formatDateTime } from '../../ui/format';
import { EVENT_LABELS } from './labels';
import { Section } from './Section';
import { useMoneyStatus } from '../money/financeCalls';
import { derivedMoneyEventWords, withMoneyEvents } from '../money/MoneyTimeline';

/** What an event recorded, as lines a person reads: the items, answers, reasons or conditions its action carries. */
function detailLines(entry: TimelineEntry, document: (id: number) => ReactNode): ReactNode[] {
  switch (entry.action) {
    case 'accept':
      return [`Consent number ${entry.details.consentNumber}`];
    case 'returnAsIncomplete':
      return entry.details.items.map((i) => `${i.item}: ${i.reason}`);
    case 'requestInformation':
      return entry.details.items.map(
        (i, n) =>
          `Item ${n + 1}: ${i.text}${i.page ? ` (page: ${i.page})` : ''}${i.documentType ? ` (document: ${i.documentType})` : ''}`,
      );
    case 'provideInformation':
      return entry.details.answers.map((a) => (
        <>
          Answer to item {a.item + 1}: {a.text ?? ''}{' '}
          {a.documentIds?.map((id) => (
            <span key={id}>{document(id)} </span>
          ))}
        </>
      ));
    case 'grant': {
      const { conditions = [], decisionDocumentId, ccc } = entry.details;
      return [
        ...conditions.map((c, n) => `Condition ${n + 1}: ${c}`),
        ...(ccc?.inspections === 'allPassed' ? ['Every required inspection had passed.'] : []),
        ...(ccc?.inspections === 'issueRegardless' ? [`Issued regardless: ${ccc.reason ?? ''}`] : []),
        ...(decisionDocumentId ? [<>Decision document: {document(decisionDocumentId)}</>] : []),
      ];
    }
    case 'refuse':
      return entry.details.reasons.map((r, n) => `Reason ${n + 1}: ${r}`);
    case 'submit':
    case 'resubmit':
    case 'withdraw':
      return entry.details.note ? [entry.details.note] : [];
    case 'payment-received-card':
    case 'credit-note-issued':
      return [moneyEventWords(entry.action, entry.details)];
    case 'inspection-passed':
    case 'inspection-failed':
    case 'inspection-partially-passed':
      return [
        inspectionEventWords(entry.details),
        ...(entry.details.notes ? [`Notes: ${entry.details.notes}`] : []),
        ...(entry.details.photoCount ? [`Photos: ${entry.details.photoCount}`] : []),
      ];
  }
}

function EventDetails({ entry, document }: { entry: TimelineEntry; document: (id: number) => ReactNode }) {
  const lines = detailLines(entry, document);
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
  const money = useMoneyStatus(appId, 'council').data?.events;
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
      {timeline.length === 0 && !money?.length ? (
        <p>Nothing has happened to this application since it was submitted.</p>
      ) : (
        <ol className="timeline">
          {withMoneyEvents(timeline, money).map((item, n) => (
            <li key={n} className="timeline__event">
              {item.money ? (
                <p className="timeline__title">
                  <strong>{derivedMoneyEventWords(item.event)}</strong>, {formatDateTime(item.event.at)}
                </p>
              ) : (
                <>
                  <p className="timeline__title">
                    <strong>{EVENT_LABELS[item.event.action]}</strong> by {lifecycleActorLabels[item.event.actor]},{' '}
                    {formatDateTime(item.event.at)}
                  </p>
                  <EventDetails entry={item.event} document={document} />
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
