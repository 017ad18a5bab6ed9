import { availableActions } from '@consent/domain';
import type { AccessibleApplication } from '../applications/access.js';
import type { LifecycleService } from './service.js';
import { timelineOf } from './timeline.js';

/** The applicant's view of the application's life: its status, the actions open to them, timeline, clock and requests. */
export async function applicantView(lifecycle: LifecycleService, row: Pick<AccessibleApplication, 'id' | 'status'>) {
  const [events, clock] = await Promise.all([lifecycle.events(row.id), lifecycle.clock(row.id)]);
  return {
    result: 'success',
    status: row.status,
    actions: availableActions(row.status, 'applicant'),
    timeline: timelineOf(events),
    clock,
    information: await lifecycle.information(row.id, events),
  };
}
