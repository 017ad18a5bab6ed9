import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '@consent/domain';

// Loaded on demand (./resolvers.ts): zod and the account schemas, which the pages need only to check a submit.
export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
export const resetPasswordResolver = zodResolver(resetPasswordSchema);
