import { checkDeclaration, nzToday, productMessages, type ValidationMode } from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { SessionUser } from '../auth/service.js';
import { requireVerifiedEmail } from '../auth/verified.js';
import type { LifecycleService } from '../lifecycle/service.js';
import type { ApplicationAccess } from './access.js';
import * as repo from './repo.js';

/** Runs in the completing transaction; what it returns runs after the commit (e.g. waking the mail worker). */
export type CompletedHook = (tx: Executor, completed: repo.ApplicationRow) => Promise<(() => void) | undefined>;

export interface SubmissionService {
  /** Submits: the completion rules, then the accepted declaration, stored once with who signed and when. */
  complete(user: SessionUser, appId: number, declaration: unknown): Promise<void>;
  /** Saves the last answers and completes in one statement, for a form whose own module has checked everything (the single-page forms). */
  completeWith(appId: number, changes: repo.FormSectionChanges): Promise<void>;
}

/** What submission asks the wizard engine: the messages of the required forms not (validly) answered yet. */
interface CompletionRules {
  unanswered(user: SessionUser, row: repo.ApplicationRow, mode: ValidationMode): Promise<string[]>;
}

/**
 * Completing is submitting (issue 18): the answers, `completed` and the lifecycle's `submit` (or `resubmit`, for an
 * application the council returned as incomplete) are one transaction, so no completed application lacks its event
 * and no event names an application still open. Built after the wizard and the lifecycle it asks (ADR 0046); the
 * submission receipt is queued in the same transaction, so there is a receipt exactly for a real completion.
 */
export function createSubmissionService(
  db: () => Db,
  applications: ApplicationAccess,
  forms: CompletionRules,
  lifecycle: LifecycleService,
  receipts: CompletedHook,
): SubmissionService {
  async function submit(appId: number, changes: Parameters<typeof repo.complete>[2] = {}): Promise<void> {
    const afterCommit = await db().transaction(async (tx) => {
      const completed = await repo.complete(tx, appId, changes);
      if (!completed) throw conflict(productMessages.applicationCompleted);
      const action = completed.status === 'returned' ? 'resubmit' : 'submit';
      await lifecycle.transitionWithin(tx, {
        applicationId: appId,
        userId: completed.userId,
        actor: 'applicant',
        action,
      });
      return receipts(tx, completed);
    });
    afterCommit?.();
  }

  return {
    async complete(user, appId, declaration) {
      const row = await applications.open(user, appId, undefined, 'own');
      requireVerifiedEmail(user);
      const missing = await forms.unanswered(user, row, 'all');
      // The spec's completion messages first, then what the declaration lacks: one answer names everything.
      const signed = checkDeclaration(declaration);
      if (missing.length || !signed.ok) throw badRequest([...missing, ...(signed.ok ? [] : signed.errors)]);
      const signedAt = new Date();
      await submit(row.id, { signedName: signed.signedName, signedDate: nzToday(signedAt), signedAt });
    },

    async completeWith(appId, changes) {
      await submit(appId, changes);
    },
  };
}
