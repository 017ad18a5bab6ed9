import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defined } from '@consent/domain';
import { issueInvoice, type InvoiceDraft } from '../../src/modules/money/invoiceRepo.js';
import { takeNext } from '../../src/modules/sequences/service.js';
import { createTestApp, registerUser } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { submittedApplication } from '../support/council.js';

let app: FastifyInstance;
let councilId: number;
let applicationId: number;

beforeAll(async () => {
  app = await createTestApp();
  councilId = defined((await councilIds(app))['Hamilton City Council'], 'Hamilton City Council');
  applicationId = await submittedApplication(await registerUser(app, 'numbers'), councilId);
});
afterAll(() => app.close());

const draft = (year: number): InvoiceDraft => ({
  councilId,
  applicationId,
  kind: 'final',
  year,
  payer: { name: 'Payer', email: 'payer@example.com', address: '' },
  lines: [{ label: 'Processing', basis: '1 hour at $195.00', amountCents: 19_500, kind: 'fee' }],
  totals: { feesExclusiveCents: 19_500, gstCents: 2_925, leviesCents: 0 },
  lessPaidCents: 0,
  gstNumber: '100-200-303',
  bankAccount: '12-3003-0100003-00',
});

describe("a council's gapless invoice numbers (issue 31 point 4)", () => {
  it('gives 100 invoices created in parallel the numbers 1 to 100, no duplicate and no gap', async () => {
    const { db } = await app.databaseReady;
    const issued = await Promise.all(
      Array.from({ length: 100 }, () => db.transaction((tx) => issueInvoice(tx, draft(2091)))),
    );
    expect(issued.map((i) => i.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('takes back the number of a transaction that rolls back', async () => {
    const { db } = await app.databaseReady;
    await db.transaction((tx) => issueInvoice(tx, draft(2092)));
    await expect(
      db.transaction(async (tx) => {
        await issueInvoice(tx, draft(2092));
        throw new Error('the invoice is not written after all');
      }),
    ).rejects.toThrow('not written');
    expect((await db.transaction((tx) => issueInvoice(tx, draft(2092)))).number).toBe(2);
  });

  it('counts each council, kind and year on its own', async () => {
    const { db } = await app.databaseReady;
    expect(await db.transaction((tx) => takeNext(tx, councilId, 'test-kind', 2093))).toBe(1);
    expect(await db.transaction((tx) => takeNext(tx, councilId, 'test-kind', 2094))).toBe(1);
    expect(await db.transaction((tx) => takeNext(tx, councilId, 'other-kind', 2093))).toBe(1);
    expect(await db.transaction((tx) => takeNext(tx, councilId, 'test-kind', 2093))).toBe(2);
  });
});
