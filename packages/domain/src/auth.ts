import { z } from 'zod';
import { formMessages } from './messages.js';
import { nameString } from './forms/common.js';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: formMessages.emailFormat }));

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { message: `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer` });

export const registerSchema = z.strictObject({
  email,
  password: newPassword,
  fullName: nameString(200).pipe(z.string().min(1, { message: 'Enter your full name' })),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.strictObject({
  email,
  password: z.string().min(1, { message: 'Enter your password' }).max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** What the server knows of the user, answered by `GET /api/auth/me` (the spec's userDetails). */
export const userDetailsSchema = z.object({
  phone: z.string().optional(),
  mobile: z.string().optional(),
  streetAddress: z.string().optional(),
  /** The postal address. */
  mailingAddress: z.string().optional(),
  /** The profile's company (issue 19.5), found in the companies register as on the owner page. */
  companyName: z.string().optional(),
  nzbn: z.string().optional(),
  companyNumber: z.string().optional(),
  /** A licensed building practitioner, with their LBP number. */
  practitioner: z.boolean().optional(),
  lbpNumber: z.string().optional(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** A council the user works for, and their role there (issue 18.1): the council workspace's way in. */
const councilMembershipSchema = z.object({
  councilId: z.number(),
  councilName: z.string(),
  role: z.enum(['officer', 'admin']),
});
export type CouncilMembership = z.infer<typeof councilMembershipSchema>;

/** When a session ends (ISO 8601, UTC): it does not slide with use, so it changes only on "Stay signed in". */
export const sessionExpiresAtSchema = z.iso.datetime();

export const meSchema = z.object({
  id: z.number(),
  email: z.string(),
  fullName: z.string(),
  multiproofPermission: z.enum(['yes', 'no']),
  /** A request to activate the multiproof function is with us. */
  multiproofRequested: z.boolean(),
  hasApplications: z.boolean(),
  /**
   * The applicant's role on their latest application that has one (owner or agent), sent with a new application
   * (spec point 7 "Application creation from the main page: payload councilId, type, param, role"); null before any.
   */
  applicantRole: z.enum(['owner', 'agent']).nullable(),
  userDetails: userDetailsSchema,
  /** The user opened the link mailed to them; until then they cannot submit an application. */
  emailVerified: z.boolean(),
  /** True when the user's email address is confirmed and the details an application needs from them are all known. */
  userValid: z.boolean(),
  /** The councils whose workspace the user may open; empty for an applicant. */
  councils: z.array(councilMembershipSchema),
  /** When the session asking ends unless "Stay signed in" extends it (ADR 0074). */
  sessionExpiresAt: sessionExpiresAtSchema,
});
export type Me = z.infer<typeof meSchema>;

export const forgotPasswordSchema = z.strictObject({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.strictObject({ token: z.string().min(1).max(200), password: newPassword });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const verifyEmailSchema = z.strictObject({ token: z.string().min(1).max(200) });

export function userDetailsValid(fullName: string, details: UserDetails, emailVerified: boolean): boolean {
  return Boolean(emailVerified && fullName && (details.phone || details.mobile) && details.streetAddress);
}
