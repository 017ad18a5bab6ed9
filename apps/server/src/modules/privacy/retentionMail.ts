import { layout, type MailContent } from '../mail/templates.js';

const nzDate = (date: Date) =>
  date.toLocaleDateString('en-NZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Pacific/Auckland' });

/** The retention run's one warning for a draft untouched for 6 months (issue 29.5, docs/retention.md). */
export function draftRetentionWarningMail(
  fullName: string,
  draft: { id: number; lastChangedAt: Date; deleteFrom: Date },
  link: string,
): MailContent {
  return layout({
    subject: `Your draft application ${draft.id} will be deleted unless you change it`,
    greeting: `Kia ora ${fullName},`,
    paragraphs: [
      `Your draft application ${draft.id} has not been changed since ${nzDate(draft.lastChangedAt)}.`,
      `We keep drafts for 12 months after their last change. If it is still not changed, it will be deleted with its documents on or after ${nzDate(draft.deleteFrom)}.`,
    ],
    action: { label: 'Open your draft', url: link },
    after: ['To keep it, open it and save any page. Applications you have submitted are not affected.'],
  });
}
