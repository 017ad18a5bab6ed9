import { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  meSchema,
  sessionExpiresAtSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '../auth.js';
import { multiproofRequestSchema } from '../relatedApplications.js';
import { route, statusAnswerSchema } from './route.js';

/** A body-less write still sends `{}` (or nothing): anything else is refused. */
const emptyBody = z.strictObject({}).optional();

/** A mail as the dev outbox lists it (development only). */
const devOutboxMailSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number(),
});
export type DevOutboxMail = z.infer<typeof devOutboxMailSchema>;

/** Accounts and sessions (docs/decisions/0004-accounts-and-sessions.md). */
export const authContract = {
  me: route({ method: 'GET', path: '/api/auth/me', response: meSchema }),
  register: route({
    method: 'POST',
    path: '/api/auth/register',
    body: registerSchema,
    response: statusAnswerSchema,
    statuses: [202],
  }),
  verifyEmail: route({
    method: 'POST',
    path: '/api/auth/verify-email',
    body: verifyEmailSchema,
    response: statusAnswerSchema,
  }),
  requestPasswordReset: route({
    method: 'POST',
    path: '/api/auth/password-reset/request',
    body: forgotPasswordSchema,
    response: statusAnswerSchema,
    statuses: [202],
  }),
  resetPassword: route({
    method: 'POST',
    path: '/api/auth/password-reset',
    body: resetPasswordSchema,
    response: statusAnswerSchema,
  }),
  resendVerification: route({
    method: 'POST',
    path: '/api/auth/verify-email/resend',
    body: emptyBody,
    response: statusAnswerSchema,
  }),
  login: route({
    method: 'POST',
    path: '/api/auth/login',
    body: loginSchema,
    response: statusAnswerSchema.extend({ user: meSchema }),
  }),
  logout: route({ method: 'POST', path: '/api/auth/logout', body: emptyBody, response: statusAnswerSchema }),
  /** "Stay signed in" (WCAG 2.2.1, ADR 0074): the signed-in session lasts a full length from now. */
  extendSession: route({
    method: 'POST',
    path: '/api/auth/session/extend',
    body: emptyBody,
    response: statusAnswerSchema.extend({ sessionExpiresAt: sessionExpiresAtSchema }),
  }),
  requestMultiproof: route({
    method: 'POST',
    path: '/api/multiproof/request',
    body: multiproofRequestSchema,
    response: statusAnswerSchema,
    statuses: [201],
  }),
  devOutbox: route({
    method: 'GET',
    path: '/api/dev/outbox',
    response: z.object({ mails: z.array(devOutboxMailSchema) }),
  }),
};
