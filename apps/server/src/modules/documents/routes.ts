import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_VALIDATION_MODE,
  appIdParamsSchema,
  documentMessages,
  documentParamsSchema,
  error,
  formMessages,
  hasUpFilesSchema,
  uploadQuerySchema,
} from '@consent/domain';
import { AppError, badRequest } from '../../http/errors.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import { sendStoredDocument } from './disposition.js';
import type { DocumentService, IncomingFile } from './service.js';

const tags = ['file attachments'];
const MAX_FIELDS = 20;

/**
 * What the multipart parser raises between parts is about the request body, so it is the client's 400: over
 * a limit (one file per upload, a few fields at most), or a body cut off or malformed (issue 17, U1).
 */
function refusedParts(err: { code?: string }): never {
  if (err.code === 'FST_FILES_LIMIT') throw badRequest([documentMessages.oneFileAtATime]);
  if (err.code === 'FST_FIELDS_LIMIT' || err.code === 'FST_PARTS_LIMIT') throw badRequest([documentMessages.tooManyFields(MAX_FIELDS)]);
  if (err instanceof AppError) throw err;
  throw new AppError(400, error(documentMessages.uploadIncomplete));
}

/** The request's one file part (fields before it skipped); a request with none is refused. */
async function oneFile(request: FastifyRequest): Promise<IncomingFile> {
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

/**
 * File Attachments (spec point 2, step 15): the spec's list and save calls, and our own upload, download
 * and delete under /api (the spec does not show them).
 */
export const documentRoutes: FastifyPluginAsyncZod<{ documents: () => DocumentService; maxBytes: number }> = async (
  app,
  { documents, maxBytes },
) => {
  app.addHook('onRequest', requireUser);
  // One file per request, so each has its own progress, cancel and retry; a few text fields may come with it,
  // before or after, and are not used. One byte over the limit is let through so that the inspector, not
  // busboy's silent truncation, refuses the file.
  await app.register(multipart, {
    limits: { fileSize: maxBytes + 1, files: 1, fields: MAX_FIELDS, fieldSize: 1024, parts: MAX_FIELDS + 1 },
  });

  app.get('/obca/attachment/:appId', { schema: { tags, params: appIdParamsSchema } }, async (request) => ({
    result: 'success',
    ...(await documents().list(signedInUser(request), request.params.appId)),
  }));

  app.post('/obca/ajax/hasupfiles/:appId', { schema: { tags, params: appIdParamsSchema, body: hasUpFilesSchema } }, async (request) => {
    if (request.body.app_id !== request.params.appId) throw badRequest([formMessages.appIdMismatch]);
    await documents().saveHasUpFiles(signedInUser(request), request.params.appId, request.body.validation_mode ?? DEFAULT_VALIDATION_MODE, request.body.step);
    return { result: 'success', message: 'Saved' };
  });

  app.post(
    '/api/applications/:appId/documents',
    {
      schema: {
        tags,
        summary: 'Upload one document',
        description:
          'A multipart/form-data body with one file part. The file is streamed to storage; its type is decided by its content ' +
          '(PDF, JPEG, PNG, TIFF, DWG, DOCX, XLSX). 413 over the size limit, 415 for another type, 409 once the application is completed.',
        consumes: ['multipart/form-data'],
        params: appIdParamsSchema,
        querystring: uploadQuerySchema,
      },
    },
    async (request, reply) => {
      const document = await documents().upload(signedInUser(request), request.params.appId, request.query.documentTypeId, await oneFile(request));
      return reply.status(201).send({ result: 'success', message: 'Uploaded', document });
    },
  );

  app.post(
    '/api/applications/:appId/information/documents',
    {
      schema: {
        tags,
        summary: 'Upload one document answering the council’s request for further information',
        description:
          'The same multipart body, limits and type checks as any upload, taken only while a request for further information is ' +
          'open (409 otherwise). The answer (POST /api/applications/{appId}/information) links it to the request’s item by naming its id.',
        consumes: ['multipart/form-data'],
        params: appIdParamsSchema,
      },
    },
    async (request, reply) => {
      const document = await documents().uploadInformation(signedInUser(request), request.params.appId, await oneFile(request));
      return reply.status(201).send({ result: 'success', message: 'Uploaded', document });
    },
  );

  app.get(
    '/api/applications/:appId/documents/:documentId',
    { schema: { tags, summary: 'Download one of the application’s documents', params: documentParamsSchema } },
    async (request, reply) =>
      sendStoredDocument(reply, await documents().download(signedInUser(request), request.params.appId, request.params.documentId)),
  );

  app.delete(
    '/api/applications/:appId/documents/:documentId',
    { schema: { tags, summary: 'Delete one of the application’s documents', params: documentParamsSchema } },
    async (request) => {
      await documents().remove(signedInUser(request), request.params.appId, request.params.documentId);
      return { result: 'success', message: 'Deleted' };
    },
  );
};
