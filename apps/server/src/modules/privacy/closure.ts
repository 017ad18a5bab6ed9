import { accountClosureMessages, error } from '@consent/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { drafts } from '../applications/drafts.js';
import { CLOSURE_LINK_HOURS, type AccountClosureAccounts } from '../auth/closure.js';
import type { SessionUser } from '../auth/service.js';
import type { DocumentRemoval } from '../documents/removal.js';
import { forgetMailsTo } from '../mail/forget.js';
import type { MailService } from '../mail/service.js';
import { leaveEverything } from '../sharing/leave.js';
import { closeAccountMail } from './closureMail.js';

export interface AccountClosureService {
  /** Mails the person a single-use link that confirms closing their account; nothing is closed yet. */
  request(user: SessionUser): Promise<void>;
  /**
   * Closes the account the link's token names, in one transaction: its drafts (with their documents' rows) deleted,
   * its collaborations and the invitations to its address gone, the mails to its address forgotten, every session
   * ended and the account's details replaced (ADR 0064). The drafts' files are removed once that has committed.
   * Submitted applications are council records and stay, holding the contact details they hold.
   */
  close(token: string): Promise<void>;
}

export function createAccountClosureService(
  db: () => Db,
  deps: { accounts: AccountClosureAccounts; documents: DocumentRemoval; mail: MailService },
): AccountClosureService {
  const { accounts, documents, mail } = deps;
  const invalid = () => new AppError(400, error(accountClosureMessages.linkInvalid));
  return {
    async request(user) {
      await db().transaction(async (tx) => {
        const token = await accounts.issueToken(tx, user.id);
        const link = mail.link(`/close-account?token=${encodeURIComponent(token)}`);
        await mail.queue(tx, 'close-account', user.email, closeAccountMail(user.fullName, link, CLOSURE_LINK_HOURS));
      });
      mail.sendSoon();
    },

    async close(token) {
      const account = await accounts.peekToken(token);
      if (!account) throw invalid();
      const files = await db().transaction(async (tx) => {
        // Used in the transaction that closes: two confirmations cannot both close, and a failed one uses nothing.
        if ((await accounts.useToken(tx, token)) !== account.id) throw invalid();
        const draftIds = await drafts.idsOwnedBy(tx, account.id);
        const storedNames = await documents.storedNamesOf(tx, draftIds);
        await drafts.delete(tx, draftIds);
        await leaveEverything(tx, account.id, account.email);
        await forgetMailsTo(tx, account.email);
        await accounts.close(tx, account.id);
        return storedNames;
      });
      await documents.deleteFiles(files);
    },
  };
}
