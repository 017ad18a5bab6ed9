import type { SinglePageForm } from '@consent/domain';

/** A single-page form's address: apart from its answers' screen, so the task list's redirect loads none of it (ADR 0085). */
export const singlePagePath = (form: SinglePageForm, appId: number) =>
  form === 'fasttrack' ? `/helix/fastTrackApplication/${appId}` : `/helix/floodAffectedBuildings/${appId}`;
