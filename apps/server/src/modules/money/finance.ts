import {
  addDays,
  centsCsv,
  csvOf,
  financeStatus,
  invoiceNumberText,
  monthBefore,
  nzDateOf,
  type FinanceInvoice,
  type FinanceQuery,
} from '@consent/domain';
import type { Db } from '../../db/client.js';
import type { ApplicationAccess } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import { councilAccess } from '../council/access.js';
import type { LocationService } from '../locations/service.js';
import * as repo from './financeRepo.js';
import type { MoneySettingsService } from './settings.js';

export type FinanceService = ReturnType<typeof createFinanceService>;

const INVOICE_COLUMNS = [
  'Invoice number',
  'Date',
  'Reference',
  'Payer',
  'Net',
  'GST',
  'Total',
  'Paid',
  'Balance',
  'Status',
];
const LEVY_COLUMNS = ['Consent number', 'Address', 'Estimated value', 'Building levy', 'BRANZ levy'];

/**
 * The council's finance view (issue 31 point 7, ADR 0066), for that council's staff only (the one council access
 * check: an applicant 403, another council's staff 404): its invoices filtered with their totals, the same as CSV
 * for the finance system, and the monthly levy return (s59: the levy is paid to MBIE by the 20th of the month
 * after the grant; the research levy to BRANZ).
 */
export function createFinanceService(
  db: () => Db,
  deps: { applications: ApplicationAccess; locations: () => LocationService; settings: MoneySettingsService },
) {
  async function list(user: SessionUser, councilId: number, query: FinanceQuery) {
    await councilAccess(db(), user, { councilId });
    const { paymentTermsDays } = await deps.settings.of(councilId);
    const today = nzDateOf(new Date());
    const rows = await repo.councilInvoices(db(), councilId, query, { days: paymentTermsDays, today });
    const refs = await deps.applications.referencesOf(
      db(),
      rows.map((r) => r.applicationId),
    );
    const invoices: FinanceInvoice[] = rows.map((r) => {
      const dueOn = addDays(r.issuedOn, paymentTermsDays);
      const balanceCents = Math.max(0, r.totalCents - r.paidCents);
      const ref = refs.get(r.applicationId);
      return {
        id: r.id,
        applicationId: r.applicationId,
        number: invoiceNumberText(r.year, r.number),
        kind: r.kind,
        issuedOn: r.issuedOn,
        dueOn,
        reference: ref?.reference ?? String(r.applicationId),
        payerName: r.payerName,
        // Net: what the invoice charges before GST (fees excluding GST, the levies, less any credit taken).
        netCents: r.totalCents - r.gstCents,
        gstCents: r.gstCents,
        totalCents: r.totalCents,
        paidCents: r.paidCents,
        balanceCents,
        status: financeStatus(balanceCents, dueOn, today),
      };
    });
    const sum = (pick: (i: FinanceInvoice) => number) => invoices.reduce((s, i) => s + pick(i), 0);
    const totals = {
      count: invoices.length,
      netCents: sum((i) => i.netCents),
      gstCents: sum((i) => i.gstCents),
      totalCents: sum((i) => i.totalCents),
      paidCents: sum((i) => i.paidCents),
      balanceCents: sum((i) => i.balanceCents),
    };
    return { invoices, totals };
  }

  return {
    list,
    async invoicesCsv(user: SessionUser, councilId: number, query: FinanceQuery) {
      const { invoices, totals } = await list(user, councilId, query);
      const csv = csvOf([
        INVOICE_COLUMNS,
        ...invoices.map((i) => [
          i.number,
          i.issuedOn,
          i.reference,
          i.payerName,
          centsCsv(i.netCents),
          centsCsv(i.gstCents),
          centsCsv(i.totalCents),
          centsCsv(i.paidCents),
          centsCsv(i.balanceCents),
          i.status,
        ]),
        [
          'Total',
          '',
          '',
          `${totals.count} invoices`,
          centsCsv(totals.netCents),
          centsCsv(totals.gstCents),
          centsCsv(totals.totalCents),
          centsCsv(totals.paidCents),
          centsCsv(totals.balanceCents),
          '',
        ],
      ]);
      return { csv, filename: `invoices-${query.show}-${query.from ?? 'start'}-to-${query.to ?? 'today'}.csv` };
    },
    /** One month's levy return: per consent granted in it, its estimated value and both levies; then the totals. */
    async levyReturnCsv(user: SessionUser, councilId: number, asked: string | undefined) {
      await councilAccess(db(), user, { councilId });
      const month = asked ?? monthBefore(nzDateOf(new Date()));
      const last = addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);
      const rows = await repo.leviesAssessed(db(), councilId, `${month}-01`, last);
      const ids = rows.map((r) => r.applicationId);
      const [refs, addresses] = await Promise.all([
        deps.applications.referencesOf(db(), ids),
        deps.locations().siteAddresses(ids),
      ]);
      const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
      const csv = csvOf([
        LEVY_COLUMNS,
        ...rows.map((r) => {
          const ref = refs.get(r.applicationId);
          return [
            ref?.bcNumber ?? ref?.reference ?? String(r.applicationId),
            addresses.get(r.applicationId) ?? '',
            centsCsv(r.estimatedValueCents),
            centsCsv(r.buildingLevyCents),
            centsCsv(r.researchLevyCents),
          ];
        }),
        [
          `Total: ${rows.length} consents granted in ${month}`,
          '',
          centsCsv(sum((r) => r.estimatedValueCents)),
          centsCsv(sum((r) => r.buildingLevyCents)),
          centsCsv(sum((r) => r.researchLevyCents)),
        ],
      ]);
      return { csv, filename: `levy-return-${month}.csv` };
    },
  };
}
