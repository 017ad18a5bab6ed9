import type { Db } from '../../../db/client.js';
import { forbidden } from '../../../http/errors.js';
import type { SessionUser } from '../../auth/service.js';
import { councilAccess } from '../access.js';
import { councilAdminMessages } from './messages.js';

/**
 * The council routes' one access check (councilAccess: a member of THAT council, else 403/404), then the admin's
 * own: an officer of the council may process applications but not manage the council.
 */
export async function councilAdminAccess(db: Db, user: SessionUser, councilId: number): Promise<void> {
  const { role } = await councilAccess(db, user, { councilId });
  if (role !== 'admin') throw forbidden(councilAdminMessages.adminOnly);
}
