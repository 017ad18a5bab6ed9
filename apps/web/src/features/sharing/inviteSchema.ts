import { zodResolver } from '@hookform/resolvers/zod';
import { inviteCollaboratorSchema } from '@consent/domain';

// Loaded on demand (./resolvers.ts): zod and the invitation's schema, needed only to check a submit.
export const inviteSchemaResolver = zodResolver(inviteCollaboratorSchema);
