/** The council administration's answers (issue 18 points 1, 6 and 7). */
export const councilAdminMessages = {
  adminOnly: 'Only an admin of this council can manage its members, API keys and multiproof permissions.',
  alreadyMember: 'This person is already a member of the council.',
  lastAdmin: 'A council must keep at least one admin: make another member an admin first.',
  memberNotFound: 'This person is not a member of the council.',
  invitationNotFound: 'The council has no open invitation with this id.',
  invitationInvalid:
    "This invitation link is not valid: it has been used, withdrawn or has expired. Ask the council's admin for a new one.",
  invitationForAnotherEmail:
    'This invitation was sent to another email address: sign in with the address it was sent to, then open the link again.',
  userNotFound: 'No account has this id.',
  apiKeyNotFound: 'The council has no API key with this id.',
} as const;
