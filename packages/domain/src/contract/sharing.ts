import { z } from 'zod';
import { appIdParamsSchema } from '../api.js';
import { changePasswordSchema, profileSchema } from '../profile.js';
import {
  applicationPeopleSchema,
  collaboratorParamsSchema,
  invitationParamsSchema,
  invitationSummarySchema,
  invitationTokenSchema,
  inviteCollaboratorSchema,
} from '../sharing.js';
import { route, statusAnswerSchema, successResult } from './route.js';

/** Sharing an application (issue 19.6): who has access, inviting, removing, and accepting an invitation. */
export const sharingContract = {
  people: route({
    method: 'GET',
    path: '/api/applications/:appId/people',
    params: appIdParamsSchema,
    response: z.object({ result: successResult, people: applicationPeopleSchema }),
  }),
  invite: route({
    method: 'POST',
    path: '/api/applications/:appId/invitations',
    params: appIdParamsSchema,
    body: inviteCollaboratorSchema,
    response: statusAnswerSchema,
    statuses: [201],
  }),
  cancelInvitation: route({
    method: 'DELETE',
    path: '/api/applications/:appId/invitations/:invitationId',
    params: invitationParamsSchema,
    response: statusAnswerSchema,
  }),
  removeCollaborator: route({
    method: 'DELETE',
    path: '/api/applications/:appId/collaborators/:userId',
    params: collaboratorParamsSchema,
    response: statusAnswerSchema,
  }),
  invitation: route({
    method: 'GET',
    path: '/api/invitations',
    querystring: invitationTokenSchema,
    response: z.object({ result: successResult, invitation: invitationSummarySchema }),
  }),
  accept: route({
    method: 'POST',
    path: '/api/invitations/accept',
    body: invitationTokenSchema,
    response: statusAnswerSchema.extend({ appId: z.number(), path: z.string() }),
  }),
};

/** The profile as the profile page shows and saves it. */
const profileAnswerSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  mobile: z.string(),
  mailingAddress: z.string(),
  streetAddress: z.string(),
  companyName: z.string(),
  nzbn: z.string(),
  companyNumber: z.string(),
  practitioner: z.boolean(),
  lbpNumber: z.string(),
});

/** The profile page (issue 19.5): the user's own details, their password, and their sessions. */
export const profileContract = {
  read: route({
    method: 'GET',
    path: '/api/profile',
    response: z.object({ result: successResult, profile: profileAnswerSchema }),
  }),
  save: route({
    method: 'PUT',
    path: '/api/profile',
    body: profileSchema,
    response: statusAnswerSchema.extend({ profile: profileAnswerSchema }),
  }),
  changePassword: route({
    method: 'POST',
    path: '/api/profile/password',
    body: changePasswordSchema,
    response: statusAnswerSchema,
  }),
  signOutEverywhere: route({
    method: 'POST',
    path: '/api/profile/sign-out-everywhere',
    body: z.strictObject({}).optional(),
    response: statusAnswerSchema,
  }),
};
