import { z } from 'zod';

/**
 * The rules that tie money to the life of a consent (issue 31 point 6), each a council's setting (ADR 0066):
 * - `clockAfterDeposit`: a submitted application waits "Awaiting payment", and is not accepted (so its statutory
 *   clock does not start), until its lodgement deposit is paid. Off by default: s48's clock runs from receipt and
 *   the Act makes no payment a condition of it; holding the work until paid is the council's choice under s219(2).
 * - `releaseOnPayment`: a granted consent is released to the applicant (its decision document downloadable) only
 *   once every invoice of the application is paid. On by default (s219(2); the issue: a consent issues once paid).
 * - `paymentTermsDays`: days from an invoice's issue to its due date; past it, an unpaid invoice is overdue.
 */
export const PAYMENT_TERMS_DAYS_MAX = 90;

export const moneySettingsMessages = {
  paymentTerms: `Enter the payment terms as a whole number of days from 1 to ${PAYMENT_TERMS_DAYS_MAX}`,
  saved: 'Payment rules saved',
  awaitingPayment: (invoice: string) =>
    `The lodgement deposit (tax invoice ${invoice}) is not paid yet: the council accepts the application, and its 20 working days start, once it is paid.`,
  withheld:
    'What the council granted (the consent, certificate or memorandum) is issued when the invoice is paid: see the invoices on the application’s page to pay them.',
} as const;

export const moneySettingsSchema = z.strictObject({
  clockAfterDeposit: z.boolean(),
  releaseOnPayment: z.boolean(),
  paymentTermsDays: z
    .number({ error: moneySettingsMessages.paymentTerms })
    .int({ error: moneySettingsMessages.paymentTerms })
    .min(1, { error: moneySettingsMessages.paymentTerms })
    .max(PAYMENT_TERMS_DAYS_MAX, { error: moneySettingsMessages.paymentTerms }),
});
export type MoneySettings = z.infer<typeof moneySettingsSchema>;

/** A council that has saved no settings has these. */
export const DEFAULT_MONEY_SETTINGS: MoneySettings = {
  clockAfterDeposit: false,
  releaseOnPayment: true,
  paymentTermsDays: 20,
};
