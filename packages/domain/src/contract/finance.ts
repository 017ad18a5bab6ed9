import { z } from 'zod';
import { appIdParamsSchema, councilIdParamsSchema } from '../api.js';
import { financeQuerySchema, levyReturnQuerySchema } from '../money/finance.js';
import { MONEY_EVENT_KINDS } from '../money/moneyEvents.js';
import { moneySettingsSchema } from '../money/settings.js';
import { route, successResult } from './route.js';

const councilBase = '/api/council/councils/:councilId';

const moneyEventSchema = z.object({
  at: z.string(),
  kind: z.enum(MONEY_EVENT_KINDS),
  invoiceNumber: z.string(),
  invoiceKind: z.enum(['deposit', 'final']),
  amountCents: z.number(),
  method: z.string().nullable(),
});
export type MoneyEventView = z.input<typeof moneyEventSchema>;

/** Where money holds the application (issue 31 point 6): waiting for its deposit, released, and money's events. */
const moneyStatusSchema = z.object({
  result: successResult,
  /** Submitted, its council holds applications until the deposit is paid, and the deposit is not paid. */
  awaitingPayment: z.boolean(),
  /** Whether what the council issues for it is released to the applicant (every invoice paid, or the rule off). */
  released: z.boolean(),
  events: z.array(moneyEventSchema),
});
export type MoneyStatus = z.input<typeof moneyStatusSchema>;

const financeInvoiceSchema = z.object({
  id: z.number(),
  applicationId: z.number(),
  number: z.string(),
  kind: z.enum(['deposit', 'final']),
  issuedOn: z.string(),
  dueOn: z.string(),
  reference: z.string(),
  payerName: z.string(),
  netCents: z.number(),
  gstCents: z.number(),
  totalCents: z.number(),
  paidCents: z.number(),
  balanceCents: z.number(),
  status: z.enum(['paid', 'overdue', 'unpaid']),
});
export type FinanceInvoice = z.input<typeof financeInvoiceSchema>;

const financeTotalsSchema = z.object({
  count: z.number(),
  netCents: z.number(),
  gstCents: z.number(),
  totalCents: z.number(),
  paidCents: z.number(),
  balanceCents: z.number(),
});

/** Issue 31 points 6 and 7: the council's payment rules, money's status of an application, the finance view. */
export const financeContract = {
  moneySettings: route({
    method: 'GET',
    path: `${councilBase}/money-settings`,
    params: councilIdParamsSchema,
    response: z.object({ result: successResult, settings: moneySettingsSchema }),
  }),
  /** Admins only: the rules take effect for what happens next (an acceptance, a download). */
  saveMoneySettings: route({
    method: 'PUT',
    path: `${councilBase}/money-settings`,
    params: councilIdParamsSchema,
    body: moneySettingsSchema,
    response: z.object({ result: successResult, message: z.string(), settings: moneySettingsSchema }),
  }),
  moneyStatus: route({
    method: 'GET',
    path: '/api/applications/:appId/money-status',
    params: appIdParamsSchema,
    response: moneyStatusSchema,
  }),
  councilMoneyStatus: route({
    method: 'GET',
    path: '/api/council/applications/:appId/money-status',
    params: appIdParamsSchema,
    response: moneyStatusSchema,
  }),
  /** The council's invoices, newest first, filtered, with the totals of what is listed. */
  financeInvoices: route({
    method: 'GET',
    path: `${councilBase}/finance/invoices`,
    params: councilIdParamsSchema,
    querystring: financeQuerySchema,
    response: z.object({
      result: successResult,
      invoices: z.array(financeInvoiceSchema),
      totals: financeTotalsSchema,
    }),
  }),
  /** The same invoices as CSV for the council's finance system (text/csv). */
  financeInvoicesCsv: route({
    method: 'GET',
    path: `${councilBase}/finance/invoices.csv`,
    params: councilIdParamsSchema,
    querystring: financeQuerySchema,
    response: z.string(),
  }),
  /** The monthly levy return (text/csv): per consent granted in the month, its levies, and the totals. */
  levyReturnCsv: route({
    method: 'GET',
    path: `${councilBase}/finance/levy-return.csv`,
    params: councilIdParamsSchema,
    querystring: levyReturnQuerySchema,
    response: z.string(),
  }),
};
