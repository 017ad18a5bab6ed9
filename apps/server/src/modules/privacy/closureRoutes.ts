import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountClosureContract, accountClosureMessages } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import { SESSION_COOKIE } from '../auth/session.js';
import type { AccountClosureService } from './closure.js';

/**
 * Closing an account, confirmed by mail first (issue 29.5): the profile page asks for the link; the link's page
 * confirms with a POST. Confirming needs the link, not a session: whoever can open the mail owns the account.
 */
export const accountClosureRoutes: FastifyPluginAsyncZod<{ closure: () => AccountClosureService }> = async (
  app,
  { closure },
) => {
  app.post(
    accountClosureContract.request.path,
    { schema: { tags: ['profile'], ...contractSchema(accountClosureContract.request) }, onRequest: requireUser },
    async (request, reply) => {
      await closure().request(signedInUser(request));
      return reply.status(202).send({ result: 'success', message: accountClosureMessages.requested });
    },
  );

  app.post(
    accountClosureContract.close.path,
    { schema: { tags: ['profile'], ...contractSchema(accountClosureContract.close) } },
    async (request, reply) => {
      await closure().close(request.body.token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { result: 'success', message: accountClosureMessages.closed };
    },
  );
};
