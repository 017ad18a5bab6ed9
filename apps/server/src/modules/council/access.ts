import type { Db } from '../../db/client.js';
import type { CouncilRole } from '../../db/schema.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { SessionUser } from '../auth/service.js';
import { councilMessages } from './messages.js';
import * as repo from './repo.js';

interface CouncilAccess {
  councilId: number;
  role: CouncilRole;
}

/**
 * The one access check of every council route (ADR 0016): the user must be a member
 * (officer or admin) of THAT council — the council in the path, or the council of the application in the path.
 * Someone who is no council's member (an applicant) is told the workspace is for staff (403); a member of
 * another council learns nothing about the application or council (404, as if it did not exist).
 */
export async function councilAccess(
  db: Db,
  user: SessionUser,
  target: { councilId: number } | { appId: number },
): Promise<CouncilAccess> {
  if (!(await repo.isStaff(db, user.id))) throw forbidden(councilMessages.staffOnly);
  const isApplication = 'appId' in target;
  const councilId = isApplication ? await repo.submittedCouncilOf(db, target.appId) : target.councilId;
  const role = councilId === undefined ? undefined : await repo.roleIn(db, user.id, councilId);
  if (!role || councilId === undefined)
    throw notFound(isApplication ? councilMessages.applicationNotFound : councilMessages.councilNotFound);
  return { councilId, role };
}
