import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../src/db/client.js';
import { applicationEvents, applications, documents } from '../../src/db/schema.js';
import { takeBackup } from '../../src/ops/backup/backup.js';
import { BackupRefused } from '../../src/ops/backup/manifest.js';
import { restoreBackup } from '../../src/ops/backup/restore.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { PNG_BYTES, SMALL_PDF, uploadDocument } from '../support/documents.js';
import { databaseUrl, withAdmin } from '../support/postgresTemplate.js';
import { completeApplication } from '../support/wizard.js';

const temp = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `consent-${label}-`));

/** What the round trip must bring back exactly: applications, their events and documents, and each file's bytes. */
async function contentsOf(db: Db, filesDir: string) {
  const apps = await db
    .select({ id: applications.id, status: applications.status, sections: applications.sections })
    .from(applications)
    .orderBy(asc(applications.id));
  const events = await db.select().from(applicationEvents).orderBy(asc(applicationEvents.id));
  const docs = await db.select().from(documents).orderBy(asc(documents.id));
  const files = docs.map((doc) => {
    const bytes = fs.readFileSync(path.join(filesDir, doc.storedName));
    return {
      storedName: doc.storedName,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes: bytes.length,
    };
  });
  return { apps, events, docs, files };
}

let app: FastifyInstance;
let database: Database;
let applicant: Client;
let filesDir: string;
beforeAll(async () => {
  filesDir = temp('backup-files');
  app = await createTestApp({ storage: { kind: 'local', dir: filesDir } });
  database = await app.databaseReady;
  applicant = await registerUser(app, 'backup');
  const submitted = await createApplication(applicant);
  expect((await uploadDocument(applicant, submitted, 1, 'site plan.pdf', SMALL_PDF)).statusCode).toBe(201);
  await completeApplication(applicant, submitted);
});
afterAll(() => app.close());

describe('backups that restore (issue 29.1)', () => {
  it('restores exactly the backup: applications, events and documents byte for byte, none of what came after', async () => {
    const backupRoot = temp('backups');
    // A save racing the backup: the snapshot waits for it or holds it back, and neither fails.
    const racing = createApplication(applicant, { type: 1, param: 'standard', role: 'owner', councilId: 1 });
    const { dir, manifest } = await takeBackup({ database, filesDir, outRoot: backupRoot });
    await racing;
    expect(path.basename(dir)).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
    expect(manifest.database).toBe(database.kind);
    expect(manifest.files.map((f) => f.path)).toContain(manifest.databaseFile);

    // Whatever the backup holds of the racing save is what the restore must give back: read it from the backup's moment.
    const restoredFiles = temp('restored-files');
    let restoredDb: Database;
    let dropRestored = async () => {};
    if (database.kind === 'pglite') {
      const dataDir = path.join(temp('restored-data'), 'data');
      await restoreBackup({ backupDir: dir, dataDir, databaseUrl: null, filesDir: restoredFiles });
      restoredDb = await openDatabase({ databaseUrl: null, dataDir });
    } else {
      const serverUrl = String(process.env.TEST_DATABASE_URL);
      const name = `consent_restore_${randomBytes(5).toString('hex')}`;
      await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
      await restoreBackup({
        backupDir: dir,
        dataDir: null,
        databaseUrl: databaseUrl(serverUrl, name),
        filesDir: restoredFiles,
      });
      restoredDb = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: null });
      dropRestored = () =>
        withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {});
    }
    const restored = await contentsOf(restoredDb.db, restoredFiles);

    // Written after the backup: none of it may come back.
    const later = await createApplication(applicant, { type: 2, param: 'standard', role: 'agent', councilId: 2 });
    expect((await uploadDocument(applicant, later, 1, 'later.png', PNG_BYTES)).statusCode).toBe(201);
    const now = await contentsOf(database.db, filesDir);
    expect(restored.apps.map((a) => a.id)).not.toContain(later);
    expect(now.docs.length).toBe(restored.docs.length + 1);

    // Everything the backup holds is exactly what the live database held for those rows.
    const restoredIds = new Set(restored.apps.map((a) => a.id));
    expect(restored.apps).toEqual(now.apps.filter((a) => restoredIds.has(a.id)));
    expect(restored.events).toEqual(now.events.filter((e) => restoredIds.has(e.applicationId)));
    expect(restored.docs).toEqual(now.docs.filter((d) => restoredIds.has(d.applicationId)));
    expect(restored.events.length).toBeGreaterThan(0);
    expect(restored.docs.length).toBeGreaterThan(0);
    for (const [n, doc] of restored.docs.entries()) {
      expect(restored.files[n]).toEqual({ storedName: doc.storedName, sha256: doc.sha256, bytes: doc.size });
      expect(fs.readFileSync(path.join(restoredFiles, doc.storedName))).toEqual(
        fs.readFileSync(path.join(filesDir, doc.storedName)),
      );
    }
    const [{ count } = { count: -1 }] = await restoredDb.db
      .execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM users`)
      .then((r) => (r as { rows: { count: number }[] }).rows);
    expect(count).toBeGreaterThan(0);
    await restoredDb.close();
    await dropRestored();
  }, 120_000);

  it('refuses a backup whose checksums fail, naming the file, and changes nothing', async () => {
    const { dir, manifest } = await takeBackup({
      database,
      filesDir,
      outRoot: temp('backups-tampered'),
    });
    const file = manifest.files.find((f) => f.path.startsWith('files/'));
    if (!file) throw new Error('the backup has no stored file');
    const full = path.join(dir, ...file.path.split('/'));
    const bytes = fs.readFileSync(full);
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
    fs.writeFileSync(full, bytes);
    const untouched = temp('untouched-files');
    fs.writeFileSync(path.join(untouched, 'keep-me'), 'still here');
    const refusal = restoreBackup({
      backupDir: dir,
      dataDir: temp('untouched-data'),
      databaseUrl: null,
      filesDir: untouched,
    });
    await expect(refusal).rejects.toThrow(BackupRefused);
    await expect(refusal).rejects.toThrow(`${file.path} does not match its checksum`);
    expect(fs.readFileSync(path.join(untouched, 'keep-me'), 'utf8')).toBe('still here');
  }, 60_000);
});
