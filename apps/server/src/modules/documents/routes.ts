import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_VALIDATION_MODE,
  appIdParamsSchema,
  documentMessages,
  documentParamsSchema,
  formMessages,
  hasUpFilesSchema,
  uploadQuerySchema,
} from '@consent/domain';
import { badRequest } from '../../http/errors.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import { attachmentDisposition } from './disposition.js';
import type { DocumentService } from './service.js';

const tags = ['file attachments'];

/**
 * File Attachments (spec point 2, step 15): the spec's list and save calls, and our own upload, download
 * and delete under /api (the spec does not show them).
 */
export const documentRoutes: FastifyPluginAsyncZod<{ documents: () => DocumentService; maxBytes: number }> = async (
  app,
  { documents, maxBytes },
) => {
  app.addHook('onRequest', requireUser);
  // One file per request, so each has its own progress, cancel and retry. One byte over the limit is let
  // through so that the inspector, not busboy's silent truncation, refuses the file.
  await app.register(multipart, { limits: { fileSize: maxBytes + 1, files: 1, fields: 0, parts: 1 } });

  app.get('/obca/attachment/:appId', { schema: { tags, params: appIdParamsSchema } }, async (request) => ({
    result: 'success',
    ...(await documents().list(signedInUser(request), request.params.appId)),
  }));

  app.post('/obca/ajax/hasupfiles/:appId', { schema: { tags, params: appIdParamsSchema, body: hasUpFilesSchema } }, async (request) => {
    if (request.body.app_id !== request.params.appId) throw badRequest([formMessages.appIdMismatch]);
    await documents().saveHasUpFiles(signedInUser(request), request.params.appId, request.body.validation_mode ?? DEFAULT_VALIDATION_MODE);
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
      if (!request.isMultipart()) throw badRequest([documentMessages.noFile]);
      const part = await request.file();
      if (!part) throw badRequest([documentMessages.noFile]);
      const document = await documents().upload(signedInUser(request), request.params.appId, request.query.documentTypeId, {
        filename: part.filename,
        stream: part.file,
      });
      return reply.status(201).send({ result: 'success', message: 'Uploaded', document });
    },
  );

  app.get(
    '/api/applications/:appId/documents/:documentId',
    { schema: { tags, summary: 'Download one of the application’s documents', params: documentParamsSchema } },
    async (request, reply) => {
      const { document, body } = await documents().download(signedInUser(request), request.params.appId, request.params.documentId);
      return reply
        .header('content-type', document.contentType)
        .header('content-length', String(document.size))
        .header('content-disposition', attachmentDisposition(document.originalName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
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
