import { invoicePayer, sectionDefinition, storedContact, type InvoicePayer, type PersonDetail } from '@consent/domain';
import type { Executor } from '../../db/client.js';
import type { ApplicationRow } from '../applications/access.js';
import type { ApplicationRecipients } from '../notifications/applicationFacts.js';

/** A person form's answers as its definition reads them (the wizard's one reading, wherever the form is kept). */
const personOf = (form: 'ownerDetails' | 'agentDetails', row: ApplicationRow): PersonDetail | null =>
  (sectionDefinition(form).read(row) as { data: PersonDetail | null }).data;

/**
 * The invoice payer and the owner of an application, read through the wizard's form definitions (Invoice Payable
 * By, Owner's Detail, Agent's Detail) rather than their columns, so where a form is kept may change under it.
 */
export async function payerAndOwner(
  tx: Executor,
  row: ApplicationRow,
  recipients: ApplicationRecipients,
): Promise<{ payer: InvoicePayer; owner: InvoicePayer }> {
  const [account] = await recipients(tx, row);
  const applicant = account ?? { fullName: '', email: '' };
  const contact = storedContact(sectionDefinition('invoicePayableBy').read(row));
  const owner = personOf('ownerDetails', row);
  return {
    payer: invoicePayer(contact, owner, personOf('agentDetails', row), applicant),
    owner: invoicePayer(null, owner, null, applicant),
  };
}
