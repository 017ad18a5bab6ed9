import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../src/db/client.js';
import { figuresOf, layOut, putFiguresBack, rowsOf, tablesOf } from './pgliteReuse.js';

/**
 * The tests' copy of the product's embedded-database template (made once per template), cheaper to open: each vitest
 * worker opens one, and another after a file that changed the database's shape (test/support/pgliteReuse.ts, ADR
 * 0084); opening the product's dump took 1.3–1.7 s on a quiet machine. Most of that was
 * unpacking it into PGlite's in-memory file system:
 * - it is an uncompressed tar, not gzip: PGlite's own unzip was about half of an open;
 * - it holds only the database the product uses: PostgreSQL's template0 and template1 (600 of its 1,200 files,
 *   14 MB) are dropped, since a test never creates a database on PGlite.
 * The product's template keeps both, and stays compressed: it is read once, when a data directory is made.
 * Every table is laid out as a reset lays out a table a file changed (`layOut` in pgliteReuse.ts: its rows copied
 * into emptied pages, its indexes built again, the planner's figures in pg_class as they were), so a PGlite put
 * back plans every statement as a fresh one does.
 */
export async function ensureTestTemplate(productTemplate: string): Promise<string> {
  const target = productTemplate.replace(/\.tar\.gz$/, '.laid-out-2.tests.tar');
  if (fs.existsSync(target)) return target;
  const database = await openDatabase({
    databaseUrl: null,
    dataDir: null,
    loadDataDir: new Blob([fs.readFileSync(productTemplate)]),
  });
  const client = database.driver.kind === 'pglite' ? database.driver.client : null;
  if (!client) throw new Error('an embedded database was asked for');
  await client.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  await client.exec('DROP DATABASE template0');
  await client.exec('DROP DATABASE template1');
  const figures = await figuresOf(client);
  await client.exec('SET session_replication_role = replica');
  for (const name of await tablesOf(client)) await layOut(client, name, (await rowsOf(client, name)).blob);
  await putFiguresBack(client, figures);
  await client.exec('RESET session_replication_role');
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  // Written under a unique name and renamed, so processes side by side never read half a file.
  const partial = `${target}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, target);
  await database.close();
  removeEarlier(target);
  return target;
}

/** The copies of earlier templates (65 MB each): the product's template is renamed when its sources change. */
function removeEarlier(target: string): void {
  const dir = path.dirname(target);
  for (const name of fs.readdirSync(dir)) {
    if (name.endsWith('.tests.tar') && name !== path.basename(target)) fs.rmSync(path.join(dir, name), { force: true });
  }
}

const templates = new Map<string, Blob>();

/** The template's bytes, read once per process: the files of a run share one module graph (ADR 0028). */
export function templateBlob(file: string): Blob {
  let blob = templates.get(file);
  if (!blob) {
    blob = new Blob([fs.readFileSync(file)]);
    templates.set(file, blob);
  }
  return blob;
}
