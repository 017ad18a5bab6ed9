import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardPaymentsContract as c, type ContractRoute } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { CardPaymentService } from './cardPayments.js';
import type { CreditNoteService } from './creditNotes.js';

interface Services {
  cardPayments: () => CardPaymentService;
  creditNotes: () => CreditNoteService;
}

const tags = ['money'];
const schema = <R extends ContractRoute>(route: R) => ({ tags, ...contractSchema(route) });
const success = { result: 'success' as const };

/** Card payment and credit notes for signed-in people (issue 31 point 5); each service call checks access first. */
export const cardPaymentRoutes: FastifyPluginAsyncZod<Services> = async (app, { cardPayments, creditNotes }) => {
  app.addHook('onRequest', requireUser);
  app.get(c.cardPaymentOption.path, { schema: schema(c.cardPaymentOption) }, async (request) => ({
    ...success,
    ...(await cardPayments().option(signedInUser(request), request.params.appId)),
  }));
  app.post(c.startCardPayment.path, { schema: schema(c.startCardPayment) }, async (request, reply) =>
    reply.status(201).send({
      ...success,
      ...(await cardPayments().start(signedInUser(request), request.params.appId, request.params.invoiceId)),
    }),
  );
  app.get(c.cardPaymentStatus.path, { schema: schema(c.cardPaymentStatus) }, async (request) => ({
    ...success,
    ...(await cardPayments().status(signedInUser(request), request.params.appId, request.params.sessionId)),
  }));
  app.get(c.creditNotes.path, { schema: schema(c.creditNotes) }, async (request) => ({
    ...success,
    ...(await creditNotes().list(signedInUser(request), request.params.appId)),
  }));
  app.get(c.councilCreditNotes.path, { schema: schema(c.councilCreditNotes) }, async (request) => ({
    ...success,
    ...(await creditNotes().councilList(signedInUser(request), request.params.appId)),
  }));
  app.post(c.issueCreditNote.path, { schema: schema(c.issueCreditNote) }, async (request, reply) =>
    reply.status(201).send({
      ...success,
      ...(await creditNotes().issue(
        signedInUser(request),
        request.params.appId,
        request.params.invoiceId,
        request.body,
      )),
    }),
  );
};

/**
 * The card provider's notification (ADR 0065). Its own plugin, so the raw body is kept for this route only (the
 * signature is over the bytes as they arrived), and no session is asked for. It is exempt from the Origin check
 * because, and only because, the service refuses it unless its signature verifies.
 */
export const cardNotificationRoutes: FastifyPluginAsyncZod<Pick<Services, 'cardPayments'>> = async (
  app,
  { cardPayments },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.post(
    c.stripeNotification.path,
    { schema: schema(c.stripeNotification), config: { verifiedBySignature: true } },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return cardPayments().notify(raw, request.headers);
    },
  );
};
