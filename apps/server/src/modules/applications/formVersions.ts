import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { formVersions } from '../../db/schema.js';

/** Who wrote a form's answers last and when, with its version (0: never saved with one). */
export interface FormVersion {
  version: number;
  changedByName: string;
  changedAt: Date;
}

/** A form's version as it stands; version 0 when no save has named one yet. */
export async function formVersionOf(db: Executor, appId: number, form: string): Promise<FormVersion> {
  const [row] = await db
    .select({
      version: formVersions.version,
      changedByName: formVersions.changedByName,
      changedAt: formVersions.changedAt,
    })
    .from(formVersions)
    .where(and(eq(formVersions.applicationId, appId), eq(formVersions.form, form)));
  return row ?? { version: 0, changedByName: '', changedAt: new Date(0) };
}

/**
 * Moves a form from version `base` to the next, in one statement that locks its row until the caller's transaction
 * ends: the next version, or undefined when the form is no longer at `base` (another save came first).
 */
export async function bumpFormVersion(
  tx: Executor,
  appId: number,
  form: string,
  base: number,
  by: { id: number; name: string },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(formVersions)
    .values({ applicationId: appId, form, version: base + 1, changedBy: by.id, changedByName: by.name })
    .onConflictDoUpdate({
      target: [formVersions.applicationId, formVersions.form],
      set: { version: base + 1, changedBy: by.id, changedByName: by.name, changedAt: sql`now()` },
      setWhere: eq(formVersions.version, base),
    })
    .returning({ version: formVersions.version });
  return row?.version;
}
