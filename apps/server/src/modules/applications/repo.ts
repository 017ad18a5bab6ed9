import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AccessRole } from '@consent/domain';
import type { Db } from '../../db/client.js';
import type { Executor } from '../../db/client.js';
import { fromJsonObject, jsonObject, jsonRow, rowFromJson } from '../../db/jsonRow.js';
import { prepared } from '../../db/prepared.js';
import { applicationCollaborators, applications, councils, sessions, users } from '../../db/schema.js';
import { liveSession, SESSION_USER, type SessionUserRow } from '../auth/repo.js';
import { councilGenerationColumn } from '../councils/repo.js';
import { defined } from '@consent/domain';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;
/** The sections the wizard's forms save (DESIGN "Data": single-form sections as validated JSONB columns). */
export type FormSectionChanges = Partial<
  Pick<ApplicationRow, 'requestCtFromCouncil' | 'ecan' | 'hasLbp' | 'project' | 'singlePage' | 'enableCompliance'>
>;
export type ApplicationChanges = FormSectionChanges &
  Partial<Pick<ApplicationRow, 'applicationType' | 'typeCode' | 'param' | 'councilId' | 'step' | 'maxStep'>>;

/**
 * THE rule of who may reach an application (ApplicationService.access, issue 19.6), over an application row joined
 * to the user's collaborator row (`collaboratorOf`): its owner, or a collaborator of it.
 */
const accessibleTo = (userId: AnyPgColumn | Placeholder) =>
  or(eq(applications.userId, userId), isNotNull(applicationCollaborators.userId));
const collaboratorOf = (userId: AnyPgColumn | Placeholder) =>
  and(eq(applicationCollaborators.applicationId, applications.id), eq(applicationCollaborators.userId, userId));

const withAccessRole = (
  application: ApplicationRow,
  userId: number,
  collaboratorRole: AccessRole | null,
): ApplicationRow & { accessRole: AccessRole } =>
  // The row is this query's own object: the role is added to it rather than its forty columns copied (ADR 0082).
  Object.assign(application, {
    accessRole: application.userId === userId ? 'owner' : defined(collaboratorRole, 'a collaborator role'),
  });

/**
 * The application with the user's role in it: 'owner' when they started it, else their collaborator role;
 * undefined when it is not theirs and not shared with them (never tells whose it is).
 */
export async function findAccessible(
  db: Db,
  userId: number,
  id: number,
): Promise<(ApplicationRow & { accessRole: AccessRole }) | undefined> {
  const statement = prepared(db, 'application_accessible', (d) =>
    d
      .select({ application: applications, collaboratorRole: applicationCollaborators.role })
      .from(applications)
      .leftJoin(applicationCollaborators, collaboratorOf(sql.placeholder('userId')))
      .where(and(eq(applications.id, sql.placeholder('id')), accessibleTo(sql.placeholder('userId'))))
      .prepare('application_accessible'),
  );
  const [row] = await statement.execute({ id, userId });
  return row ? withAccessRole(row.application, userId, row.collaboratorRole) : undefined;
}

/**
 * The session's user with the councils' generation (auth's session lookup) and, in the same statement, the
 * application `id` when that user may reach it by the rule above (ADR 0041): one round trip instead of two for a
 * route whose path names the application. Undefined when the session is unknown or expired.
 */
export async function findSessionUserWithAccessible(
  db: Db,
  sessionId: string,
  id: number,
): Promise<
  | {
      user: SessionUserRow;
      councilGeneration: number;
      application: (ApplicationRow & { accessRole: AccessRole }) | undefined;
    }
  | undefined
> {
  const statement = prepared(db, 'session_user_application', (d) =>
    d
      .select({
        // One JSON value rather than forty-odd columns: the driver's per-column work was the read's largest part
        // (ADR 0093). Each part is read back through its columns' own decoding.
        found: sql<{
          user: Record<string, unknown>;
          councilGeneration: number;
          application: Record<string, unknown> | null;
          collaboratorRole: AccessRole | null;
          accessible: boolean;
        }>`json_build_object('user', ${jsonObject(SESSION_USER)},
          'councilGeneration', ${councilGenerationColumn()},
          'application', ${jsonRow(applications)},
          'collaboratorRole', ${applicationCollaborators.role},
          'accessible', coalesce(${accessibleTo(users.id)}, false))`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(applications, eq(applications.id, sql.placeholder('id')))
      .leftJoin(applicationCollaborators, collaboratorOf(users.id))
      .where(liveSession(sql.placeholder('sessionId')))
      .prepare('session_user_application'),
  );
  const [row] = await statement.execute({ sessionId, id });
  if (!row) return undefined;
  const { found } = row;
  const user = fromJsonObject(SESSION_USER, found.user) as SessionUserRow & { sessionExpiresAt: Date };
  const { councilGeneration } = found;
  const application = rowFromJson(applications, found.application);
  return {
    user,
    councilGeneration,
    application:
      application && found.accessible ? withAccessRole(application, user.id, found.collaboratorRole) : undefined,
  };
}

/**
 * What /api/auth/me says of the user's own applications, in one prepared statement (every screen asks, issue 14.2):
 * whether they have any, and the applicant's role form's stored answers of the latest one with a role.
 */
export async function applicantFacts(db: Db, userId: number): Promise<{ hasApplications: boolean; lastRole: unknown }> {
  const statement = prepared(db, 'applicant_facts', (d) => {
    const user = sql.placeholder('userId');
    const role = sql`${applications.sections} -> 'applicantRole'`;
    return d
      .select({
        hasApplications: sql<boolean>`exists (select 1 from ${applications} where ${applications.userId} = ${user})`,
        lastRole: sql<unknown>`(select ${role} from ${applications} where ${applications.userId} = ${user}
          and ${role} ->> 'role' is not null order by ${applications.id} desc limit 1)`,
      })
      .from(sql`(select 1) as one`)
      .prepare('applicant_facts');
  });
  const [row] = await statement.execute({ userId });
  if (!row) throw new Error('a select from (select 1) returned no row');
  return row;
}

/** The references and consent numbers of these applications (a finance list names each invoice's application). */
export async function referencesOf(db: Executor, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: applications.id, reference: applications.reference, bcNumber: applications.bcNumber })
    .from(applications)
    .where(inArray(applications.id, [...new Set(ids)]));
}

