import { certTitleSchema, checkCertTitle, EMPTY_CERT_TITLE, type CertTitle } from '../../forms/certTitle.js';
import { certTitleAnswerRows } from '../../forms/answers.js';
import { formMessages } from '../../messages.js';
import { pickMessages, typeIs, type SectionFormDefinition } from '../definition.js';
import { FORM_STEP_TITLES } from '../titles.js';

/** Record of Title: asked with the site location, so not of a CCC or CPU. */
export const recordOfTitle = {
  page: 'siteLocationAndTitle',
  title: () => FORM_STEP_TITLES.recordOfTitle,
  name: () => FORM_STEP_TITLES.recordOfTitle,
  required: (ctx) => !typeIs(ctx, 'ccc', 'cpu'),
  schema: certTitleSchema,
  messages: pickMessages(formMessages, 'hasCertUnanswered', 'postcodeFormat'),
  keptBy: 'sections',
  read: (stored) => stored.certTitle ?? EMPTY_CERT_TITLE,
  check: (answers, mode) => checkCertTitle(answers, mode),
  summary: (answers) => certTitleAnswerRows(answers),
} satisfies SectionFormDefinition<CertTitle>;
