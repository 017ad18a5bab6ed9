import { lazyResolver } from '../../ui/lazyResolver';

/**
 * The account pages' resolvers: the domain's schemas, the same rules the server checks, loaded at the first focus
 * in the form or the first check, so the pages draw without zod (ADR 0075).
 */
const schemas = () => import('./authResolvers');

export const signInResolver = lazyResolver(() => schemas().then((m) => m.loginResolver));
export const registerResolver = lazyResolver(() => schemas().then((m) => m.registerResolver));
export const forgotPasswordResolver = lazyResolver(() => schemas().then((m) => m.forgotPasswordResolver));
export const resetPasswordResolver = lazyResolver(() => schemas().then((m) => m.resetPasswordResolver));
