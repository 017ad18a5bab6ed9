import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationsContract, productMessages } from '@consent/domain';
import type { Database } from '../../src/db/client.js';
import { applications } from '../../src/db/schema.js';
import { findSessionUserWithAccessible } from '../../src/modules/applications/repo.js';
import { findSessionUser } from '../../src/modules/auth/repo.js';
import { sessionId } from '../../src/modules/auth/session.js';
import { answerOf } from '../support/answer.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';

/** The protocol's Bind message: a named statement's execution (db/pgliteStatements.ts sends one per call). */
const BIND = 0x42;

/** A statement's text as a query() call gives it (a string, or a config object with `text`). */
const textOf = (query: unknown): string =>
  typeof query === 'string'
    ? query
    : typeof query === 'object' && query !== null && 'text' in query
      ? String(query.text)
      : String(query);

/**
 * Records every statement the server sends its database from now on: on PostgreSQL each pool client's query()
 * (plain, prepared, BEGIN and COMMIT alike); on PGlite its query() and exec(), a transaction's, and each named
 * statement's execution. The job queue's own polling (pg-boss, schema `pgboss`) runs on its timer, not a request's:
 * it is left out.
 */
function recordStatements(database: Database): { texts: string[] } {
  const recorded = { texts: [] as string[] };
  const record = (text: string) => {
    if (!/\bpgboss\./.test(text)) recorded.texts.push(text);
  };
  const recording = <F extends (...args: never[]) => unknown>(
    f: F,
    textFrom: (...args: Parameters<F>) => string | null = (...args) => textOf(args[0]),
  ) =>
    ((...args: Parameters<F>) => {
      const text = textFrom(...args);
      if (text !== null) record(text);
      return f(...args);
    }) as F;
  const { driver } = database;
  if (driver.kind === 'postgres') {
    const seen = new WeakSet();
    driver.pool.on('acquire', (client) => {
      if (seen.has(client)) return;
      seen.add(client);
      client.query = recording(client.query.bind(client) as never);
    });
    return recorded;
  }
  const { client } = driver;
  client.query = recording(client.query.bind(client));
  client.exec = recording(client.exec.bind(client));
  client.execProtocol = recording(client.execProtocol.bind(client), (message) =>
    message[0] === BIND ? '(a named statement)' : null,
  );
  const transaction = client.transaction.bind(client);
  client.transaction = ((run: Parameters<typeof transaction>[0]) =>
    transaction((tx) => {
      tx.query = recording(tx.query.bind(tx));
      tx.exec = recording(tx.exec.bind(tx));
      return run(tx);
    })) as typeof client.transaction;
  return recorded;
}

/**
 * Issue 33.3: the round trips of the two requests `npm run bench` costs. The read is one statement (the session,
 * the access check and the application, ADR 0076); a page save two (that and the update, ADR 0041).
 */
describe('statements per request', () => {
  let app: FastifyInstance;
  let statements: { texts: string[] };
  let client: Client;
  let appId: number;
  beforeAll(async () => {
    app = await createTestApp();
    statements = recordStatements(await app.databaseReady);
    client = await registerUser(app, 'statements');
    appId = await createApplication(client);
  });
  afterAll(async () => app.close());
  beforeEach(() => {
    statements.texts = [];
  });

  it("reads an application in one statement: the session, the access check and the application's row", async () => {
    const read = answerOf(
      await client.post('/obca/application', { application_id: appId }),
      applicationsContract.application,
    );
    expect(read.id).toBe(appId);
    expect(statements.texts).toHaveLength(1);
  });

  it('reads an application named by a string of digits in one statement too', async () => {
    const read = answerOf(
      await client.post('/obca/application', { application_id: String(appId) }),
      applicationsContract.application,
    );
    expect(read.id).toBe(appId);
    expect(statements.texts).toHaveLength(1);
  });

  it("answers another applicant's application 404 after the same one statement", async () => {
    const stranger = await registerUser(app, 'stranger');
    statements.texts = [];
    const read = await stranger.post('/obca/application', { application_id: appId });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ message: productMessages.applicationNotFound });
    expect(statements.texts).toHaveLength(1);
  });

  it('saves a page in two statements: the session with the application, then the update', async () => {
    const saved = await client.post(`/obca/ajax/ct/${appId}`, {
      appId,
      has_cert: 'yes',
      request_ct: 'n',
      postcode: '6011',
      validation_mode: 'all',
    });
    expect(saved.statusCode).toBe(200);
    expect(statements.texts).toHaveLength(2);
  });

  it('saves a page as the web client does (Form-Version, Idempotency-Key) in three: the session, the save, the answer kept', async () => {
    const save = (version: string, key: string) =>
      client.request({
        method: 'POST',
        url: `/obca/ajax/ct/${appId}`,
        payload: { appId, has_cert: 'yes', request_ct: 'n', postcode: '6011', validation_mode: 'all' },
        headers: { 'form-version': version, 'idempotency-key': key },
      });
    expect((await save('0', 'statements-first-0123')).headers['form-version']).toBe('1');
    statements.texts = [];
    const saved = await save('1', 'statements-second-0123');
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['form-version']).toBe('2');
    // The session with the application; the key's claim, the version's move and the update; the answer kept.
    expect(statements.texts).toHaveLength(3);
  });
});

/** The session id a client's cookie names, as the session loader reads it. */
const sessionIdOf = (cookie: string) => sessionId(decodeURIComponent(cookie.replace(/^sid=/, '')));

