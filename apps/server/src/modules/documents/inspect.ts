import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import {
  ALLOWED_TYPE_NAMES,
  SNIFF_BYTES,
  allowedFileType,
  detectFileType,
  documentMessages,
  error,
  formatBytes,
  type AllowedFileType,
} from '@consent/domain';
import { AppError } from '../../http/errors.js';

const fileTooLarge = (name: string, maxBytes: number) =>
  new AppError(413, error(documentMessages.fileTooLarge(name, formatBytes(maxBytes))));

/**
 * Passes a file through on its way to storage, checking it as it streams: its first bytes must show an
 * allowed type (magic numbers) before anything is passed on, and it fails as soon as it passes the size
 * limit. It counts and hashes what it passes, and holds at most the first SNIFF_BYTES in memory.
 */
export class UploadInspector extends Transform {
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;
  private detected: AllowedFileType | null = null;
  size = 0;

  constructor(
    private readonly fileName: string,
    private readonly maxBytes: number,
  ) {
    super();
  }

  get contentType(): string {
    if (!this.detected) throw new Error('the file was not inspected');
    return this.detected.contentType;
  }

  private digest?: string;
  get sha256(): string {
    return (this.digest ??= this.hash.digest('hex'));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      done(fileTooLarge(this.fileName, this.maxBytes));
      return;
    }
    this.hash.update(chunk);
    if (this.detected) {
      done(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) {
      done();
      return;
    }
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.size === 0) {
      done(new AppError(400, error(documentMessages.fileEmpty(this.fileName))));
      return;
    }
    if (this.detected) {
      done();
      return;
    }
    this.release(done);
  }

  /** Decides the type from the head, then lets the head (and so the rest of the file) through. */
  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    const type = detectFileType(head.subarray(0, SNIFF_BYTES), this.fileName);
    if (!type) {
      done(new AppError(415, error(documentMessages.fileTypeRefused(this.fileName, ALLOWED_TYPE_NAMES))));
      return;
    }
    this.detected = allowedFileType(type);
    done(null, head);
  }
}
