import {
  cardPaymentMessages,
  invoiceNumberText,
  nzDateOf,
  summaryPath,
  CARD_PAYMENT_RETURN_PARAM,
  error,
  type CardCheckoutStatus,
} from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import type { ApplicationAccess } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import type { MailService } from '../mail/service.js';
import * as checkouts from './cardCheckoutRepo.js';
import * as invoiceRepo from './invoiceRepo.js';
import { balanceOf } from './invoiceView.js';
import { NotificationRefused, ProviderUnavailable, type PaymentProvider } from './paymentProvider.js';
import type { PaymentService } from './payments.js';

export type CardPaymentService = ReturnType<typeof createCardPaymentService>;

/** What else is written when a card payment is recorded, in its transaction (the application's timeline). */
export type CardPaidHook = (
  tx: Executor,
  paid: {
    applicationId: number;
    /** Who started the checkout (the applicant, or a collaborator). */
    userId: number | null;
    invoiceId: number;
    invoiceNumber: string;
    amountCents: number;
    reference: string;
  },
) => Promise<void>;

/**
 * Card payment through the provider's hosted page (issue 31 point 5; ADR 0065). The applicant starts a checkout for
 * an invoice's balance (the server's figure, never the browser's) and is sent to the provider's page; only the
 * provider's verified notification records the payment, once per session however often it arrives. Without a
 * configured provider there is no card option: `available` is false and every card route answers 404.
 */
export function createCardPaymentService(
  db: () => Db,
  deps: {
    provider: PaymentProvider | null;
    applications: ApplicationAccess;
    payments: () => PaymentService;
    mail: () => MailService;
    onPaid?: CardPaidHook;
  },
) {
  const { provider } = deps;
  const configured = (): PaymentProvider => {
    if (!provider) throw notFound(cardPaymentMessages.unavailable);
    return provider;
  };
  const pagePath = (appId: number) => summaryPath(appId, () => 0);

  return {
    async option(user: SessionUser, appId: number) {
      await deps.applications.access(user, appId, 'read');
      return { available: provider !== null };
    },

    /** Opens the provider's page for what is left to pay on the invoice; answers where to send the browser. */
    async start(user: SessionUser, appId: number, invoiceId: number) {
      const card = configured();
      const row = await deps.applications.access(user, appId, 'read');
      const invoice = await invoiceRepo.invoiceOf(db(), row.id, invoiceId);
      if (!invoice) throw notFound();
      const { balanceCents } = balanceOf(invoice);
      if (balanceCents === 0) throw conflict(cardPaymentMessages.nothingToPay);
      const number = invoiceNumberText(invoice.year, invoice.number);
      const back = deps.mail().link(pagePath(row.id));
      let session;
      try {
        session = await card.createCheckout({
          amountCents: balanceCents,
          description: `Tax invoice ${number}`,
          reference: number,
          successUrl: `${back}&${CARD_PAYMENT_RETURN_PARAM}={SESSION_ID}`,
          cancelUrl: back,
          payerEmail: invoice.payerEmail,
        });
      } catch (err) {
        if (err instanceof ProviderUnavailable) throw new AppError(502, error(cardPaymentMessages.providerFailed));
        throw err;
      }
      await checkouts.addCheckout(db(), {
        invoiceId: invoice.id,
        applicationId: row.id,
        provider: card.name,
        providerSessionId: session.sessionId,
        amountCents: balanceCents,
        startedBy: user.id,
      });
      return { url: session.url };
    },

    /** After the return from the provider's page: received only once the verified notification has arrived. */
    async status(user: SessionUser, appId: number, sessionId: string): Promise<CardCheckoutStatus> {
      const card = configured();
      const row = await deps.applications.access(user, appId, 'read');
      const checkout = await checkouts.checkoutOf(db(), row.id, card.name, sessionId);
      if (!checkout) throw notFound();
      if (!checkout.completedAt) {
        return { status: 'waiting', message: cardPaymentMessages.waiting, invoiceId: checkout.invoiceId };
      }
      const invoice = await invoiceRepo.invoiceOf(db(), row.id, checkout.invoiceId);
      const number = invoice ? invoiceNumberText(invoice.year, invoice.number) : '';
      return {
        status: 'received',
        message: cardPaymentMessages.received(checkout.amountCents, number),
        invoiceId: checkout.invoiceId,
      };
    },

    /**
     * The provider's server-to-server notification. Refused (400, nothing changed) unless its signature verifies
     * and it is recent; a paid checkout records its payment once; anything else is acknowledged and ignored.
     */
    async notify(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now = new Date()) {
      const card = configured();
      let notice;
      try {
        notice = card.readNotification(rawBody, headers, now);
      } catch (err) {
        if (err instanceof NotificationRefused) throw new AppError(400, error(cardPaymentMessages.forged));
        throw err;
      }
      if (!notice) return { received: true };
      const paid = await db().transaction(async (tx) => {
        const checkout = await checkouts.checkoutForUpdate(tx, card.name, notice.sessionId);
        if (!checkout || checkout.completedAt) return false;
        const invoice = await invoiceRepo.invoiceOf(tx, checkout.applicationId, checkout.invoiceId);
        if (!invoice) return false;
        const after = await deps.payments().recordVerified(tx, invoice, {
          amountCents: notice.amountCents,
          paidOn: nzDateOf(now),
          reference: notice.paymentReference,
          providerReference: notice.sessionId,
        });
        if (!after) return false;
        await checkouts.markCompleted(tx, checkout.id);
        await deps.onPaid?.(tx, {
          applicationId: checkout.applicationId,
          userId: checkout.startedBy,
          invoiceId: invoice.id,
          invoiceNumber: invoiceNumberText(invoice.year, invoice.number),
          amountCents: notice.amountCents,
          reference: notice.paymentReference,
        });
        return true;
      });
      if (paid) deps.mail().sendSoon();
      return { received: true };
    },
  };
}
