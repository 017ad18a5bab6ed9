import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { councils, seedState } from '../../src/db/schema.js';
import { demoDataFingerprint, seedDemoDataWhenChanged } from '../../src/db/seed/whenChanged.js';
import { openTestDatabase } from '../support/database.js';

describe('demo data on start', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it('seeds a database that has not been seeded with this demo data, and records its fingerprint', async () => {
    await database.db.delete(seedState);
    expect(await seedDemoDataWhenChanged(database.db)).toBe(true);
    const [state] = await database.db.select().from(seedState);
    expect(state?.fingerprint).toBe(demoDataFingerprint());
  });

  it('skips an unchanged seed, so an edit made since is kept until the demo data changes', async () => {
    await database.db.update(councils).set({ fullName: 'Edited by hand' }).where(eq(councils.slug, 'wellington'));
    expect(await seedDemoDataWhenChanged(database.db)).toBe(false);
    const [kept] = await database.db
      .select({ fullName: councils.fullName })
      .from(councils)
      .where(eq(councils.slug, 'wellington'));
    expect(kept?.fullName).toBe('Edited by hand');
  });

  it('seeds again when the demo data changed since, putting the seeded councils back', async () => {
    await database.db.update(seedState).set({ fingerprint: 'an older demo data set' });
    expect(await seedDemoDataWhenChanged(database.db)).toBe(true);
    const [restored] = await database.db
      .select({ fullName: councils.fullName })
      .from(councils)
      .where(eq(councils.slug, 'wellington'));
    expect(restored?.fullName).not.toBe('Edited by hand');
  });
});
