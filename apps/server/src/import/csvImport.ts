import fs from 'node:fs';
import { parse } from 'csv-parse';

/** A CSV row by column name, as csv-parse gives it with `columns: true`. */
export type CsvRow = Record<string, string>;

export interface ImportProgress {
  rows: number;
  imported: number;
  skipped: number;
  bytesRead: number;
  totalBytes: number;
}

interface CsvImportOptions<T> {
  file: string;
  /** A row to insert, or a reason it is skipped (logged once per reason with its count). */
  toRecord(row: CsvRow): T | { skip: string };
  /** Writes one batch; called with at most batchSize records, one at a time (so memory stays constant). */
  writeBatch(records: T[]): Promise<void>;
  batchSize?: number;
  onProgress?(progress: ImportProgress): void;
}

export interface ImportSummary extends ImportProgress {
  skippedReasons: Record<string, number>;
}

const isSkip = (value: unknown): value is { skip: string } =>
  typeof value === 'object' && value !== null && 'skip' in value && typeof value.skip === 'string';

/**
 * Streams a CSV file through a real CSV parser (LINZ quotes fields that hold commas, like
 * "26A Henley Road, Kaukapakapa") and writes it in batches. `for await` pulls one row at a time, so
 * while a batch is being written the file is not read: memory stays at one batch whatever the file's size.
 */
export async function importCsv<T>(options: CsvImportOptions<T>): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? 1000;
  const totalBytes = fs.statSync(options.file).size;
  const input = fs.createReadStream(options.file);
  const parser = input.pipe(
    parse({ columns: true, bom: true, skip_empty_lines: true, trim: false, relax_quotes: false }),
  );
  const summary: ImportSummary = { rows: 0, imported: 0, skipped: 0, bytesRead: 0, totalBytes, skippedReasons: {} };
  let batch: T[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await options.writeBatch(batch);
    summary.imported += batch.length;
    batch = [];
    summary.bytesRead = input.bytesRead;
    options.onProgress?.({ ...summary });
  };
  try {
    for await (const row of parser as AsyncIterable<CsvRow>) {
      summary.rows += 1;
      const record = options.toRecord(row);
      if (isSkip(record)) {
        summary.skipped += 1;
        summary.skippedReasons[record.skip] = (summary.skippedReasons[record.skip] ?? 0) + 1;
        continue;
      }
      batch.push(record);
      if (batch.length >= batchSize) await flush();
    }
    await flush();
  } finally {
    input.destroy();
  }
  summary.bytesRead = totalBytes;
  return summary;
}

/** A one-line progress bar on stderr: redrawn in place on a terminal, a line per update otherwise. */
export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  let lastLine = 0;
  const started = Date.now();
  return {
    // Arrow functions: they are handed on alone (onProgress: bar.update), so none may depend on `this`.
    update: (progress: ImportProgress) => {
      const fraction = progress.totalBytes ? Math.min(1, progress.bytesRead / progress.totalBytes) : 1;
      const width = 30;
      const filled = Math.round(fraction * width);
      const counts =
        progress.imported || progress.skipped
          ? `${progress.imported.toLocaleString('en-NZ')} imported, ${progress.skipped.toLocaleString('en-NZ')} skipped`
          : `${progress.rows.toLocaleString('en-NZ')} rows read`;
      const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(fraction * 100).toFixed(0).padStart(3)}% ${counts}`;
      if (stream.isTTY) stream.write(`\r${line}`);
      else if (Date.now() - lastLine > 1000 || fraction === 1) {
        stream.write(`${line}\n`);
        lastLine = Date.now();
      }
    },
    /** A step after the load: its own line, with the time since the import began. */
    phase: (name: string) => {
      if (stream.isTTY) stream.write('\n');
      stream.write(`${label}: ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
    },
    done: (summary: ImportSummary) => {
      if (stream.isTTY) stream.write('\n');
      const reasons = Object.entries(summary.skippedReasons)
        .map(([reason, count]) => `${count} ${reason}`)
        .join('; ');
      stream.write(
        `${label}: ${summary.rows.toLocaleString('en-NZ')} rows read, ${summary.imported.toLocaleString('en-NZ')} imported, ${summary.skipped.toLocaleString('en-NZ')} skipped${reasons ? ` (${reasons})` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
      );
    },
  };
}
