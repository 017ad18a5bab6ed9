import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { defined } from '@consent/domain';
import type { Db } from '../../src/db/client.js';
import { migrationsFolder } from '../../src/db/client.js';
import { applications } from '../../src/db/schema.js';

/** An application's store of section forms (`applications.sections`) as the database holds it. */
export async function sectionsOf(db: Db, appId: number) {
  const [row] = await db
    .select({ sections: applications.sections })
    .from(applications)
    .where(eq(applications.id, appId));
  return defined(row, 'the application').sections;
}

/** Runs a migration's statements again on a database made to hold what it held before them. */
export async function runMigration(db: Db, file: string): Promise<void> {
  const migration = fs.readFileSync(path.join(migrationsFolder, file), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}
