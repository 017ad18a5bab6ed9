import type { MailAttachment } from '../../db/schema.js';

/** The product's name as mails give it. */
const PRODUCT = 'Building consent applications';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Small text files sent with it (an inspection booking's .ics, issue 32.4). */
  attachments?: MailAttachment[];
}

interface Layout {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Further links, after the main action (a receipt's PDF). */
  links?: { label: string; url: string }[];
  after?: string[];
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Every mail has the same two parts: plain text for any client, and simple HTML with the same words. */
export function layout({ subject, greeting, paragraphs, action, links = [], after = [] }: Layout): MailContent {
  const actions = [action, ...links];
  const text = [greeting, ...paragraphs, ...actions.map((a) => `${a.label}: ${a.url}`), ...after, `— ${PRODUCT}`].join(
    '\n\n',
  );
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = [
    '<!doctype html><html lang="en"><body style="font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5">',
    p(greeting),
    ...paragraphs.map(p),
    ...actions.map((a) => `<p><a href="${escapeHtml(a.url)}">${escapeHtml(a.label)}</a></p>`),
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
    after: [
      `This link works once and expires in ${validHours} hours. If you did not create an account, ignore this email.`,
    ],
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

/** To whoever grants the multiproof function: who asked, and why, with a link to answer them. */
export function multiproofRequestMail(applicant: { fullName: string; email: string }, reason: string): MailContent {
  return layout({
    subject: `Request to activate the multiproof function: ${applicant.fullName}`,
    greeting: 'Kia ora,',
    paragraphs: [
      `${applicant.fullName} (${applicant.email}) asks to use the multiproof function (Activate Multiproof Function).`,
      `Their reason: ${reason}`,
    ],
    action: { label: `Reply to ${applicant.fullName}`, url: `mailto:${applicant.email}` },
    after: [
      'Once the function is turned on for their account, they can start multiproof applications from the main page.',
    ],
  });
}

interface ReceiptFacts {
  fullName: string;
  /** The application's reference: its number (and building consent number once the council gives one). */
  reference: string;
  typeName: string;
  siteAddress: string | null;
  councilName: string;
  summaryLink: string;
  pdfLink: string;
}

/** The submission receipt (issue 19.2): what was sent, where to, and where to see it again. */
export function submissionReceiptMail(facts: ReceiptFacts): MailContent {
  return layout({
    subject: `Application ${facts.reference} submitted to ${facts.councilName}`,
    greeting: `Kia ora ${facts.fullName},`,
    paragraphs: [
      `Your ${facts.typeName} application has been submitted to ${facts.councilName}.`,
      `Reference: ${facts.reference}`,
      `Site address: ${facts.siteAddress ?? 'none given'}`,
      `Council: ${facts.councilName}`,
    ],
    action: { label: 'View your application', url: facts.summaryLink },
    links: [{ label: 'Download your application as a PDF', url: facts.pdfLink }],
    after: ['Keep this email: quote the reference when you contact the council about this application.'],
  });
}

/** The receipt of a resubmission after a return (issue 30.5): what the council asked for, and what changed since. */
export function resubmissionReceiptMail(
  facts: ReceiptFacts,
  resubmission: { asked: { item: string; reason: string }[]; changed: string[] },
): MailContent {
  return layout({
    subject: `Application ${facts.reference} resubmitted to ${facts.councilName}`,
    greeting: `Kia ora ${facts.fullName},`,
    paragraphs: [
      `Your ${facts.typeName} application has been resubmitted to ${facts.councilName} after it was returned as incomplete.`,
      ...(resubmission.asked.length
        ? ['The council had asked for:', ...resubmission.asked.map((a) => `- ${a.item}: ${a.reason}`)]
        : []),
      ...(resubmission.changed.length
        ? ['Changed since the return:', ...resubmission.changed.map((c) => `- ${c}`)]
        : ['No documents were uploaded since the return.']),
      `Reference: ${facts.reference}`,
      `Site address: ${facts.siteAddress ?? 'none given'}`,
      `Council: ${facts.councilName}`,
    ],
    action: { label: 'View your application', url: facts.summaryLink },
    links: [{ label: 'Download your application as a PDF', url: facts.pdfLink }],
    after: ['Keep this email: quote the reference when you contact the council about this application.'],
  });
}

/** An admin's invitation to join the council's staff (issue 18.1): the link works once, until it expires. */
export function councilInvitationMail(
  councilName: string,
  role: 'officer' | 'admin',
  invitedBy: string,
  link: string,
  validDays: number,
): MailContent {
  return layout({
    subject: `Join ${councilName} on ${PRODUCT}`,
    greeting: 'Kia ora,',
    paragraphs: [
      `${invitedBy} invites you to join ${councilName} as ${role === 'admin' ? 'an admin' : 'an officer'}, to process the building consent applications submitted to the council.`,
      'Open the link, then sign in with this email address, or create an account with it if you do not have one yet.',
    ],
    action: { label: `Join ${councilName}`, url: link },
    after: [
      `This link works once and expires in ${validDays} days. If you did not expect this invitation, ignore this email.`,
    ],
  });
}
