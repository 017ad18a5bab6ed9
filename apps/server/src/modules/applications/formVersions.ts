import { and, eq } from 'drizzle-orm';
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