/**
 * ADR 0093: the session's statement sends the user and the application as one JSON value, read back through each
 * column's own decoding. With every column filled, the row equals drizzle's own select of it, the user the plain
 * session lookup's, and a user who may not reach the application gets none.
 */
describe("the application's row and the user read with the session", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it("equals drizzle's select of the row, every column filled, and the user the plain session lookup reads; none for a stranger", async () => {
    const { db } = await app.databaseReady;
    const client = await registerUser(app, 'json-row');
    const appId = await createApplication(client);
    await db
      .update(applications)
      .set({
        completed: true,
        completedAt: new Date('2026-11-28T01:02:03.456Z'),
        signedName: 'Aroha Ngata',
        signedDate: '2026-11-27',
        signedAt: new Date('2026-11-27T22:00:00.123Z'),
        notes: 'A note with "quotes" and ā',
        imported: true,
        importedAppId: 4711,
        bcNumber: 'AKL-BC-2026-00001',
        requestCtFromCouncil: true,
        enableCompliance: true,
        relatedApplicationId: appId,
        hasLbp: 'yes',
        ecan: { works: ['bore'], depth: 12.5 } as never,
        project: { description: 'A deck', value: 120000, nested: { a: [1, null, 'x'] } } as never,
        singlePage: { answer: true } as never,
        reference: 'AKL-2026-00001',
        firstSavedAt: new Date('2026-11-26T00:00:00Z'),
      })
      .where(eq(applications.id, appId));
    const [selected] = await db.select().from(applications).where(eq(applications.id, appId));
    const sessionId = sessionIdOf(client.cookie);
    const found = await findSessionUserWithAccessible(db, sessionId, appId);
    expect(found?.application).toEqual({ ...selected, accessRole: 'owner' });
    const plain = await findSessionUser(db, sessionId);
    expect(found?.user).toEqual(plain?.user);
    expect(found?.user.sessionExpiresAt).toBeInstanceOf(Date);
    expect(found?.councilGeneration).toBe(plain?.councilGeneration);
    expect(found?.application?.createdAt).toBeInstanceOf(Date);
    expect(found?.application?.signedDate).toBe('2026-11-27');

    const stranger = await registerUser(app, 'json-row-stranger');
    const strangers = await findSessionUserWithAccessible(db, sessionIdOf(stranger.cookie), appId);
    expect(strangers?.user.id).toBeGreaterThan(0);
    expect(strangers?.application).toBeUndefined();
    expect((await findSessionUserWithAccessible(db, sessionId, 999_999_999))?.application).toBeUndefined();
  });
});

/**
 * ADR 0086: PostgreSQL makes an update HOT (no new entry in any index) only when no column an index keys on, includes
 * or filters by changes value. A draft's save after its first one changes none, so the bench's saves are HOT.
 */
describe("a draft's save and the indexes of applications", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('changes no column an index of applications names, from its second save on', async () => {
    const { db } = await app.databaseReady;
    const client = await registerUser(app, 'hot');
    const appId = await createApplication(client);
    const save = async (postcode: string) => {
      const saved = await client.post(`/obca/ajax/ct/${appId}`, { appId, has_cert: 'yes', request_ct: 'n', postcode });
      expect(saved.statusCode).toBe(200);
    };
    const row = async () => (await db.select().from(applications).where(eq(applications.id, appId)))[0];
    await save('6011');
    const before = await row();
    await save('6012');
    const after = await row();
    const changed = Object.entries(getTableColumns(applications))
      .filter(([key]) => JSON.stringify(before?.[key as never]) !== JSON.stringify(after?.[key as never]))
      .map(([, column]) => column.name);
    expect(changed).toEqual(expect.arrayContaining(['sections', 'updated_at']));
    const listed: unknown = await db.execute(sql`select indexdef from pg_indexes where tablename = 'applications'`);
    const indexes = (listed as { rows: { indexdef: string }[] }).rows.map((r) => r.indexdef);
    expect(indexes.length).toBeGreaterThanOrEqual(8);
    for (const column of changed)
      expect(indexes.filter((definition) => new RegExp(`\\b${column}\\b`).test(definition))).toEqual([]);
  });
});

/** ADR 0076 reads the session after the body is parsed: the answers without a live session stay 401, before 400. */
describe('the read without a live session', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const read = (cookie: string | undefined, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/obca/application',
      payload: payload as never,
      headers: cookie ? { cookie } : {},
    });

  it('answers 401 to an ended session, with a valid body and with an invalid one', async () => {
    const client = await registerUser(app, 'ended');
    const appId = await createApplication(client);
    expect((await client.post('/api/auth/logout', {})).statusCode).toBeLessThan(300);
    for (const payload of [{ application_id: appId }, { application_id: 'not an id' }, { other: 1 }]) {
      const answer = await read(client.cookie, payload);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ message: productMessages.signInRequired });
    }
  });

  it('answers 401 without a session cookie, whatever the body', async () => {
    for (const payload of [{ application_id: 1 }, { application_id: -1 }]) {
      const answer = await read(undefined, payload);
      expect(answer.statusCode).toBe(401);
    }
  });

  it('answers 400 naming the field to a signed-in user whose body is invalid', async () => {
    const client = await registerUser(app, 'invalid');
    const answer = await client.post('/obca/application', { application_id: 'twelve' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('application_id');
  });
});
