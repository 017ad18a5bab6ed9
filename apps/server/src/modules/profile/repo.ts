import { eq } from 'drizzle-orm';
import type { UserDetails } from '@consent/domain';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** Replaces the user's name and details (the spec's user details) in one statement. */
export async function saveProfile(db: Db, userId: number, fullName: string, details: UserDetails): Promise<void> {
  await db.update(users).set({ fullName, details }).where(eq(users.id, userId));
}
