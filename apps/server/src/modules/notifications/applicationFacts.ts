import { applicationTypeName } from '@consent/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applicationCollaborators, applications, users } from '../../db/schema.js';
import type { ApplicationRow } from '../applications/access.js';
import { findUserById } from '../auth/repo.js';
import { siteAddresses } from '../locations/repo.js';
import { councilFullName } from '../submission/repo.js';

/** What every mail about an application names (issue 19.1): its reference, type, site address and council. */
interface ApplicationFacts {
  reference: string;
  typeName: string;
  siteAddress: string | null;
  councilName: string;
}

interface Recipient {
  fullName: string;
  email: string;
}

/** Read through the caller's transaction (PGlite has one connection: no second reader while it is open). */
export async function applicationFacts(tx: Executor, row: ApplicationRow): Promise<ApplicationFacts> {
  return {
    reference: row.bcNumber ? `${row.id} (building consent ${row.bcNumber})` : String(row.id),
    typeName: applicationTypeName(row.applicationType, row.param as never, row.typeCode),
    siteAddress: (await siteAddresses(tx, [row.id])).get(row.id) || null,
    councilName: (await councilFullName(tx, row.councilId)) ?? 'the council',
  };
}

/** Who is told about an application (issue 19.2): its owner and every collaborator, owner first. */
export async function applicationRecipients(
  tx: Executor,
  row: Pick<ApplicationRow, 'id' | 'userId'>,
): Promise<Recipient[]> {
  const owner = await findUserById(tx, row.userId);
  const collaborators = await tx
    .select({ fullName: users.fullName, email: users.email })
    .from(applicationCollaborators)
    .innerJoin(users, eq(users.id, applicationCollaborators.userId))
    .where(eq(applicationCollaborators.applicationId, row.id))
    .orderBy(asc(applicationCollaborators.createdAt), asc(users.id));
  return [...(owner ? [{ fullName: owner.fullName, email: owner.email }] : []), ...collaborators];
}

/** The application by id, for mails written after the access check (or by the council's transition). */
export async function applicationById(tx: Executor, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id));
  return row;
}
