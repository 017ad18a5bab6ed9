import { formatCents, type MoneyEventView } from '@consent/domain';

const METHOD_WORDS: Record<string, string> = {
  bank_transfer: 'bank transfer',
  counter: 'at the counter',
  card: 'card',
};
const INVOICE_WORDS = { deposit: 'lodgement deposit', final: 'fees and levies' } as const;

/** A money event in words (issue 31 point 6): an invoice issued, a payment recorded, an invoice paid in full. */
export function derivedMoneyEventWords(event: MoneyEventView): string {
  const invoice = `tax invoice ${event.invoiceNumber} (${INVOICE_WORDS[event.invoiceKind]})`;
  switch (event.kind) {
    case 'invoice-issued':
      return `The council issued ${invoice} for ${formatCents(event.amountCents)}`;
    case 'payment-recorded':
      return `A payment of ${formatCents(event.amountCents)} was recorded on ${invoice}${
        event.method ? `, by ${METHOD_WORDS[event.method] ?? event.method}` : ''
      }`;
    case 'invoice-paid':
      return `${invoice.charAt(0).toUpperCase()}${invoice.slice(1)} is paid in full`;
  }
}

/** The lifecycle's events and money's, oldest first, each kept as it came (money's marked `money`). */
export function withMoneyEvents<T extends { at: string }>(
  events: T[],
  money: MoneyEventView[] | undefined,
): ({ money: false; event: T } | { money: true; event: MoneyEventView })[] {
  const all = [
    ...events.map((event) => ({ money: false as const, event })),
    ...(money ?? []).map((event) => ({ money: true as const, event })),
  ];
  // A stable sort: at the same moment, the lifecycle's step comes before the invoice it brought.
  return all.sort((a, b) => (a.event.at < b.event.at ? -1 : a.event.at > b.event.at ? 1 : 0));
}
