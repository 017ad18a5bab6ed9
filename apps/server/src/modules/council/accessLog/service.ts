import {
  STAFF_ACCESS_PAGE_SIZE,
  type StaffAccessEntry,
  type StaffAccessQuery,
  type StaffReadAction,
} from '@consent/domain';
import type { Db } from '../../../db/client.js';
import { notFound } from '../../../http/errors.js';
import type { SessionUser } from '../../auth/service.js';
import { councilAdminAccess } from '../admin/access.js';
import { councilMessages } from '../messages.js';
import { submittedCouncilOf } from '../repo.js';
import * as repo from './repo.js';

/** Who read: a signed-in member in the workspace, or one of the council's API keys. */
export type StaffReader =
  | { via: 'workspace'; user: Pick<SessionUser, 'id' | 'email'> }
  | { via: 'pull API'; councilId: number; apiKey: { id: number; name: string } };

export interface StaffRead {
  reader: StaffReader;
  appId: number;
  action: StaffReadAction;
  documentId?: number;
}

export type StaffAccessLogService = ReturnType<typeof createStaffAccessLogService>;

const toEntry = (row: repo.StaffAccessRow): StaffAccessEntry => ({
  at: row.at.toISOString(),
  appId: row.applicationId,
  via: row.via,
  action: row.action as StaffReadAction,
  documentId: row.documentId,
  by: row.staffEmail ?? row.apiKeyName ?? 'unknown',
});

/**
 * The staff access log (issue 29.4): appended before a read is answered, so nothing is served that is not logged;
 * searched by the council's admin; never on the applicant's timeline, but in their privacy copy.
 */
export function createStaffAccessLogService(db: () => Db) {
  return {
    async record({ reader, appId, action, documentId }: StaffRead): Promise<void> {
      const councilId = reader.via === 'pull API' ? reader.councilId : await submittedCouncilOf(db(), appId);
      if (councilId === undefined) throw notFound(councilMessages.applicationNotFound);
      await repo.append(db(), {
        councilId,
        applicationId: appId,
        via: reader.via,
        action,
        documentId: documentId ?? null,
        ...(reader.via === 'workspace'
          ? { userId: reader.user.id, staffEmail: reader.user.email }
          : { apiKeyId: reader.apiKey.id, apiKeyName: reader.apiKey.name }),
      });
    },

    async search(user: SessionUser, councilId: number, query: StaffAccessQuery) {
      await councilAdminAccess(db(), user, councilId);
      const rows = await repo.search(db(), councilId, query);
      return {
        entries: rows.slice(0, STAFF_ACCESS_PAGE_SIZE).map(toEntry),
        page: query.page,
        more: rows.length > STAFF_ACCESS_PAGE_SIZE,
      };
    },

    /** For the applicant's privacy copy: every staff read of their applications. */
    async ofApplications(appIds: number[]): Promise<StaffAccessEntry[]> {
      return (await repo.ofApplications(db(), appIds)).map(toEntry);
    },
  };
}
