import type { LifecycleAction, LifecycleDetails } from './machine.js';

/**
 * The one line of "why" an event keeps beside its details (the timeline's and the export's short form): the
 * reasons given for a return or a refusal, the note given with a submission or withdrawal, nothing otherwise.
 */
export function eventReason<A extends LifecycleAction>(action: A, details: LifecycleDetails<A>): string | null {
  const d = details as Record<string, unknown>;
  if (action === 'returnAsIncomplete') {
    return (d.items as { item: string; reason: string }[]).map((i) => `${i.item}: ${i.reason}`).join('; ');
  }
  if (action === 'refuse') return (d.reasons as string[]).join('; ');
  return typeof d.note === 'string' && d.note ? d.note : null;
}
