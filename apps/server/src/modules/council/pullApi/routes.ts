import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appIdParamsSchema, error } from '@consent/domain';
import { attachmentDisposition } from '../../documents/disposition.js';
import type { CouncilApiKeyService } from './keys.js';
import { pullListQuerySchema } from './schemas.js';
import type { CouncilPullService } from './service.js';

/** The OpenAPI security scheme of the pull API (its components entry is registered with swagger in app.ts). */
export const COUNCIL_API_KEY_SCHEME = 'councilApiKey';

const apiKeyMessages = {
  missing: 'Send the council API key in the Authorization header: Authorization: Bearer <key>.',
  invalid: 'This API key is not valid: it is unknown or has been revoked.',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The council the request's API key speaks for (the pull API's routes only). */
    apiKeyCouncilId: number | null;
  }
}

/**
 * The pull API's one access check: a working key of a council, sent as a bearer token. A session cookie counts
 * for nothing here, so a signed-in browser cannot be made to call it.
 */
function requireApiKey(keys: () => CouncilApiKeyService) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    const found = key ? await keys().councilOfKey(key) : undefined;
    if (found === undefined) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="council API"')
        .send(error(key ? apiKeyMessages.invalid : apiKeyMessages.missing));
    }
    request.apiKeyCouncilId = found.councilId;
    request.apiKey = { id: found.id, name: found.name };
  };
}

const councilOf = (request: FastifyRequest): number => {
  if (request.apiKeyCouncilId === null) throw new Error('requireApiKey must guard this route');
  return request.apiKeyCouncilId;
};

/** `GET /api/council/v1/...` (issue 18.7): what the council's own consenting system pulls, by API key. */
export const councilPullRoutes: FastifyPluginAsyncZod<{
  pull: () => CouncilPullService;
  keys: () => CouncilApiKeyService;
}> = async (app, { pull, keys }) => {
  app.decorateRequest('apiKeyCouncilId', null);
  app.addHook('onRequest', requireApiKey(keys));
  const common = { tags: ['council pull API'], security: [{ [COUNCIL_API_KEY_SCHEME]: [] }] };

  app.get(
    '/api/council/v1/applications',
    {
      schema: {
        ...common,
        summary: "The council's submitted applications, in the order they last changed",
        description:
          "Ordered by change time, then id. `since` keeps those changed at or after a time; `cursor` is the previous page's `nextCursor` (null on the last page).",
        querystring: pullListQuerySchema,
      },
    },
    async (request) => ({ result: 'success', ...(await pull().list(councilOf(request), request.query)) }),
  );

  app.get(
    '/api/council/v1/applications/:appId/export',
    {
      schema: {
        ...common,
        summary: 'One application as a zip: its PDF, every document, and a JSON file of its answers and events',
        params: appIdParamsSchema,
      },
      config: { staffRead: 'export' },
    },
    async (request, reply) => {
      const { appId } = request.params;
      const archive = await pull().export(councilOf(request), appId);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(`application-${appId}.zip`))
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );
};
