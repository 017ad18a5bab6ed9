import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defined, nothingLostMessages } from '@consent/domain';
import type { Db } from '../../src/db/client.js';
import { applications, formVersions, idempotentRequests, users } from '../../src/db/schema.js';
import { updateOpenApplicationAt } from '../../src/modules/applications/saveAtVersion.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { collaborator } from '../support/sharing.js';
import { validMisc } from '../support/wizard.js';

/* Issue 33.4 (ADR 0069): a retried save is applied once; a save based on an older version of a form is refused. */
let app: FastifyInstance;
let db: Db;
let christchurch: number;
beforeAll(async () => {
  app = await createTestApp();
  db = (await app.databaseReady).db;
  christchurch = defined((await councilIds(app))['Christchurch City Council'], 'Christchurch');
});
afterAll(() => app.close());

interface Answer {
  message: string;
}

async function newApplication() {
  const owner = await registerUser(app, 'owner');
  const appId = await createApplication(owner, { type: 2, param: 'standard', role: 'owner', councilId: christchurch });
  return { owner, appId };
}

const saveMisc = (client: Client, appId: number, data: object, headers: Record<string, string>) =>
  client.request({
    method: 'POST',
    url: `/obca/ajax/otherinfo/${appId}`,
    payload: { data, validation_mode: 'none' },
    headers,
  });

const versionRow = async (appId: number) =>
  (
    await db
      .select()
      .from(formVersions)
      .where(and(eq(formVersions.applicationId, appId), eq(formVersions.form, 'miscInfo')))
  )[0];

