/** The product's name as mails give it. */
const PRODUCT = 'Building consent applications';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface Layout {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  after?: string[];
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Every mail has the same two parts: plain text for any client, and simple HTML with the same words. */
function layout({ subject, greeting, paragraphs, action, after = [] }: Layout): MailContent {
  const text = [greeting, ...paragraphs, `${action.label}: ${action.url}`, ...after, `— ${PRODUCT}`].join('\n\n');
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = [
    '<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5">',
    p(greeting),
    ...paragraphs.map(p),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    ...after.map(p),
    p(`— ${PRODUCT}`),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

export function verifyEmailMail(fullName: string, link: string, validHours: number): MailContent {
  return layout({
    subject: 'Confirm your email address',
    greeting: `Kia ora ${fullName},`,
    paragraphs: [
      `Confirm this is your email address to finish creating your account. You can fill in applications now; you need to confirm your email address before you can submit one.`,
    ],
    action: { label: 'Confirm your email address', url: link },
    after: [`This link works once and expires in ${validHours} hours. If you did not create an account, ignore this email.`],
  });
}

/** Sent instead of a second account, so registration answers the same whether or not the address has one. */
export function accountExistsMail(fullName: string, signInLink: string): MailContent {
  return layout({
    subject: 'You already have an account',
    greeting: `Kia ora ${fullName},`,
    paragraphs: [
      'Someone (probably you) tried to create an account with this email address, but you already have one. Nothing has been changed.',
    ],
    action: { label: 'Sign in', url: signInLink },
    after: ['If this was not you, you can ignore this email.'],
  });
}

export function passwordResetMail(fullName: string, link: string, validMinutes: number): MailContent {
  return layout({
    subject: 'Set a new password',
    greeting: `Kia ora ${fullName},`,
    paragraphs: ['We received a request to set a new password for your account.'],
    action: { label: 'Set a new password', url: link },
    after: [
      `This link works once and expires in ${validMinutes} minutes. Setting a new password signs you out everywhere else.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
  });
}
