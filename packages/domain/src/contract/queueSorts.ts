/** The council queue's orders (issue 18 point 2): apart from the queue's schemas, so the queue's screen loads no zod (ADR 0085). */
export const QUEUE_SORTS = ['submitted', '-submitted', 'reference', '-reference', 'status', '-status'] as const;
