import { moneyContract } from '@consent/domain';
import { answerOf } from './answer.js';
import type { Client } from './app.js';

/**
 * Staff of the application's council record a counter payment of every invoice's balance: what releases a granted
 * consent to the applicant under the council's default rule (issue 31 point 6).
 */
export async function payEveryInvoice(staff: Client, appId: number): Promise<void> {
  const { invoices } = answerOf(
    await staff.get(`/api/council/applications/${appId}/invoices`),
    moneyContract.councilInvoices,
  );
  for (const invoice of invoices.filter((i) => i.balanceCents > 0)) {
    const paid = await staff.post(`/api/council/applications/${appId}/invoices/${invoice.id}/payments`, {
      amountCents: invoice.balanceCents,
      paidOn: new Date().toISOString().slice(0, 10),
      method: 'counter',
      reference: 'Counter',
    });
    if (paid.statusCode !== 201) throw new Error(`payment: ${paid.statusCode} ${paid.body}`);
  }
}
