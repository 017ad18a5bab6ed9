import { z } from 'zod';

/**
 * The council's finance view (issue 31 point 7): which invoices to list, and the CSV files for the council's
 * finance system and the monthly levy return.
 */
export const INVOICE_FILTERS = ['all', 'unpaid', 'overdue', 'paid'] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

export const financeMessages = {
  filter: 'Show must be all, unpaid, overdue or paid',
  from: 'Enter the first day as YYYY-MM-DD',
  to: 'Enter the last day as YYYY-MM-DD',
  range: 'The last day must be on or after the first day',
  month: 'Enter the month as YYYY-MM',
} as const;

export const financeQuerySchema = z
  .strictObject({
    show: z.enum(INVOICE_FILTERS, { error: financeMessages.filter }).default('all'),
    /** Issued on or after this New Zealand date. */
    from: z.iso.date({ error: financeMessages.from }).optional(),
    /** Issued on or before this New Zealand date. */
    to: z.iso.date({ error: financeMessages.to }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: financeMessages.range, path: ['to'] });
export type FinanceQuery = z.infer<typeof financeQuerySchema>;

/** The levy return's month; without one, the month before today's (the return due by the 20th, s59). */
export const levyReturnQuerySchema = z.strictObject({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: financeMessages.month })
    .optional(),
});

/** The month (YYYY-MM) before a New Zealand date's. */
export function monthBefore(date: string): string {
  return addDays(`${date.slice(0, 7)}-01`, -1).slice(0, 7);
}

/** An invoice's status in the finance view: paid, overdue (unpaid past its due date) or unpaid. */
export function financeStatus(balanceCents: number, dueOn: string, today: string): 'paid' | 'overdue' | 'unpaid' {
  if (balanceCents <= 0) return 'paid';
  return dueOn < today ? 'overdue' : 'unpaid';
}

/** A New Zealand date plus whole days (YYYY-MM-DD, calendar arithmetic in UTC so no time zone shifts it). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Cents as a plain decimal for a finance system's CSV: 123456 → "1234.56", -5 → "-0.05". */
export function centsCsv(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * One CSV file (RFC 4180): fields with a comma, quote or line break quoted, quotes doubled; a field a spreadsheet
 * would run as a formula (=, +, -, @ first, but not a number) is prefixed with an apostrophe. CRLF line ends.
 */
export function csvOf(rows: readonly (readonly (string | number)[])[]): string {
  const field = (value: string | number) => {
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