export async function findById(db: Executor, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
}

export async function findUntouched(
  db: Db,
  where: { userId: number; applicationType: number; param: string; councilId: number },
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.userId, where.userId),
        eq(applications.applicationType, where.applicationType),
        eq(applications.param, where.param),
        eq(applications.councilId, where.councilId),
        isNull(applications.firstSavedAt),
        eq(applications.completed, false),
      ),
    )
    .orderBy(desc(applications.id))
    .limit(1);
  return row;
}

export async function insertApplication(db: Executor, values: NewApplication): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  return defined(row, 'the inserted application');
}

/**
 * first_saved_at is written once, at the first save (it only tells an untouched application from a saved one): it is
 * in the predicate of applications_untouched_idx, and a save that changed it could not be a HOT update (ADR 0086).
 */
const FIRST_SAVE = sql`coalesce(${applications.firstSavedAt}, now())`;

/**
 * What a save answers with: every caller needs no more, and the whole row would parse each JSONB section again; the
 * applicant's role is its stored form's answers alone (`/access/app` answers the role).
 */
export const SAVED = {
  id: applications.id,
  applicationType: applications.applicationType,
  param: applications.param,
  councilId: applications.councilId,
  applicantRole: sql<unknown>`${applications.sections} -> 'applicantRole'`,
};
export type SavedApplication = Pick<ApplicationRow, 'id' | 'applicationType' | 'param' | 'councilId'> & {
  /** The applicant's role form's stored answers: read them with the domain's `applicantRoleOf`. */
  applicantRole: unknown;
};

/** Stored forms' answers to write, each under its form id in `sections`, leaving every other form's key as it is. */
export type StoredAnswersChange = Readonly<Record<string, unknown>>;

/** The stored sections with these forms' keys replaced by the answers given (a JSON object of them). */
const mergedSections = (answers: SQL.Aliased | Placeholder | SQL | string) =>
  sql`${applications.sections} || ${answers}::jsonb`;

/**
 * The stored sections with these forms' parts merged into their keys: each part's fields replace those fields of
 * its form's saved answers and leave the others as saved (a form saved a part at a time: the agent's details).
 */
const mergedParts = (parts: Placeholder) =>
  sql`${applications.sections} || (select coalesce(jsonb_object_agg(part.key, case
    when jsonb_typeof(${applications.sections} -> part.key) = 'object' then (${applications.sections} -> part.key) || part.value
    else part.value end), '{}'::jsonb) from jsonb_each(${parts}::jsonb) as part)`;

/** Stored forms' answers to write: whole forms (`stored`), and parts of forms merged into their keys (`parts`). */
export interface StoredWrite {
  stored?: StoredAnswersChange;
  parts?: StoredAnswersChange;
}

/**
 * What a save writes, by its shape: the text of a save's statement varies only with which columns a form writes (and
 * whether it carries a step), so each shape is a prepared statement built once. Null is written as SQL null, as
 * drizzle's own set() does, so a column set to null is part of the shape (a placeholder would send a JSONB column the
 * JSON text 'null'). The values go in as placeholders: `saveParams` gives them.
 */
