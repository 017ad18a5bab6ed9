import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defined } from '@consent/domain';
import type { Db } from '../../src/db/client.js';
import { formVersions, idempotentRequests } from '../../src/db/schema.js';
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
