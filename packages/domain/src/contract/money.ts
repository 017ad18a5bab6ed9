import { z } from 'zod';
import { appIdParamsSchema, councilIdParamsSchema, idSchema } from '../api.js';
import { feeScheduleSchema } from '../money/feeSchedule.js';
import { recordPaymentSchema } from '../money/payments.js';
import { route, successResult, timestamp } from './route.js';

const councilBase = '/api/council/councils/:councilId';

/** A schedule as stored: what the admin saved, with whether its figures are the seed's demo figures. */
const storedFeeScheduleSchema = z.object({
  id: z.number(),
  effectiveFrom: z.string(),
  fixedFees: feeScheduleSchema.shape.fixedFees,
  valueBands: feeScheduleSchema.shape.valueBands,
  hourlyRateCents: z.number(),
  inspectionFeeCents: z.number(),
  lodgementDepositCents: z.number(),
  gstNumber: z.string(),
  bankAccount: z.string(),
  demo: z.boolean(),
  updatedAt: timestamp,
});
export type StoredFeeSchedule = z.input<typeof storedFeeScheduleSchema>;

const moneyLineSchema = z.object({
  label: z.string(),
  basis: z.string(),
  amountCents: z.number(),
  kind: z.enum(['fee', 'levy']),
});
const feeEstimateSchema = z.object({
  deposit: z.object({ exclusiveCents: z.number(), gstCents: z.number(), totalCents: z.number() }),
  lines: z.array(moneyLineSchema),
  feesExclusiveCents: z.number(),
  gstCents: z.number(),
  leviesCents: z.number(),
  totalCents: z.number(),
  restCents: z.number(),
  hourlyRateCents: z.number(),
  inspectionFeeCents: z.number(),
  demo: z.boolean(),
});
export type FeeEstimateAnswer = z.input<typeof feeEstimateSchema>;

const invoiceSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  kind: z.enum(['deposit', 'final']),
  issuedAt: timestamp,
  payerName: z.string(),
  totalCents: z.number(),
  paidCents: z.number(),
  balanceCents: z.number(),
  creditCents: z.number(),
  status: z.enum(['unpaid', 'part paid', 'paid']),
});
export type InvoiceSummary = z.input<typeof invoiceSummarySchema>;

export { COUNCIL_INVOICE_PDF_PATH, INVOICE_PDF_PATH } from '../money/invoicePaths.js';

/** Money's routes (issue 31): the council's fee schedule; more follow with invoices and payments. */
const invoiceParamsSchema = z.strictObject({ appId: idSchema, invoiceId: idSchema });

export const moneyContract = {
  /** The application's invoices as its council's staff see them. */
  councilInvoices: route({
    method: 'GET',
    path: '/api/council/applications/:appId/invoices',
    params: appIdParamsSchema,
    response: z.object({ result: successResult, invoices: z.array(invoiceSummarySchema) }),
  }),
  /** Staff record a bank transfer or a payment at the counter; part payments allowed, more than due becomes credit. */
  recordPayment: route({
    method: 'POST',
    path: '/api/council/applications/:appId/invoices/:invoiceId/payments',
    params: invoiceParamsSchema,
    body: recordPaymentSchema,
    response: z.object({ result: successResult, message: z.string(), invoice: invoiceSummarySchema }),
    statuses: [201],
  }),
  /** The application's invoices with what is paid and left to pay (issue 31 point 4). */
  invoices: route({
    method: 'GET',
    path: '/api/applications/:appId/invoices',
    params: appIdParamsSchema,
    response: z.object({ result: successResult, invoices: z.array(invoiceSummarySchema) }),
  }),
  /** The application's fee estimate (issue 31 point 3); null when its council has no fee schedule. */
  feeEstimate: route({
    method: 'GET',
    path: '/api/applications/:appId/fee-estimate',
    params: appIdParamsSchema,
    response: z.object({ result: successResult, estimate: feeEstimateSchema.nullable() }),
  }),
  /** Every schedule of the council, newest date first; the one in force today is the first not in the future. */
  feeSchedules: route({
    method: 'GET',
    path: `${councilBase}/fee-schedules`,
    params: councilIdParamsSchema,
    response: z.object({ result: successResult, schedules: z.array(storedFeeScheduleSchema) }),
  }),
  /** Saves the schedule for its date: a new date adds a schedule, an existing date replaces that one. Admins only. */
  saveFeeSchedule: route({
    method: 'PUT',
    path: `${councilBase}/fee-schedules`,
    params: councilIdParamsSchema,
    body: feeScheduleSchema,
    response: z.object({ result: successResult, message: z.string(), schedule: storedFeeScheduleSchema }),
  }),
};
