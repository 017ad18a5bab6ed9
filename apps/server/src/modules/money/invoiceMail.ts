import { formatCents } from '@consent/domain';
import { layout, type MailContent } from '../mail/templates.js';

/** The mail that carries a new invoice (issue 31 point 4): its amount, how to pay, and the link to its PDF. */
export function invoiceMail(facts: {
  name: string;
  number: string;
  kind: 'deposit' | 'final';
  councilName: string;
  reference: string;
  totalCents: number;
  bankAccount: string;
  applicationLink: string;
  pdfLink: string;
}): MailContent {
  const what = facts.kind === 'deposit' ? 'lodgement deposit' : 'fees and levies';
  return layout({
    subject: `Tax invoice ${facts.number} from ${facts.councilName} for application ${facts.reference}`,
    greeting: `Kia ora ${facts.name},`,
    paragraphs: [
      `${facts.councilName} has issued tax invoice ${facts.number} for the ${what} of application ${facts.reference}.`,
      `Amount due: ${formatCents(facts.totalCents)} (including GST).`,
      `Pay by bank transfer to ${facts.bankAccount}, with ${facts.number} as the reference.`,
    ],
    action: { label: 'View your application', url: facts.applicationLink },
    links: [{ label: `Download tax invoice ${facts.number} (PDF)`, url: facts.pdfLink }],
  });
}
