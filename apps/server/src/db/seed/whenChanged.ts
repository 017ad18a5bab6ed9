import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { migrationsFolder, SCHEMA_LOCK } from '../client.js';
import { seedState } from '../schema.js';
import { demoCouncils } from './councils.js';
import { seedDemoData, type SeedLog } from './index.js';
import { demoCouncilStaff } from './councilStaff.js';
import { demoLbpRegister } from './lbp.js';
import { demoLocationData } from './locations.js';
import { demoCompanies, demoPreApplicationMeetings } from './wizard.js';

/** Raise when the seed's code changes what it writes without its data or the migrations changing. */
const SEED_REVISION = 1;

/**
 * What the demo data would write: the data itself, the migrations it is written into, and the seed's
 * revision. When none of these changed since the database was last seeded, seeding again would change nothing.
 * (Not the seed functions' source text: it differs between the bundled server and the one tsx runs.)
 */
export function demoDataFingerprint(): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        SEED_REVISION,
        demoCouncils,
        demoCouncilStaff,
        demoPreApplicationMeetings,
        demoCompanies,
        demoLbpRegister(),
        demoLocationData(),
      ]),
    )
    .update(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json')))
    .digest('hex');
}

/**
 * Seeds the demo data unless this database already holds exactly this seed. Seeding upserts every council,
 * practitioner and demo address (half a second on the embedded database), which every start used to pay.
 */
export async function seedDemoDataWhenChanged(db: Db, log?: SeedLog): Promise<boolean> {
  const fingerprint = demoDataFingerprint();
  // Processes starting together on one PostgreSQL seed one at a time; the later ones find it done.
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SCHEMA_LOCK})`);
    const [seeded] = await tx.select({ fingerprint: seedState.fingerprint }).from(seedState).where(eq(seedState.id, 1));
    if (seeded?.fingerprint === fingerprint) return false;
    await seedDemoData(tx, log);
    await tx
      .insert(seedState)
      .values({ id: 1, fingerprint })
      .onConflictDoUpdate({ target: seedState.id, set: { fingerprint, seededAt: new Date() } });
    return true;
  });
}
