import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import {
  INSPECTION_PHOTO_MAX_BYTES,
  inspectionPhotoParamsSchema,
  inspectionPhotoPaths,
  inspectionsContract as c,
  type ContractRoute,
} from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import { incomingFile, multipartLimits } from '../documents/multipart.js';
import type { InspectorService } from './inspector.js';
import type { PhotoRow } from './resultsRepo.js';

/** A photo as an image shown inline (never a page of the site: no script, its own opaque origin). */
function sendPhoto(reply: FastifyReply, { photo, body }: { photo: PhotoRow; body: Readable }) {
  return reply
    .header('content-type', photo.contentType)
    .header('content-length', String(photo.size))
    .header(
      'content-disposition',
      `inline; filename="inspection-photo.${photo.contentType === 'image/png' ? 'png' : 'jpg'}"`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(body);
}

/**
 * The inspector's routes (issue 32.4, ADR 0072): the council's run for a day, a photo's upload and download, and a
 * result's record. A result is sent with an Idempotency-Key (the product's idempotency hook, ADR 0069), so a phone
 * that sends it again after a lost answer gets the first answer, never a second record.
 */
export const inspectorRoutes: FastifyPluginAsyncZod<{ inspector: () => InspectorService }> = async (
  app,
  { inspector },
) => {
  app.addHook('onRequest', requireUser);
  await app.register(multipart, multipartLimits(INSPECTION_PHOTO_MAX_BYTES));
  const tags = ['inspections'];
  const schema = <R extends ContractRoute>(route: R) => ({ tags, ...contractSchema(route) });

  app.get(c.run.path, { schema: schema(c.run) }, async (request) => ({
    result: 'success',
    ...(await inspector().run(signedInUser(request), request.params.councilId, request.query.date)),
  }));

  app.post(
    c.uploadPhoto.path,
    {
      schema: {
        ...schema(c.uploadPhoto),
        summary: "Upload one photo for an inspection's result",
        description:
          'A multipart/form-data body with one file part: a JPEG or PNG (decided by its content) of at most 8 MB. Its ' +
          'location metadata (EXIF, XMP, IPTC; PNG text chunks) is removed before it is stored. 413 over the limit, 415 ' +
          'for another type; 409 once the result is recorded. Name the answer’s photoId in the result.',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const { councilId, bookingId } = request.params;
      // Who may upload is decided before the body is read: a stranger's upload is refused, not parsed.
      await inspector().member(signedInUser(request), councilId);
      const uploaded = await inspector().uploadPhoto(
        signedInUser(request),
        councilId,
        bookingId,
        await incomingFile(request),
      );
      return reply.status(201).send({ result: 'success', message: 'Photo uploaded.', ...uploaded });
    },
  );

  app.post(
    c.recordResult.path,
    {
      schema: {
        ...schema(c.recordResult),
        summary: "Record an inspection's result",
        description:
          'Send it with an Idempotency-Key header: a retry with the same key is answered as the first was. The same ' +
          'result sent again without its key answers 200; a different result once one is recorded is refused (409).',
      },
    },
    async (request, reply) => {
      const { councilId, bookingId } = request.params;
      const { created, inspection } = await inspector().recordResult(
        signedInUser(request),
        councilId,
        bookingId,
        request.body,
      );
      return reply.status(created ? 201 : 200).send({
        result: 'success',
        message: created ? 'Result recorded.' : 'This result was already recorded.',
        inspection,
      });
    },
  );

  app.get(
    inspectionPhotoPaths.council,
    { schema: { tags, summary: 'An inspection photo, for the council', params: inspectionPhotoParamsSchema.council } },
    async (request, reply) =>
      sendPhoto(
        reply,
        await inspector().councilPhoto(signedInUser(request), request.params.councilId, request.params.photoId),
      ),
  );

  app.get(
    inspectionPhotoPaths.applicant,
    {
      schema: {
        tags,
        summary: "A photo of an inspection's recorded result, for whoever may read the application",
        params: inspectionPhotoParamsSchema.applicant,
      },
    },
    async (request, reply) =>
      sendPhoto(
        reply,
        await inspector().applicantPhoto(signedInUser(request), request.params.appId, request.params.photoId),
      ),
  );
};
