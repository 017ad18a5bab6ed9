/**
 * Where an application is in its life (issue 18 point 3). A draft is what the applicant is still filling in;
 * every other status is reached through one of the machine's transitions (machine.ts).
 */
export const LIFECYCLE_STATUSES = [
  'draft',
  'submitted',
  'returned',
  'resubmitted',
  'accepted',
  'information_requested',
  'information_provided',
  'granted',
  'refused',
  'withdrawn',
] as const;
export type LifecycleStatus = (typeof LIFECYCLE_STATUSES)[number];

/** How each status reads to a person, on both sides. */
export const lifecycleStatusLabels: Record<LifecycleStatus, string> = {
  draft: 'draft',
  submitted: 'submitted',
  returned: 'returned as incomplete',
  resubmitted: 'resubmitted',
  accepted: 'accepted (lodged)',
  information_requested: 'waiting for further information',
  information_provided: 'further information provided',
  granted: 'granted',
  refused: 'refused',
  withdrawn: 'withdrawn',
};

/** A decision or a withdrawal ends the application's life: nothing moves it again. */
const FINAL_STATUSES: readonly LifecycleStatus[] = ['granted', 'refused', 'withdrawn'];

export function isFinalStatus(status: LifecycleStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** Who is acting: the applicant (owner of the application) or a member of its council with their role. */
export const LIFECYCLE_ACTORS = ['applicant', 'officer', 'admin'] as const;
export type LifecycleActor = (typeof LIFECYCLE_ACTORS)[number];

export const lifecycleActorLabels: Record<LifecycleActor, string> = {
  applicant: 'the applicant',
  officer: 'a council officer',
  admin: 'a council admin',
};

/**
 * The statuses in which the applicant edits the application (a draft, or one returned as incomplete); in every
 * other status the application refuses the applicant's saves, as a completed application always has.
 */
export const APPLICANT_EDITABLE_STATUSES: readonly LifecycleStatus[] = ['draft', 'returned'];
