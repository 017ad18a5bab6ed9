import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { readConfig } from '../config.js';
import { importAddressCsv } from './addressCopy.js';
import { importCsv, progressBar } from './csvImport.js';
import { parcelRecord, writeParcels, type ParcelRecord } from './parcels.js';

/**
 * `npm run import:addresses -- FILE.csv` and `npm run import:parcels -- FILE.csv`: load LINZ open data
 * into the database the server uses (DATABASE_URL, else the PGlite directory; stop the server first
 * when it runs on PGlite, which one process opens at a time).
 */
async function main() {
  const [kind, fileArg] = process.argv.slice(2);
  if ((kind !== 'addresses' && kind !== 'parcels') || !fileArg) {
    process.stderr.write('usage: npm run import:addresses -- FILE.csv | npm run import:parcels -- FILE.csv\n');
    process.exit(2);
  }
  // npm runs workspace scripts in the workspace's folder; a relative path means the caller's folder.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArg);
  const database = await openDatabase(readConfig());
  const bar = progressBar(kind);
  try {
    const summary =
      kind === 'addresses'
        ? await importAddressCsv(database, file, { onProgress: bar.update, onPhase: bar.phase })
        : await importCsv<ParcelRecord>({
            file,
            onProgress: bar.update,
            toRecord: parcelRecord,
            writeBatch: (r) => writeParcels(database.db, r),
          });
    bar.done(summary);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`import failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
