/**
 * The notices an officer ticks at grant where they apply (issue 32.1), each printed on the building consent with the
 * section of the Building Act 2004 it comes from.
 */
export const GRANT_NOTICES = {
  s73: 'This building consent is subject to a condition under section 73 of the Building Act 2004 (building on land subject to a natural hazard): the building consent authority will notify the consent to the Registrar-General of Land.',
  s75: 'This building consent is subject to section 75 of the Building Act 2004 (construction of building on 2 or more allotments): the allotments must not be transferred or leased except in conjunction with each other.',
  complianceSchedule:
    'A compliance schedule is required for the building (section 102 of the Building Act 2004): the specified systems will be listed on it.',
} as const;

export type GrantNotice = keyof typeof GRANT_NOTICES;
export const GRANT_NOTICE_KEYS = Object.keys(GRANT_NOTICES) as [GrantNotice, ...GrantNotice[]];

/** The short label of each notice, for the officer's tick boxes. */
export const grantNoticeLabels: Record<GrantNotice, string> = {
  s73: 'Natural hazard notice (s73)',
  s75: 'Building on two or more allotments (s75)',
  complianceSchedule: 'Compliance schedule required (specified systems)',
};
