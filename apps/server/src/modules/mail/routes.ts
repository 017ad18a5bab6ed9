import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authContract } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser } from '../auth/plugin.js';
import type { MailService } from './service.js';

const SHOWN = 50;

/**
 * The dev outbox: the mails the server has queued, newest first, so a developer running without SMTP_URL
 * can open a verification or reset link. Registered only outside production (see config.devOutbox), marked
 * dev-only besides (404 in production whatever the config), shown to a signed-in user only (issue 19.1), and
 * hidden from the API document.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ mail: () => MailService }> = async (app, { mail }) => {
  app.get(
    authContract.devOutbox.path,
    {
      schema: { hide: true, ...contractSchema(authContract.devOutbox) },
      config: { devOnly: true },
      onRequest: requireUser,
    },
    async () => {
      const rows = await mail().latest(SHOWN);
      return {
        mails: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
          attempts: row.attempts,
        })),
      };
    },
  );
};
