import type { FastifyRequest } from 'fastify';
import { documentMessages, error } from '@consent/domain';
import { AppError, badRequest } from '../../http/errors.js';
import type { IncomingFile } from './service.js';

/** The multipart limits of every upload route: one file per request, a few text fields that are not used. */
const MAX_FIELDS = 20;
export const multipartLimits = (maxBytes: number) => ({
  // One byte over the limit is let through so that the inspector, not busboy's silent truncation, refuses the file.
  limits: { fileSize: maxBytes + 1, files: 1, fields: MAX_FIELDS, fieldSize: 1024, parts: MAX_FIELDS + 1 },
});

/**
 * What the multipart parser raises between parts is about the request body, so it is the client's 400: over
 * a limit (one file per upload, a few fields at most), or a body cut off or malformed (issue 17, U1).
 */
function refusedParts(err: { code?: string }): never {
  if (err.code === 'FST_FILES_LIMIT') throw badRequest([documentMessages.oneFileAtATime]);
  if (err.code === 'FST_FIELDS_LIMIT' || err.code === 'FST_PARTS_LIMIT')
    throw badRequest([documentMessages.tooManyFields(MAX_FIELDS)]);
  if (err instanceof AppError) throw err;
  throw new AppError(400, error(documentMessages.uploadIncomplete));
}

/** The request's one file part, with fields before it skipped; the upload reads the rest once the file is stored. */
export async function incomingFile(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) throw badRequest([documentMessages.noFile]);
  const parts = request.parts()[Symbol.asyncIterator]();
  const next = () => parts.next().catch(refusedParts);
  let part = await next();
  while (!part.done && part.value.type === 'field') part = await next();
  if (part.done || part.value.type !== 'file') throw badRequest([documentMessages.noFile]);
  return {
    filename: part.value.filename,
    stream: part.value.file,
    // Fields after the file are read and let go; a second file is refused (files: 1 makes busboy say so).
    readRest: async () => {
      while (!(await next()).done);
    },
  };
}
