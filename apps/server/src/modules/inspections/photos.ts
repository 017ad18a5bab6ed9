import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  INSPECTION_PHOTO_MAX_BYTES,
  error,
  inspectionMessages as m,
  photoTypeOf,
  stripPhotoMetadata,
  type PhotoType,
} from '@consent/domain';
import { AppError, badRequest } from '../../http/errors.js';
import type { FileStorage } from '../../storage/index.js';
import type { IncomingFile } from '../documents/service.js';

export interface StrippedPhoto {
  contentType: PhotoType;
  bytes: Buffer;
}

/**
 * Reads an uploaded photo (at most INSPECTION_PHOTO_MAX_BYTES: the phone resizes, so one photo is held in memory
 * whole), decides its type by its content and strips its location metadata (ADR 0072). Over the limit: 413; not a
 * JPEG or PNG: 415; a JPEG or PNG whose structure cannot be read: 400. A refused photo's rest is read and let go.
 */
export async function readPhoto(file: IncomingFile, maxBytes = INSPECTION_PHOTO_MAX_BYTES): Promise<StrippedPhoto> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      file.stream.resume();
      throw new AppError(413, error(m.photoTooLarge));
    }
    chunks.push(chunk);
  }
  await file.readRest?.();
  const whole = Buffer.concat(chunks);
  if (!photoTypeOf(whole)) throw new AppError(415, error(m.photoTypeRefused));
  const stripped = stripPhotoMetadata(whole);
  if (!stripped) throw badRequest([m.photoUnreadable]);
  return { contentType: stripped.contentType, bytes: Buffer.from(stripped.bytes) };
}

/** Stores the stripped photo under a generated key; answers what its row records. */
export async function storePhoto(storage: FileStorage, photo: StrippedPhoto) {
  const storedName = randomUUID();
  await storage.put(storedName, Readable.from([photo.bytes]), photo.contentType);
  return {
    storedName,
    contentType: photo.contentType,
    size: photo.bytes.length,
    sha256: createHash('sha256').update(photo.bytes).digest('hex'),
  };
}
