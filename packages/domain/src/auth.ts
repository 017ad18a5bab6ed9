import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter an email address in the correct format, like name@example.co.nz' }));

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { message: `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer` });

export const registerSchema = z.strictObject({
  email,
  password: newPassword,
  fullName: z.string().trim().min(1, { message: 'Enter your full name' }).max(200),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.strictObject({
  email,
  password: z.string().min(1, { message: 'Enter your password' }).max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** What the server knows of the user, answered by `GET /api/auth/me` (the spec's userDetails). */
export interface UserDetails {
  phone?: string;
  mobile?: string;
  streetAddress?: string;
  /** The postal address. */
  mailingAddress?: string;
  /** The profile's company (issue 19.5), found in the companies register as on the owner page. */
  companyName?: string;
  nzbn?: string;
  companyNumber?: string;
  /** A licensed building practitioner, with their LBP number. */
  practitioner?: boolean;
  lbpNumber?: string;
}

/** A council the user works for, and their role there (issue 18.1): the council workspace's way in. */
export interface CouncilMembership {
  councilId: number;
  councilName: string;
  role: 'officer' | 'admin';
}

export interface Me {
  id: number;
  email: string;
  fullName: string;
  multiproofPermission: 'yes' | 'no';
  /** A request to activate the multiproof function is with us. */
  multiproofRequested: boolean;
  hasApplications: boolean;
  /**
   * The applicant's role on their latest application that has one (owner or agent), sent with a new application
   * (spec point 7 "Application creation from the main page: payload councilId, type, param, role"); null before any.
   */
  applicantRole: 'owner' | 'agent' | null;
  userDetails: UserDetails;
  /** The user opened the link mailed to them; until then they cannot submit an application. */
  emailVerified: boolean;
  /** True when the user's email address is confirmed and the details an application needs from them are all known. */
  userValid: boolean;
  /** The councils whose workspace the user may open; empty for an applicant. */
  councils: CouncilMembership[];
}

export const forgotPasswordSchema = z.strictObject({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.strictObject({ token: z.string().min(1).max(200), password: newPassword });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const verifyEmailSchema = z.strictObject({ token: z.string().min(1).max(200) });

export function userDetailsValid(fullName: string, details: UserDetails, emailVerified: boolean): boolean {
  return Boolean(emailVerified && fullName && (details.phone || details.mobile) && details.streetAddress);
}
