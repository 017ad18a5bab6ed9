import { DRAFT_RETENTION, addMonths, draftRetentionStep } from '@consent/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { drafts } from '../applications/drafts.js';
import type { AuthService } from '../auth/service.js';
import type { DocumentRemoval } from '../documents/removal.js';
import type { MailService } from '../mail/service.js';
import * as repo from './retentionRepo.js';
import { draftRetentionWarningMail } from './retentionMail.js';

/** The daily retention run (issue 29.5): a pg-boss cron job, at 03:30 New Zealand time. */
export const DRAFT_RETENTION_JOB = 'draft-retention';
export const DRAFT_RETENTION_CRON = '30 3 * * *';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DraftRetentionService {
  /** Warns about and deletes drafts as `draftRetentionStep` says for `now`; answers how many of each. */
  run(now: Date): Promise<{ warned: number; deleted: number }>;
}

/**
 * Applies the domain's draft rule (packages/domain/src/retention.ts, the table in docs/retention.md): a draft
 * untouched for 6 months gets one warning mail, recorded with the mail in one transaction; one untouched for 12
 * months, warned at least 30 days before, is deleted with its documents. Submitted applications are never listed.
 */
export function createDraftRetentionService(
  db: () => Db,
  deps: {
    documents: DocumentRemoval;
    mail: MailService;
    auth: Pick<AuthService, 'userWithin'>;
    log: FastifyBaseLogger;
  },
): DraftRetentionService {
  const { documents, mail, auth, log } = deps;
  return {
    async run(now) {
      // A month's margin: the domain's rule, not this filter, decides (month lengths and clamped days differ).
      const candidates = await drafts.untouchedSince(db(), addMonths(now, 1 - DRAFT_RETENTION.warnAfterMonths));
      const warnings = await repo.warningsOf(
        db(),
        candidates.map((draft) => draft.id),
      );
      let warned = 0;
      let deleted = 0;
      for (const draft of candidates) {
        const warnedAt = warnings.get(draft.id) ?? null;
        const step = draftRetentionStep({ status: 'draft', lastChangedAt: draft.lastChangedAt, warnedAt }, now);
        if (step === 'warn') {
          await db().transaction(async (tx) => {
            await repo.recordWarning(tx, draft.id, now);
            const owner = await auth.userWithin(tx, draft.userId);
            if (!owner) return;
            const deleteFrom = new Date(
              Math.max(
                addMonths(draft.lastChangedAt, DRAFT_RETENTION.deleteAfterMonths).getTime(),
                now.getTime() + DRAFT_RETENTION.minNoticeDays * DAY_MS,
              ),
            );
            const content = draftRetentionWarningMail(
              owner.fullName,
              { id: draft.id, lastChangedAt: draft.lastChangedAt, deleteFrom },
              mail.link(`/helix/newapp/${draft.id}`),
            );
            await mail.queue(tx, 'draft-retention-warning', owner.email, content);
          });
          warned++;
        } else if (step === 'delete') {
          const files = await db().transaction(async (tx) => {
            const storedNames = await documents.storedNamesOf(tx, [draft.id]);
            const gone = await drafts.delete(tx, [draft.id], draft.lastChangedAt);
            return gone.length > 0 ? storedNames : null;
          });
          if (files) {
            await documents.deleteFiles(files);
            deleted++;
          }
        }
      }
      if (warned > 0) mail.sendSoon();
      if (warned + deleted > 0) log.info({ warned, deleted }, 'draft retention run');
      return { warned, deleted };
    },
  };
}
