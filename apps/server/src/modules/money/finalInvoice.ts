import {
  dollarsToCents,
  finalInvoiceLines,
  isBuildingConsent,
  leviesDue,
  nzDateOf,
  type FinalInvoiceInput,
} from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { levyAssessments } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { ApplicationAccess, ApplicationRow } from '../applications/access.js';
import type { MailService } from '../mail/service.js';
import type { ProjectService } from '../project/service.js';
import * as feeScheduleRepo from './feeScheduleRepo.js';
import * as repo from './invoiceRepo.js';
import type { InvoiceService } from './invoices.js';
import { allLevyRates } from './levyRepo.js';

export type FinalInvoiceService = ReturnType<typeof createFinalInvoiceService>;

/** What a grant's final invoice is worked out from, read before the grant's transaction opens. */
export interface PreparedFinalInvoice {
  row: ApplicationRow;
  date: string;
  schedule: Awaited<ReturnType<typeof feeScheduleRepo.scheduleOn>>;
  rates: Awaited<ReturnType<typeof allLevyRates>>;
  valueCents: number;
}

/**
 * The final invoice at grant (issue 31 point 4, ADR 0066): the schedule's fee of the application's kind, the
 * processing hours and inspections the officer entered, the levies fixed by the grant's date, the fees already
 * invoiced set off and any credit taken as paid. Issued in the grant's transaction (numbered from the council's
 * gapless sequence, its mails queued there); the levies assessed on a building consent are recorded beside it for
 * the monthly levy return.
 */
export function createFinalInvoiceService(
  db: () => Db,
  deps: {
    applications: ApplicationAccess;
    project: () => ProjectService;
    invoices: () => InvoiceService;
    mail: () => MailService;
  },
) {
  return {
    /** Reads what the invoice needs before the transaction (PGlite's one connection has no second reader in it). */
    async prepare(appId: number): Promise<PreparedFinalInvoice> {
      const row = await deps.applications.rowWithin(db(), appId);
      if (!row) throw notFound();
      const date = nzDateOf(new Date());
      return {
        row,
        date,
        schedule: await feeScheduleRepo.scheduleOn(db(), row.councilId, date),
        rates: await allLevyRates(db()),
        valueCents: dollarsToCents(await deps.project().estimatedValueOf(appId)),
      };
    },
    /** In the grant's transaction: the final invoice (when the council has a schedule) and the levies assessed. */
    async issueAtGrant(
      tx: Executor,
      prepared: PreparedFinalInvoice,
      input: FinalInvoiceInput | undefined,
    ): Promise<repo.InvoiceRow | null> {
      const { row, schedule, rates, valueCents, date } = prepared;
      const earlier = await repo.invoicesOf(tx, row.id);
      if (earlier.some((i) => i.kind === 'final')) return null;
      const consent = { applicationType: row.applicationType, typeCode: row.typeCode, valueCents, date };
      let invoice: repo.InvoiceRow | null = null;
      if (schedule) {
        const { lines, lessPaidCents } = finalInvoiceLines(
          schedule,
          rates,
          { ...consent, processingHours: input?.processingHours ?? 0, inspectionCount: input?.inspectionCount ?? 0 },
          earlier,
        );
        invoice = await deps.invoices().issue(tx, row, 'final', lines, schedule, lessPaidCents);
      }
      if (isBuildingConsent(consent)) {
        const levies = leviesDue(rates, valueCents, date);
        const amount = (levy: 'building' | 'research') => levies.find((l) => l.levy === levy)?.amountCents ?? 0;
        await tx.insert(levyAssessments).values({
          applicationId: row.id,
          councilId: row.councilId,
          invoiceId: invoice?.id ?? null,
          grantedOn: date,
          estimatedValueCents: valueCents,
          buildingLevyCents: amount('building'),
          researchLevyCents: amount('research'),
        });
      }
      return invoice;
    },
    /** After the grant commits: the invoice's mails go now rather than at the outbox's next turn. */
    afterGrant() {
      deps.mail().sendSoon();
    },
  };
}
