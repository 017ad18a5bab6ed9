import { lazyResolver } from '../../ui/lazyResolver';

/**
 * The invitation's check: the domain's schema, the rule the server checks, loaded at the first focus in the form or
 * the first check, so the application's page draws without zod (ADR 0095, as the account pages' ADR 0075).
 */
export const inviteResolver = lazyResolver(() => import('./inviteSchema').then((m) => m.inviteSchemaResolver));
