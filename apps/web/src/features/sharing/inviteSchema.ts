import { inviteCollaboratorSchema, type InviteCollaboratorInput } from '@consent/domain';

/** The invitation's fields, in page order: the error summary lists their problems in that order. */
export const INVITE_FIELDS = ['email', 'role'] as const;
export type InviteField = (typeof INVITE_FIELDS)[number];

/**
 * Loaded on demand (./InviteForm.tsx): zod and the invitation's schema, the rule the server checks, needed only to
 * check a submit. Its answer: the invitation to send, or each field's first problem.
 */
export function checkInvite(
  values: Record<InviteField, string>,
): { ok: true; invitation: InviteCollaboratorInput } | { ok: false; problems: Partial<Record<InviteField, string>> } {
  const checked = inviteCollaboratorSchema.safeParse(values);
  if (checked.success) return { ok: true, invitation: checked.data };
  const problems: Partial<Record<InviteField, string>> = {};
  for (const issue of checked.error.issues) {
    const field = INVITE_FIELDS.find((f) => f === issue.path[0]);
    if (field) problems[field] ??= issue.message;
  }
  return { ok: false, problems };
}
