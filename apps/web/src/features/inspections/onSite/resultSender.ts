import { IDEMPOTENCY_KEY_HEADER, inspectionsContract as routes, routeUrl } from '@consent/domain';
import type { Sender } from '../../nothingLost/outbox/outbox';
import type { OutboxItem } from '../../nothingLost/outbox/outboxStore';

/** The outbox's kind of an inspection result, and what the item is about (its booking). */
export const RESULT_KIND = 'inspection-result';
export const resultAbout = (bookingId: number) => `booking:${bookingId}`;

/** Where a result is sent: the council and booking it was recorded against. */
export interface ResultTarget {
  councilId: number;
  bookingId: number;
  outcome: string;
  notes?: string;
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Sends a kept inspection result (ADR 0073): each photo uploaded with a key of its own made from the result's key
 * (so a photo sent again is stored once and answers the same id), then the result naming the photos' ids, with the
 * key made when Save was pressed. A photo refused, or the network gone, stops the send there: the answer tells the
 * outbox what to do, and the next attempt starts again from the first photo, each answered from its key.
 */
export function resultSender(fetchImpl: FetchLike = (input, init) => fetch(input, init)): Sender {
  return async (item: OutboxItem) => {
    const { councilId, bookingId, outcome, notes } = item.body as ResultTarget;
    const params = { councilId, bookingId };
    const photoIds: string[] = [];
    for (const [index, photo] of item.photos.entries()) {
      const body = new FormData();
      body.append('file', new Blob([photo.bytes], { type: photo.type }), photo.name);
      const answer = await fetchImpl(routeUrl(routes.uploadPhoto.path, params), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json', [IDEMPOTENCY_KEY_HEADER]: `${item.key}-photo-${index + 1}` },
        body,
      });
      if (!answer.ok) return answer;
      photoIds.push(((await answer.clone().json()) as { photoId: string }).photoId);
    }
    return fetchImpl(routeUrl(routes.recordResult.path, params), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: item.key },
      body: JSON.stringify({ outcome, ...(notes ? { notes } : {}), photoIds }),
    });
  };
}
