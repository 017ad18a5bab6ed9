/** The council workspace's own answers (issue 18.1); the lifecycle's refusals come from the domain's messages. */
export const councilMessages = {
  staffOnly: 'The council workspace is for council staff: your account is not a member of any council.',
  applicationNotFound: 'No submitted application of your council has this id.',
  councilNotFound: 'You are not a member of this council.',
} as const;
