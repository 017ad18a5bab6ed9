import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { nothingLostMessages } from '@consent/domain';
import { createOutbox, type Sender } from './outbox';
import { allItems, storeOn, type OutboxItem } from './outboxStore';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

/** A server that applies each Idempotency-Key once and answers a repeat with the first answer. */
function fakeServer() {
  const applied = new Map<string, unknown>();
  let network = false;
  const send: Sender = (item) => {
    if (!network) return offline();
    if (!applied.has(item.key)) applied.set(item.key, item.body);
    return Promise.resolve(json(201, { result: 'success', message: 'Result recorded' }));
  };
  return { applied, send, online: (on: boolean) => (network = on) };
}

function setUp(factory = new IDBFactory()) {
  const store = storeOn(factory, 'consent-outbox', 'writes');
  const events = new EventTarget();
  const make = (send: Sender, userId = 7) =>
    createOutbox({ store, userId, senders: { 'inspection-result': send }, delays: [60_000], events });
  return { store, events, make };
}

const result = { kind: 'inspection-result', about: 'booking:12', body: { result: 'failed', notes: 'No wrap' } };

describe('the outbox', () => {
  it('keeps a write made offline with its key, and sends it once when the browser is online again', async () => {
    const { store, events, make } = setUp();
    const server = fakeServer();
    const outbox = make(server.send);
    await outbox.start();
    const item = await outbox.add(result);
    expect(item.key).toMatch(/^[0-9a-f]{32}$/);
    await vi.waitFor(() => {
      expect(outbox.entries()[0]?.state).toBe('waiting');
    });
    expect((await allItems(store)).map((kept) => kept.key)).toEqual([item.key]);

    server.online(true);
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(() => {
      expect(outbox.entries()[0]?.state).toBe('sent');
    });
    expect([...server.applied.entries()]).toEqual([[item.key, result.body]]);
    expect(await allItems(store)).toEqual([]);
    outbox.stop();
  });

  it('sends what a closed page left waiting when the next page starts, with the key it was saved with', async () => {
    const factory = new IDBFactory();
    const first = setUp(factory);
    const closed = first.make(offline);
    await closed.start();
    const item = await closed.add({ ...result, photos: [photo()] });
    await vi.waitFor(() => {
      expect(closed.entries()[0]?.state).toBe('waiting');
    });
    closed.stop();

    const keys: string[] = [];
    const photoBytes: number[][] = [];
    const reopened = setUp(factory).make((sent) => {
      keys.push(sent.key);
      photoBytes.push([...new Uint8Array(sent.photos[0]?.bytes ?? new ArrayBuffer(0))]);
      return Promise.resolve(json(201, { result: 'success', message: 'Result recorded' }));
    });
    await reopened.start();
    expect(keys).toEqual([item.key]);
    expect(photoBytes).toEqual([[0xff, 0xd8, 0xff, 0xd9]]);
    expect(reopened.entries().map((entry) => entry.state)).toEqual(['sent']);
    reopened.stop();
  });

  it('sends again with the same key when an answer was lost, so the server applies it once', async () => {
    const { make } = setUp();
    const server = fakeServer();
    server.online(true);
    let lose = true;
    const outbox = make(async (item) => {
      const answer = await server.send(item);
      if (lose) {
        lose = false;
        throw new TypeError('Failed to fetch');
      }
      return answer;
    });
    await outbox.start();
    await outbox.add(result);
    await vi.waitFor(() => {
      expect(outbox.entries()[0]?.state).toBe('waiting');
    });
    await outbox.flush();
    expect(outbox.entries()[0]?.state).toBe('sent');
    expect(server.applied.size).toBe(1);
    outbox.stop();
  });

  it('keeps a write the server refused, with its words, until discarded; a key still running is sent again', async () => {
    const { store, make } = setUp();
    const answers = [
      json(409, { result: 'error', message: nothingLostMessages.idempotencyInProgress }),
      json(400, { result: 'error', message: 'Say what failed in the notes' }),
    ];
    const outbox = make(() => Promise.resolve(answers.shift() ?? json(500, {})));
    await outbox.start();
    const item = await outbox.add(result);
    await vi.waitFor(() => {
      expect(outbox.entries()[0]?.state).toBe('waiting');
    });
    await outbox.flush();
    expect(outbox.entries()[0]).toMatchObject({ state: 'refused', message: 'Say what failed in the notes' });
    expect((await allItems(store)).map((kept: OutboxItem) => kept.refused)).toEqual(['Say what failed in the notes']);

    await outbox.discard(item.key);
    expect(outbox.entries()).toEqual([]);
    expect(await allItems(store)).toEqual([]);
    outbox.stop();
  });

  it("sends only the signed-in person's writes", async () => {
    const { make } = setUp();
    const someoneElse = make(offline, 8);
    await someoneElse.add(result);
    someoneElse.stop();
    const sent: number[] = [];
    const mine = make((item) => {
      sent.push(item.userId);
      return Promise.resolve(json(201, { result: 'success', message: 'Result recorded' }));
    });
    await mine.start();
    expect(sent).toEqual([]);
    mine.stop();
  });
});

function photo() {
  return {
    name: 'photo-1.jpg',
    type: 'image/jpeg',
    alt: 'Wall framing',
    bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]).buffer,
  };
}
