import type { OutboxState } from './outbox';

/** What the page says of a write in the outbox (ADR 0073). */
export const outboxWords: Record<Exclude<OutboxState, 'refused'>, string> & { refused: (why: string) => string } = {
  waiting: 'Saved on this phone — will send',
  sending: 'Saved on this phone — sending now',
  sent: 'Sent',
  refused: (why) => `Not sent: ${why}`,
};
