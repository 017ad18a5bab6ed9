import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_VALIDATION_MODE, documentParamsSchema, documentsContract as files } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { refuseIfOtherApplication } from '../../http/errors.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import { sendDocument } from './disposition.js';
import { incomingFile, multipartLimits } from './multipart.js';
import type { DocumentService } from './service.js';

const tags = ['file attachments'];
const schema = <R extends Parameters<typeof contractSchema>[0]>(route: R) => ({
  schema: { tags, ...contractSchema(route) },
});
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
  // before or after, and are not used.
  await app.register(multipart, multipartLimits(maxBytes));

  app.get(files.list.path, schema(files.list), async (request) => ({
    result: 'success',
    ...(await documents().list(signedInUser(request), request.params.appId)),
  }));

  app.post(files.saveHasUpFiles.path, schema(files.saveHasUpFiles), async (request) => {
    refuseIfOtherApplication(request.params.appId, request.body.app_id);
    await documents().saveHasUpFiles(
      signedInUser(request),
      request.params.appId,
      request.body.validation_mode ?? DEFAULT_VALIDATION_MODE,
      request.body.step,
    );
    return { result: 'success', message: 'Saved' };
  });

  app.post(
    files.upload.path,
    {
      schema: {
        tags,
        ...contractSchema(files.upload),
        summary: 'Upload one document',
        description:
          'A multipart/form-data body with one file part. The file is streamed to storage; its type is decided by its content ' +
          '(PDF, JPEG, PNG, TIFF, DWG, DOCX, XLSX). 413 over the size limit, 415 for another type, 409 once the application is completed.',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const document = await documents().upload(
        signedInUser(request),
        request.params.appId,
        request.query.documentTypeId,
        await incomingFile(request),
      );
      return reply.status(201).send({ result: 'success', message: 'Uploaded', document });
    },
  );

  app.post(
    files.uploadInformation.path,
    {
      schema: {
        tags,
        ...contractSchema(files.uploadInformation),
        summary: 'Upload one document answering the council’s request for further information',
        description:
          'The same multipart body, limits and type checks as any upload, taken only while a request for further information is ' +
          'open (409 otherwise). The answer (POST /api/applications/{appId}/information) links it to the request’s item by naming its id.',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const document = await documents().uploadInformation(
        signedInUser(request),
        request.params.appId,
        await incomingFile(request),
      );
      return reply.status(201).send({ result: 'success', message: 'Uploaded', document });
    },
  );

  app.get(
    '/api/applications/:appId/documents/:documentId',
    { schema: { tags, summary: 'Download one of the application’s documents', params: documentParamsSchema } },
    async (request, reply) =>
      sendDocument(
        reply,
        await documents().download(signedInUser(request), request.params.appId, request.params.documentId),
      ),
  );

  app.delete(
    files.remove.path,
    { schema: { tags, summary: 'Delete one of the application’s documents', ...contractSchema(files.remove) } },
    async (request) => {
      await documents().remove(signedInUser(request), request.params.appId, request.params.documentId);
      return { result: 'success', message: 'Deleted' };
    },
  );
};
