import type { FastifyInstance } from 'fastify';
import { mailedLink, registerUser, type Client } from './app.js';
import { defined } from '@consent/domain';

/** The invitation's token, from the link in the newest invitation mailed to `email`. */
export async function invitationToken(app: FastifyInstance, email: string): Promise<string> {
  return defined(
    new URL(await mailedLink(app, email, 'invitation')).searchParams.get('token'),
    "new URL(await mailedLink(app, email, 'invitation')).searchParams.get('token')",
  );
}

/** A registered user the owner invited in `role`, who accepted through the mailed link. */
export async function collaborator(
  app: FastifyInstance,
  owner: Client,
  appId: number,
  role: 'editor' | 'viewer',
): Promise<Client> {
  const person = await registerUser(app, role);
  const invited = await owner.post(`/api/applications/${appId}/invitations`, { email: person.email, role });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const accepted = await person.post('/api/invitations/accept', { token: await invitationToken(app, person.email) });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  return person;
}