export function saveSet(changes: ApplicationChanges, step: number | undefined, { stored, parts }: StoredWrite) {
  const columns = (Object.keys(changes) as (keyof ApplicationChanges)[])
    .filter((column) => changes[column] !== undefined)
    .sort();
  const shape = columns.map((column) => (changes[column] === null ? `${column}=null` : column));
  if (step !== undefined) shape.push('step');
  if (stored) shape.push('sections');
  if (parts) shape.push('parts');
  const set = () => {
    const written: Partial<Record<keyof ApplicationChanges | 'sections', SQL>> = {};
    for (const column of columns) {
      written[column] =
        changes[column] === null ? sql`null` : sql`${sql.param(sql.placeholder(column), applications[column])}`;
    }
    // A stored form's save replaces its own key in the same statement, so two forms saved at once both stay.
    if (stored) written.sections = mergedSections(sql.placeholder('stored'));
    if (parts) written.sections = mergedParts(sql.placeholder('parts'));
    // A save's step is written in the same statement as its answers; max_step only rises (spec point 4).
    const stepChanges =
      step === undefined
        ? {}
        : {
            step: sql`${sql.param(sql.placeholder('step'), applications.step)}`,
            maxStep: sql`greatest(${applications.maxStep}, ${sql.placeholder('step')}::integer)`,
          };
    return { ...written, ...stepChanges, updatedAt: sql`now()`, firstSavedAt: FIRST_SAVE };
  };
  return { shape: shape.join(','), set };
}

/** The placeholders' values of a save built by saveSet. */
export function saveParams(changes: ApplicationChanges, step: number | undefined, { stored, parts }: StoredWrite) {
  if (stored && parts) throw new Error('a save writes whole forms or parts of forms, not both');
  return {
    ...changes,
    ...(stored ? { stored: JSON.stringify(stored) } : {}),
    ...(parts ? { parts: JSON.stringify(parts) } : {}),
    step,
  };
}

/**
 * Applies a save to an application that is still open. Returns undefined when it was completed in the
 * meantime, so a completed application refuses the write atomically.
 */
export async function updateOpenApplication(
  db: Db,
  id: number,
  changes: ApplicationChanges,
  step?: number,
  write: StoredWrite = {},
): Promise<SavedApplication | undefined> {
  // Every wizard save runs this, and drizzle building its UPDATE again on each call was a sixth of a save's server
  // time (issue 14.2): a prepared statement per shape (saveSet).
  const { shape, set } = saveSet(changes, step, write);
  const name = `application_save(${shape})`;
  const statement = prepared(db, name, (d) =>
    d
      .update(applications)
      .set(set())
      .where(and(eq(applications.id, sql.placeholder('id')), eq(applications.completed, false)))
      .returning(SAVED)
      .prepare(name),
  );
  const [row] = await statement.execute({ ...saveParams(changes, step, write), id });
  return row;
}

/** The states another module's write may be guarded by: the application open, or its request for information open. */
export type GuardedState = 'open' | 'informationRequested';
const IN_STATE: Record<GuardedState, SQL> = {
  open: eq(applications.completed, false),
  informationRequested: eq(applications.status, 'information_requested'),
};

/**
 * THE open-application guard of every module's write to an application's rows (contacts, documents, buildings):
 * the application's row is locked (FOR UPDATE) in the state asked, then `write` runs in the same transaction, so a
 * completion racing the write either waits for it or wins and the write is refused (undefined), never half-applied.
 */
export async function whileInState<T>(
  db: Db,
  id: number,
  state: GuardedState,
  write: (tx: Executor) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, id), IN_STATE[state]))
      .for('update');
    if (!locked) return undefined;
    return write(tx);
  });
}

/** max_step only rises (spec point 4). */
export async function setStep(db: Db, id: number, step: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set({
      step,
      maxStep: sql`greatest(${applications.maxStep}, ${step})`,
      updatedAt: sql`now()`,
      firstSavedAt: FIRST_SAVE,
    })
    .where(and(eq(applications.id, id), eq(applications.completed, false)))
    .returning();
  return row;
}

/** Completes an open application once; the declaration's signature is written with it, so it is stored only this once. */
export async function complete(
  db: Executor,
  id: number,
  changes: ApplicationChanges & Partial<Pick<ApplicationRow, 'signedName' | 'signedDate' | 'signedAt'>> = {},
  stored?: StoredAnswersChange,
): Promise<ApplicationRow | undefined> {
  const sections = stored ? { sections: mergedSections(JSON.stringify(stored)) } : {};
  const [row] = await db
    .update(applications)
    .set({
      ...changes,
      ...sections,
      completed: true,
      completedAt: sql`now()`,
      updatedAt: sql`now()`,
      firstSavedAt: FIRST_SAVE,
    })
    .where(and(eq(applications.id, id), eq(applications.completed, false)))
    .returning();
  return row;
}

/** The user's applications and those shared with them, most recently changed first, with their council's name and the user's role. */
export async function listForUser(db: Db, userId: number) {
  const rows = await db
    .select({
      application: applications,
      councilName: councils.fullName,
      collaboratorRole: applicationCollaborators.role,
    })
    .from(applications)
    .innerJoin(councils, eq(councils.id, applications.councilId))
    .leftJoin(
      applicationCollaborators,
      and(eq(applicationCollaborators.applicationId, applications.id), eq(applicationCollaborators.userId, userId)),
    )
    .where(or(eq(applications.userId, userId), isNotNull(applicationCollaborators.userId)))
    .orderBy(desc(applications.updatedAt), desc(applications.id));
  return rows.map((r) => {
    // The where clause admits a row only as its owner's or with a collaborator role.
    const access: AccessRole =
      r.application.userId === userId ? 'owner' : defined(r.collaboratorRole, 'a collaborator role');
    return { ...r, access };
  });
}
