import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { councilMembers, users, type CouncilRole } from '../../src/db/schema.js';
import { createApplication, registerUser, type Client } from './app.js';
import { completeApplication } from './wizard.js';

/**
 * A signed-in member of the council in this role. Written straight to the table: inviting members is an
 * admin's route of its own (not this test's subject).
 */
export async function councilStaff(app: FastifyInstance, councilId: number, role: CouncilRole = 'officer'): Promise<Client> {
  const client = await registerUser(app, role);
  const { db } = await app.databaseReady;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, client.email));
  await db.insert(councilMembers).values({ userId: user!.id, councilId, role });
  return client;
}

/** An application of this council, answered and submitted by the applicant through the completion call. */
export async function submittedApplication(applicant: Client, councilId: number): Promise<number> {
  const appId = await createApplication(applicant, { type: 2, param: 'standard', role: 'owner', councilId });
  await completeApplication(applicant, appId);
  return appId;
}
