import { z } from 'zod';
import { route, statusAnswerSchema } from './route.js';

/** What the pages and mails of closing an account say (issue 29.5). */
export const accountClosureMessages = {
  requested:
    'We have sent you an email. Open the link in it within 24 hours to confirm that you want to close your account.',
  closed: 'Your account has been closed.',
  linkInvalid:
    'This link to close your account has expired or has already been used. Ask for a new one on your profile page.',
} as const;

export const closeAccountSchema = z.strictObject({
  token: z.string().trim().min(1, { message: 'The link has no token' }).max(200, { message: 'The link is too long' }),
});
export type CloseAccountInput = z.infer<typeof closeAccountSchema>;

/** Closing an account, confirmed by mail first (issue 29.5, ADR 0064). */
export const accountClosureContract = {
  /** Mails the signed-in person a single-use link that confirms the closure. */
  request: route({
    method: 'POST',
    path: '/api/profile/close-account',
    body: z.strictObject({}).optional(),
    response: statusAnswerSchema,
    statuses: [202],
  }),
  /** The link's page confirms: drafts and their documents deleted, submitted applications kept, sessions ended. */
  close: route({
    method: 'POST',
    path: '/api/account/close',
    body: closeAccountSchema,
    response: statusAnswerSchema,
  }),
};
