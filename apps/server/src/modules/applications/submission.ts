import { checkDeclaration, nzToday, productMessages, type ValidationMode } from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { SessionUser } from '../auth/service.js';
import { requireVerifiedEmail } from '../auth/verified.js';
import type { LifecycleService } from '../lifecycle/service.js';
import type { ApplicationAccess } from './access.js';
import * as repo from './repo.js';
import { giveReference } from '../submission/reference.js';
import { resubmissionNote, resubmissionOf } from '../submission/resubmission.js';

/** Runs in the completing transaction; what it returns runs after the commit (e.g. waking the mail worker). */
export type CompletedHook = (tx: Executor, completed: repo.ApplicationRow) => Promise<(() => void) | undefined>;

export interface SubmissionService {
  /** Submits: the completion rules, then the accepted declaration, stored once with who signed and when. */
  complete(user: SessionUser, appId: number, declaration: unknown): Promise<void>;
  /** Saves the last answers and completes in one statement, for a form whose own module has checked everything (the single-page forms). */
  completeWith(appId: number, changes: repo.FormSectionChanges, stored?: repo.StoredAnswersChange): Promise<void>;
}

/** What submission asks the wizard engine: the messages of the required forms not (validly) answered yet. */
interface CompletionRules {
  unanswered(user: SessionUser, row: repo.ApplicationRow, mode: ValidationMode): Promise<string[]>;
}

/**
 * Completing is submitting (issue 18): the answers, `completed` and the lifecycle's `submit` (or `resubmit`, for an
 * application the council returned as incomplete) are one transaction, so no completed application lacks its event
 * and no event names an application still open. Built after the wizard and the lifecycle it asks (ADR 0046); the
 * submission receipt and the deposit invoice are made in the same transaction, so each exists exactly for a real completion.
 */
export function createSubmissionService(
  db: () => Db,
  applications: ApplicationAccess,
  forms: CompletionRules,
  lifecycle: LifecycleService,
  hooks: CompletedHook[],
): SubmissionService {
  async function submit(
    appId: number,
    changes: Parameters<typeof repo.complete>[2] = {},
    stored?: repo.StoredAnswersChange,
  ): Promise<void> {
    const afterCommit = await db().transaction(async (tx) => {
      const done = await repo.complete(tx, appId, changes, stored);
      if (!done) throw conflict(productMessages.applicationCompleted);
      const completed = await giveReference(tx, done);
      const action = completed.status === 'returned' ? 'resubmit' : 'submit';
      await lifecycle.transitionWithin(tx, {
        applicationId: appId,
        userId: completed.userId,
        actor: 'applicant',
        action,
        // A resubmission says what changed since the return, where the record knows it (issue 30.5).
        details: action === 'resubmit' ? { note: resubmissionNote(await resubmissionOf(tx, appId)) } : undefined,
      });
      // The completion hooks (the submission receipt, the deposit invoice) run in the same transaction.
      const after: (() => void)[] = [];
      for (const hook of hooks) {
        const then = await hook(tx, completed);
        if (then) after.push(then);
      }
      return after;
    });
    for (const then of afterCommit) then();
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

    async completeWith(appId, changes, stored) {
      await submit(appId, changes, stored);
    },
  };
}
