import { defined } from '@consent/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { councilMembers, users, type CouncilRole } from '../../src/db/schema.js';
import { createApplication, registerUser, type Client } from './app.js';
import { completeApplication } from './wizard.js';

/**
 * A signed-in member of the council in this role. Written straight to the table: inviting members is an
 * admin's route of its own (not this test's subject).
 */
export async function councilStaff(
  app: FastifyInstance,
  councilId: number,
  role: CouncilRole = 'officer',
): Promise<Client> {
  const client = await registerUser(app, role);
  const { db } = await app.databaseReady;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, client.email));
  await db.insert(councilMembers).values({ userId: defined(user, 'the registered staff user').id, councilId, role });
  return client;
}

/** An application of this council, answered and submitted by the applicant through the completion call. */
export async function submittedApplication(applicant: Client, councilId: number): Promise<number> {
  const appId = await createApplication(applicant, { type: 2, param: 'standard', role: 'owner', councilId });
  await completeApplication(applicant, appId);
  return appId;
}

/**
 * A building consent the council has granted (issue 18.5: the only valid parent of a CCC, CPU or amendment):
 * submitted by the applicant, then accepted with a consent number and granted by an officer of its council,
 * each through the product's own routes.
 */
export async function grantedConsent(
  app: FastifyInstance,
  applicant: Client,
  councilId: number,
  role: 'owner' | 'agent' = 'owner',
): Promise<{ appId: number; consentNumber: string }> {
  const appId = await createApplication(applicant, { type: 2, param: 'standard', role, councilId });
  await completeApplication(applicant, appId);
  const officer = await councilStaff(app, councilId);
  const consentNumber = `BC${appId}`;
  for (const [path, details] of [
    ['accept', { consentNumber }],
    ['grant', {}],
  ] as const) {
    const response = await officer.post(`/api/council/applications/${appId}/${path}`, details);
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  }
  return { appId, consentNumber };
}
