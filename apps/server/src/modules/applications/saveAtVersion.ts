import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { applications, formVersions } from '../../db/schema.js';
import type { KeyClaim } from '../idempotency/claim.js';
import { claimInsert } from '../idempotency/repo.js';
import {
  SAVED,
  saveParams,
  saveSet,
  type ApplicationChanges,
  type SavedApplication,
  type StoredWrite,
} from './repo.js';

// A page's save at its form's version in one statement, with its Idempotency-Key's claim (ADR 0090): beside the
// repository's other writes (repo.ts), whose save shapes it shares.

/** The version a save was based on (issue 33.4, ADR 0069) and who makes the next one. */
export interface VersionedSave {
  form: string;
  base: number;
  by: { id: number; name: string };
}

/** What a save at a version did: whether it claimed its Idempotency-Key (true without one), and the row written. */
export interface SaveAtResult {
  claimed: boolean;
  /** Undefined when nothing was written. */
  saved: SavedApplication | undefined;
}

/**
 * A stored form's save at the version it was based on, in one statement (ADR 0090), with the claim of its
 * Idempotency-Key when it carries one: the key is claimed (the idempotency module's own INSERT), the application's
 * row is locked while open (FOR UPDATE, as the open-application guard locks it), the form's version moves from
 * `at.base` to the next (its row locked by the upsert, so of two saves based on one version the second finds it
 * moved), and the answers are written only when all three happened. `claimed` false: the key was claimed before, and
 * nothing was done. Nothing written otherwise: the application was completed, or the form is no longer at
 * `at.base`; the caller tells which from the form's version as it stands.
 */
export async function updateOpenApplicationAt(
  db: Db,
  id: number,
  at: VersionedSave,
  changes: ApplicationChanges,
  step: number | undefined,
  write: StoredWrite,
  claim?: KeyClaim,
): Promise<SaveAtResult> {
  const { shape, set } = saveSet(changes, step, write);
  const name = `application_save_at(${shape}${claim ? ',claim' : ''})`;
  const statement = prepared(db, name, (d) => {
    const claimed = d.$with('claimed', { claimed: sql<boolean>`claimed` }).as(
      claim
        ? claimInsert({
            userId: sql.placeholder('claimUser'),
            key: sql.placeholder('claimKey'),
            method: sql.placeholder('claimMethod'),
            path: sql.placeholder('claimPath'),
          })
        : sql`select true as claimed`,
    );
    const open = d.$with('open').as(
      d
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            eq(applications.id, sql.placeholder('id')),
            eq(applications.completed, false),
            sql`exists (select 1 from ${claimed})`,
          ),
        )
        .for('update'),
    );
    const base = sql`${sql.placeholder('base')}::integer`;
    const bumped = d.$with('bumped', { version: sql<number>`version` }).as(
      sql`insert into ${formVersions} (application_id, form, version, changed_by, changed_by_name)
        select ${open.id}, ${sql.placeholder('form')}::text, ${base} + 1, ${sql.placeholder('byId')}::integer,
          ${sql.placeholder('byName')}::text from ${open}
        on conflict (application_id, form) do update
          set version = excluded.version, changed_by = excluded.changed_by,
            changed_by_name = excluded.changed_by_name, changed_at = now()
          where ${formVersions.version} = ${base}
        returning version`,
    );
    const saved = d.$with('saved').as(
      d
        .update(applications)
        .set(set())
        .where(
          and(
            eq(applications.id, sql`(select ${open.id} from ${open})`),
            eq(applications.completed, false),
            sql`exists (select 1 from ${bumped})`,
          ),
        )
        .returning({ ...SAVED, applicantRole: SAVED.applicantRole.as('applicant_role') }),
    );
    return d
      .with(claimed, open, bumped, saved)
      .select({
        claimed: sql<boolean>`exists (select 1 from ${claimed})`,
        id: saved.id,
        applicationType: saved.applicationType,
        param: saved.param,
        councilId: saved.councilId,
        applicantRole: saved.applicantRole,
      })
      .from(sql`(select 1) as one`)
      .leftJoin(saved, sql`true`)
      .prepare(name);
  });
  const params = { ...saveParams(changes, step, write), id, form: at.form, base: at.base };
  const claiming = claim
    ? { claimUser: claim.userId, claimKey: claim.key, claimMethod: claim.method, claimPath: claim.path }
    : {};
  const [row] = await statement.execute({ ...params, byId: at.by.id, byName: at.by.name, ...claiming });
  if (!row) throw new Error('a select from (select 1) returned no row');
  const { claimed, id: savedId, applicationType, param, councilId, applicantRole } = row;
  const written =
    savedId === null || applicationType === null || param === null || councilId === null
      ? undefined
      : { id: savedId, applicationType, param, councilId, applicantRole };
  return { claimed, saved: written };
}
