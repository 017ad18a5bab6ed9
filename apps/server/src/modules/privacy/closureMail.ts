import { layout, type MailContent } from '../mail/templates.js';

/** The mail that confirms a request to close an account (issue 29.5): what goes, what stays, and the link. */
export function closeAccountMail(fullName: string, link: string, validHours: number): MailContent {
  return layout({
    subject: 'Confirm that you want to close your account',
    greeting: `Kia ora ${fullName},`,
    paragraphs: [
      'We received a request to close your account.',
      'Closing it deletes your draft applications and their documents, removes you from applications shared with you, and signs you out everywhere. Applications you have submitted stay with the council as its records, with the contact details they hold.',
    ],
    action: { label: 'Close my account', url: link },
    after: [
      `This link works once and expires in ${validHours} hours. Nothing is closed until you open it and confirm.`,
      'If you did not ask for this, ignore this email: your account stays open.',
    ],
  });
}
