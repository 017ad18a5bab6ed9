/** The GOV.UK task list's statuses ("Application progress"), apart from the rules that work them out (ADR 0085). */
export const TASK_STATUSES = ['not-started', 'in-progress', 'completed', 'cannot-start-yet'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  completed: 'Completed',
  'cannot-start-yet': 'Cannot start yet',
};
