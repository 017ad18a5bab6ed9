import type { CollaboratorRole } from '@consent/domain';
import { layout, type MailContent } from './templates.js';

/** What a mail about one application names (issue 19.1) and who it greets. */
export interface AboutApplication {
  fullName: string;
  reference: string;
  typeName: string;
  siteAddress: string | null;
  councilName: string;
  /** Where the application is opened in the product. */
  link: string;
}

const naming = (facts: Pick<AboutApplication, 'reference' | 'siteAddress' | 'councilName'>) => [
  `Reference: ${facts.reference}`,
  `Site address: ${facts.siteAddress ?? 'none given'}`,
  `Council: ${facts.councilName}`,
];
const open = (facts: AboutApplication) => ({ label: 'View your application', url: facts.link });

/** The council returned the application as incomplete (issue 19.2), with what to fix and why. */
export function returnedMail(facts: AboutApplication, items: { item: string; reason: string }[]): MailContent {
  return layout({
    subject: `Application ${facts.reference} returned as incomplete by ${facts.councilName}`,
    greeting: `Kia ora ${facts.fullName},`,
    paragraphs: [
      `${facts.councilName} has returned your ${facts.typeName} application as incomplete. Change what it lists below, then submit the application again.`,
      ...items.map((i) => `${i.item}: ${i.reason}`),
      ...naming(facts),
    ],
    action: open(facts),
  });
}

/** The council accepted the application for processing, giving its consent number. */
export function acceptedMail(facts: AboutApplication, consentNumber: string): MailContent {
  return layout({
    subject: `Application ${facts.reference} accepted by ${facts.councilName}: consent number ${consentNumber}`,
    greeting: `Kia ora ${facts.fullName},`,
    paragraphs: [
      `${facts.councilName} has accepted your ${facts.typeName} application for processing.`,
      `Consent number: ${consentNumber}`,
      ...naming(facts),
    ],
    action: open(facts),
    after: ['Quote the consent number when you contact the council about this application.'],
  });
}

/** The council asks for more information; the statutory clock stops until it is answered. */
export function informationRequestedMail(facts: AboutApplication, items: { text: string }[]): MailContent {
  return layout({
    subject: `${facts.councilName} needs more information for application ${facts.reference}`,
    greeting: `Kia ora ${facts.fullName},`,
    paragraphs: [
      `${facts.councilName} has asked for more information about your ${facts.typeName} application. Processing is paused until you answer every item:`,
      ...items.map((i, n) => `${n + 1}. ${i.text}`),
      ...naming(facts),
    ],
    action: open(facts),
  });
}

/** The council's decision: granted (with any conditions) or refused (with its reasons). */
export function decisionMail(
  facts: AboutApplication,
  decision: { granted: true; conditions: string[] } | { granted: false; reasons: string[] },
): MailContent {
  const word = decision.granted ? 'granted' : 'refused';
  const details = decision.granted
    ? decision.conditions.length
      ? ['Conditions:', ...decision.conditions.map((c) => `- ${c}`)]
      : []
    : ['Reasons:', ...decision.reasons.map((r) => `- ${r}`)];
  return layout({
    subject: `Application ${facts.reference} ${word} by ${facts.councilName}`,
    greeting: `Kia ora ${facts.fullName},`,
    paragraphs: [`${facts.councilName} has ${word} your ${facts.typeName} application.`, ...details, ...naming(facts)],
    action: open(facts),
  });
}

const ROLE_WORDS: Record<CollaboratorRole, string> = {
  editor: 'edit it (fill in pages and upload documents)',
  viewer: 'view it',
};

/** An invitation to collaborate (issue 19.6): who asks, on which application, as what, and the single-use link. */
export function invitationMail(
  facts: Omit<AboutApplication, 'fullName' | 'link'> & {
    inviterName: string;
    role: CollaboratorRole;
    link: string;
    validDays: number;
  },
): MailContent {
  return layout({
    subject: `${facts.inviterName} has shared application ${facts.reference} with you`,
    greeting: 'Kia ora,',
    paragraphs: [
      `${facts.inviterName} has invited you to ${ROLE_WORDS[facts.role]}: their ${facts.typeName} application to ${facts.councilName}.`,
      ...naming(facts),
      'If you do not have an account yet, you can create one from the link, with this email address.',
    ],
    action: { label: 'Accept the invitation', url: facts.link },
    after: [
      `This link works once and expires in ${facts.validDays} days. If you were not expecting it, ignore this email.`,
    ],
  });
}
