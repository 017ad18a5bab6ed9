import type { FastifyInstance } from 'fastify';
import type { StaffReadAction } from '@consent/domain';
import type { StaffAccessLogService, StaffReader } from './service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This route serves council staff (or a council's API key) a read of the application in its path (issue 29.4);
     * a route that serves several reads at once (ADR 0091) logs each.
     */
    staffRead?: StaffReadAction | readonly StaffReadAction[];
  }
  interface FastifyRequest {
    /** The council API key the request came with (the pull API's routes only). */
    apiKey: { id: number; name: string } | null;
  }
}

/**
 * Appends the staff access log row of every route marked `config: { staffRead }` once it has succeeded and before
 * its answer is sent: a read whose row cannot be written (the database gone) is not served. The reader is the
 * signed-in member or the pull API's key. Registered on the root before the council's routes, so they need only the mark.
 */
export function registerStaffReadLog(app: FastifyInstance, accessLog: () => StaffAccessLogService): void {
  app.decorateRequest('apiKey', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const action = request.routeOptions.config.staffRead;
    if (!action || reply.statusCode >= 300) return payload;
    const { appId, documentId } = request.params as { appId: number | string; documentId?: number | string };
    let reader: StaffReader;
    if (request.apiKey && request.apiKeyCouncilId !== null) {
      reader = { via: 'pull API', councilId: request.apiKeyCouncilId, apiKey: request.apiKey };
    } else if (request.user) {
      reader = { via: 'workspace', user: request.user };
    } else {
      throw new Error(`${request.routeOptions.url ?? request.url} is marked a staff read but has no reader`);
    }
    for (const one of typeof action === 'string' ? [action] : action)
      await accessLog().record({
        reader,
        appId: Number(appId),
        action: one,
        documentId: documentId === undefined ? undefined : Number(documentId),
      });
    return payload;
  });
}
