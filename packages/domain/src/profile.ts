import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type UserDetails } from './auth.js';
import { LBP_NUMBER_PATTERN } from './contacts/lbp.js';
import { NAME_CONTROL_MESSAGE, NZBN_PATTERN, PHONE_PATTERN, hasControlCharacter, nameString } from './forms/common.js';

/** The profile page's messages (issue 19.5): our own wording, the spec has none for this page. */
export const profileMessages = {
  fullName: 'Enter your full name',
  phoneFormat: 'Enter a phone number using digits, like 09 123 4567.',
  mobileFormat: 'Enter a mobile number using digits, like 021 123 4567.',
  nzbnFormat: 'An NZBN is 13 digits, like 9429041234567.',
  lbpNumberMissing: 'Enter your LBP number, or untick "I am a licensed building practitioner".',
  lbpNumberFormat: 'An LBP number is BP followed by 6 digits, like BP104233',
  currentPassword: 'Enter your current password',
  currentPasswordWrong: 'Your current password is not correct.',
  saved: 'Your details have been saved.',
  passwordChanged: 'Your password has been changed. You have been signed out everywhere else.',
  signedOutEverywhere: 'You have been signed out everywhere.',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Use ${max} characters or fewer` })
    .default('');
const optionalMatching = (pattern: RegExp, message: string, max = 40) =>
  optionalText(max).refine((s) => s === '' || pattern.test(s), { message });

/**
 * What the profile page saves (`PUT /api/profile`). Everything but the name may be left empty: the profile
 * is filled in over time, and the application's own forms still ask for what they need.
 */
export const profileSchema = z
  .strictObject({
    fullName: nameString(200).pipe(z.string().min(1, { message: profileMessages.fullName })),
    phone: optionalMatching(PHONE_PATTERN, profileMessages.phoneFormat),
    mobile: optionalMatching(PHONE_PATTERN, profileMessages.mobileFormat),
    /** The postal address: where letters about the application go (an owner's "mailing address"). */
    mailingAddress: optionalText(500),
    streetAddress: optionalText(500),
    companyName: optionalText(200).refine((name) => !hasControlCharacter(name), { message: NAME_CONTROL_MESSAGE }),
    nzbn: optionalMatching(NZBN_PATTERN, profileMessages.nzbnFormat, 13),
    companyNumber: optionalText(20),
    practitioner: z.boolean().default(false),
    lbpNumber: z.string().trim().toUpperCase().max(20).default(''),
  })
  .superRefine((profile, ctx) => {
    if (!profile.practitioner) return;
    if (!profile.lbpNumber)
      ctx.addIssue({ code: 'custom', path: ['lbpNumber'], message: profileMessages.lbpNumberMissing });
    else if (!LBP_NUMBER_PATTERN.test(profile.lbpNumber))
      ctx.addIssue({ code: 'custom', path: ['lbpNumber'], message: profileMessages.lbpNumberFormat });
  });
export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;

/** The user details kept for a saved profile: empty answers are left out, and an LBP number only for a practitioner. */
export function profileDetails(profile: Profile): UserDetails {
  const { fullName: _fullName, practitioner, lbpNumber, ...rest } = profile;
  const details: UserDetails = {};
  for (const [key, value] of Object.entries(rest) as [keyof UserDetails, string][])
    if (value) (details as Record<string, string>)[key] = value;
  if (practitioner) Object.assign(details, { practitioner: true, lbpNumber });
  return details;
}

/** The profile as the page shows it again: the saved user details with every field present. */
export function profileOf(fullName: string, details: UserDetails): Profile {
  return {
    fullName,
    phone: details.phone ?? '',
    mobile: details.mobile ?? '',
    mailingAddress: details.mailingAddress ?? '',
    streetAddress: details.streetAddress ?? '',
    companyName: details.companyName ?? '',
    nzbn: details.nzbn ?? '',
    companyNumber: details.companyNumber ?? '',
    practitioner: details.practitioner === true,
    lbpNumber: details.lbpNumber ?? '',
  };
}

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, { message: profileMessages.currentPassword }).max(PASSWORD_MAX_LENGTH),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .max(PASSWORD_MAX_LENGTH, { message: `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer` }),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
