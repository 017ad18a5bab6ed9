import type { FastifyPluginAsync } from 'fastify';
import { requireUser, signedInUser } from '../auth/plugin.js';
import { attachmentDisposition } from '../documents/disposition.js';
import type { PrivacyCopyService } from './service.js';

/** `GET /api/profile/privacy-copy.zip`: the signed-in person's copy of everything held about them (issue 29.5). */
export const privacyRoutes: FastifyPluginAsync<{ privacy: () => PrivacyCopyService }> = async (app, { privacy }) => {
  app.addHook('onRequest', requireUser);
  app.get(
    '/api/profile/privacy-copy.zip',
    { schema: { tags: ['profile'], summary: 'Everything held about you, as one zip (Privacy Act 2020, IPP 6)' } },
    async (request, reply) => {
      const archive = await privacy().zip(signedInUser(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition('my-data.zip'))
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );
};