describe('a save carrying an Idempotency-Key', () => {
  it('is applied once when sent twice with the same key: the second answers the first result', async () => {
    const { owner, appId } = await newApplication();
    const key = 'save-0123456789abcdef';
    const first = await saveMisc(owner, appId, validMisc, { 'idempotency-key': key, 'form-version': '0' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['form-version']).toBe('1');
    // Sent again as a retry after a lost answer would be: same key, same version it was based on.
    const again = await saveMisc(owner, appId, validMisc, { 'idempotency-key': key, 'form-version': '0' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['form-version']).toBe('1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Applied once: had it run again, version 0 would have been refused as stale, or moved the version to 2.
    expect((await versionRow(appId))?.version).toBe(1);
  });

  it('keys are per user: another user sending the same key has their own request run', async () => {
    const { owner, appId } = await newApplication();
    const editor = await collaborator(app, owner, appId, 'editor');
    const key = 'shared-key-0123456789';
    expect((await saveMisc(owner, appId, validMisc, { 'idempotency-key': key })).statusCode).toBe(200);
    const theirs = await saveMisc(editor, appId, { ...validMisc, has_dogs: 'yes' }, { 'idempotency-key': key });
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    const rows = await db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key));
    expect(rows).toHaveLength(2);
  });

  it('refuses a key reused for another request (422) and a malformed key (400), changing nothing', async () => {
    const { owner, appId } = await newApplication();
    const key = 'reused-key-0123456789';
    await saveMisc(owner, appId, validMisc, { 'idempotency-key': key });
    const other = await owner.request({
      method: 'POST',
      url: `/obca/ajax/plg/${appId}`,
      payload: { data: {}, validation_mode: 'none' },
      headers: { 'idempotency-key': key },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json<Answer>().message).toBe('This Idempotency-Key was already used for a different request.');
    const short = await saveMisc(owner, appId, validMisc, { 'idempotency-key': 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json<Answer>().message).toMatch(/^Idempotency-Key must be 16 to 64/);
  });
});

describe('a save naming the form version it was based on', () => {
  it('answers the version with the load, and refuses a second editor’s stale save (409) naming who changed it and when', async () => {
    const { owner, appId } = await newApplication();
    const editor = await collaborator(app, owner, appId, 'editor');
    const loaded = await editor.get(`/ajax/get_misc_data/${appId}`);
    expect(loaded.headers['form-version']).toBe('0');

    const ownerSave = await saveMisc(owner, appId, { ...validMisc, has_dogs: 'yes' }, { 'form-version': '0' });
    expect(ownerSave.statusCode).toBe(200);
    const stale = await saveMisc(editor, appId, { ...validMisc, has_swimming_pool: 'yes' }, { 'form-version': '0' });
    expect(stale.statusCode).toBe(409);
    const body = stale.json<Answer & { result: string; conflict: { mine: unknown; theirs: unknown } }>();
    expect(body.result).toBe('error');
    expect(body.message).toMatch(
      /^Test owner changed this page on \d{1,2} [A-Z][a-z]+ at \d\d:\d\d, after you opened it\./,
    );
    expect(body.conflict).toMatchObject({ form: 'miscInfo', version: 1, changed_by: 'Test owner' });
    expect(body.conflict.theirs).toContainEqual({ key: 'Dogs on the site', value: 'Yes' });
    expect(body.conflict.mine).toContainEqual({ key: 'Swimming pool', value: 'Yes' });
    // Nothing of the stale save was written.
    const now = await owner.get(`/ajax/get_misc_data/${appId}`);
    expect(now.json<{ data: unknown }>().data).toMatchObject({ has_dogs: 'yes', has_swimming_pool: 'no' });
    expect(now.headers['form-version']).toBe('1');

    // Keeping their own: saved again based on the version the conflict named.
    const kept = await saveMisc(editor, appId, { ...validMisc, has_swimming_pool: 'yes' }, { 'form-version': '1' });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['form-version']).toBe('2');
    expect(await versionRow(appId)).toMatchObject({ version: 2, changedByName: 'Test editor' });
  });

  it('refuses a Form-Version that is not a whole number (400)', async () => {
    const { owner, appId } = await newApplication();
    const response = await saveMisc(owner, appId, validMisc, { 'form-version': 'latest' });
    expect(response.statusCode).toBe(400);
    expect(response.json<Answer>().message).toBe('Form-Version must be a whole number of 0 or more.');
    expect(await versionRow(appId)).toBeUndefined();
  });
});

/*
 * ADR 0090: a versioned save with an Idempotency-Key claims the key in the save's own statement. Each refusal is the
 * one a claim before the handler gave: kept for the retry, which answers it again and writes nothing.
 */
describe('a versioned save claiming its key in its own statement', () => {
  const replayed = (response: { headers: Record<string, unknown> }) => response.headers['idempotent-replayed'];

  it('answers a retry of a stale save (409) with that refusal, writing nothing', async () => {
    const { owner, appId } = await newApplication();
    expect((await saveMisc(owner, appId, validMisc, { 'form-version': '0' })).statusCode).toBe(200);
    const headers = { 'form-version': '0', 'idempotency-key': 'stale-save-0123456789' };
    const stale = await saveMisc(owner, appId, { ...validMisc, has_dogs: 'yes' }, headers);
    expect(stale.statusCode).toBe(409);
    const again = await saveMisc(owner, appId, { ...validMisc, has_dogs: 'yes' }, headers);
    expect(again.statusCode).toBe(409);
    expect(replayed(again)).toBe('true');
    expect(again.json()).toEqual(stale.json());
    expect(await versionRow(appId)).toMatchObject({ version: 1 });
  });

  it("answers a retry of a viewer's save (403) and of invalid answers (400) with the first refusal", async () => {
    const { owner, appId } = await newApplication();
    const viewer = await collaborator(app, owner, appId, 'viewer');
    const viewers = { 'form-version': '0', 'idempotency-key': 'viewer-save-0123456789' };
    const refused = await saveMisc(viewer, appId, validMisc, viewers);
    expect(refused.statusCode).toBe(403);
    const retried = await saveMisc(viewer, appId, validMisc, viewers);
    expect([retried.statusCode, replayed(retried)]).toEqual([403, 'true']);
    const invalid = { 'form-version': '0', 'idempotency-key': 'invalid-save-0123456789' };
    const all = (data: object) =>
      owner.request({
        method: 'POST',
        url: `/obca/ajax/otherinfo/${appId}`,
        payload: { data, validation_mode: 'all' },
        headers: invalid,
      });
    const first = await all({});
    expect(first.statusCode).toBe(400);
    // The same key with answers that would now pass: the first answer, not a save.
    const second = await all(validMisc);
    expect([second.statusCode, replayed(second)]).toEqual([400, 'true']);
    expect(await versionRow(appId)).toBeUndefined();
  });

  it('answers 409 while the request that claimed the key runs, writing nothing', async () => {
    const { owner, appId } = await newApplication();
    const key = 'in-flight-0123456789ab';
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
    const userId = defined(user, 'the owner').id;
    await db.insert(idempotentRequests).values({ userId, key, method: 'POST', path: `/obca/ajax/otherinfo/${appId}` });
    const response = await saveMisc(owner, appId, validMisc, { 'form-version': '0', 'idempotency-key': key });
    expect(response.statusCode).toBe(409);
    expect(response.json<Answer>().message).toBe(nothingLostMessages.idempotencyInProgress);
    expect(await versionRow(appId)).toBeUndefined();
  });

  it("writes neither the version nor the answers of an application completed since the save's checks", async () => {
    const { appId } = await newApplication();
    await db.update(applications).set({ completed: true }).where(eq(applications.id, appId));
    const at = { form: 'miscInfo', base: 0, by: { id: 1, name: 'Test' } };
    const done = await updateOpenApplicationAt(db, appId, at, {}, undefined, { stored: { miscInfo: validMisc } });
    expect(done).toEqual({ claimed: true, saved: undefined });
    expect(await versionRow(appId)).toBeUndefined();
  });
});
