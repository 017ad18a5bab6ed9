import { sql } from 'drizzle-orm';
import { defined } from '@consent/domain';
import type { Db } from '../client.js';
import { councilMembers, users, type CouncilRole } from '../schema.js';
import { hashPassword } from '../../modules/auth/password.js';
import { demoCouncils } from './councils.js';

/** The demo council staff's password, named in the README ("Council staff"). Demo data only. */
export const DEMO_STAFF_PASSWORD = 'council demo staff 2026';

/** A demo admin and a demo officer per demo council: admin@<slug>.council.demo, officer@<slug>.council.demo. */
export const demoCouncilStaff = demoCouncils.flatMap((council) =>
  (['admin', 'officer'] as const satisfies readonly CouncilRole[]).map((role) => ({
    councilSlug: council.slug,
    role,
    email: `${role}@${council.slug}.council.demo`,
    fullName: `${council.name} ${role === 'admin' ? 'Admin' : 'Officer'} (demo)`,
  })),
);

/**
 * Seeds the demo staff as verified users (so they can sign in and act at once) and their memberships. The
 * password is hashed once per seed (argon2 is deliberately slow) and kept unchanged for a user that exists.
 */
export async function seedCouncilStaff(tx: Db, councilIds: Map<string, number>): Promise<void> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const staff of demoCouncilStaff) {
    const councilId = councilIds.get(staff.councilSlug);
    if (councilId === undefined) continue;
    const [user] = await tx
      .insert(users)
      .values({ email: staff.email, passwordHash, fullName: staff.fullName, emailVerifiedAt: new Date() })
      .onConflictDoUpdate({
        target: users.email,
        set: { fullName: sql`excluded.full_name`, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` },
      })
      .returning({ id: users.id });
    await tx
      .insert(councilMembers)
      .values({ userId: defined(user, 'the upserted staff user').id, councilId, role: staff.role })
      .onConflictDoUpdate({
        target: [councilMembers.userId, councilMembers.councilId],
        set: { role: sql`excluded.role` },
      });
  }
}
