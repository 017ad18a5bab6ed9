import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

interface ZipWriter {
  /** The archive as it is written, for the response. */
  readonly stream: Readable;
  /** Adds a file from a buffer or a stream; resolves once it is in the archive (waiting while the reader is behind). */
  add(name: string, body: Buffer | Readable, options?: { compress?: boolean }): Promise<void>;
  end(): void;
  fail(err: Error): void;
}

/**
 * A zip written as it goes (fflate's streaming Zip), so an export of large documents is never held in memory: each
 * file's bytes go to the response as they are read, and reading waits while the client is slower than the store.
 * Documents (PDFs, images) are stored as they are; text is deflated.
 */
export function zipWriter(): ZipWriter {
  const stream = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) return stream.destroy(err);
    stream.write(chunk);
    if (final) stream.end();
  });
  const drained = () =>
    stream.writableNeedDrain && !stream.destroyed ? once(stream, 'drain').then(() => {}) : Promise.resolve();

  return {
    stream,
    async add(name, body, { compress = false } = {}) {
      const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(file);
      if (Buffer.isBuffer(body)) {
        file.push(body, true);
      } else {
        for await (const chunk of body) {
          file.push(chunk as Uint8Array);
          await drained();
        }
        file.push(new Uint8Array(0), true);
      }
      await drained();
    },
    end: () => {
      zip.end();
    },
    fail: (err) => {
      zip.terminate();
      stream.destroy(err);
    },
  };
}
