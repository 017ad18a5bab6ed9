import type { LifecycleDetails, LifecycleEvent } from './machine.js';

/** One item of a council's request for further information, with the applicant's answer once given. */
interface InformationItemView {
  text: string;
  page?: string;
  documentType?: string;
  answer: { text?: string; documentIds: number[] } | null;
}

/** A request for further information as both sides show it: what was asked, and what was answered. */
export interface InformationRequestView {
  requestedAt: string;
  answeredAt: string | null;
  /** Asked and not yet answered: the applicant answers this one. */
  open: boolean;
  items: InformationItemView[];
}

/**
 * An application's requests for further information, oldest first, each paired with the answer that closed it
 * (issue 18 point 3). The events are the machine's, so an answer always follows its own request.
 */
export function informationRequests(events: readonly LifecycleEvent[]): InformationRequestView[] {
  const requests: InformationRequestView[] = [];
  for (const event of events) {
    if (event.action === 'requestInformation') {
      const { items } = event.details as LifecycleDetails<'requestInformation'>;
      requests.push({
        requestedAt: event.at.toISOString(),
        answeredAt: null,
        open: true,
        items: items.map((i) => ({ ...i, answer: null })),
      });
    }
    const current = requests.at(-1);
    if (event.action === 'provideInformation' && current?.open) {
      const { answers } = event.details as LifecycleDetails<'provideInformation'>;
      for (const a of answers) {
        const item = current.items[a.item];
        if (item) item.answer = { ...(a.text ? { text: a.text } : {}), documentIds: a.documentIds ?? [] };
      }
      current.answeredAt = event.at.toISOString();
      current.open = false;
    }
    // A decision or a withdrawal ends the application's life; a request left open by a withdrawal is no longer open.
    if ((event.action === 'withdraw' || event.action === 'grant' || event.action === 'refuse') && current)
      current.open = false;
  }
  return requests;
}
