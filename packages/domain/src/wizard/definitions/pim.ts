import { setPimMattersSchema, checkPim, UNANSWERED_PIM, type PimAnswers } from '../../forms/pim.js';
import { pimAnswerRows } from '../../forms/answers.js';
import { messages } from '../../messages.js';
import { pickMessages, typeIs, type SectionFormDefinition } from '../definition.js';
import { FORM_STEP_TITLES } from '../titles.js';

/** The PIM answers with the application type they are read for (what `GET` of the PIM form answers). */
type PimFormAnswers = PimAnswers & { appType: number };

/** The PIM question: a PIM-only application is asked which matters are involved instead. */
export const pim = {
  page: 'preApplicationAndPim',
  title: (typeCode) => (typeCode === 'pim' ? FORM_STEP_TITLES.pimOnlyQuestion : FORM_STEP_TITLES.pimQuestion),
  // The question is too long for a list of pages: named by its subject there.
  name: (typeCode) => (typeCode === 'pim' ? 'PIM matters' : 'PIM (Project Information Memorandum)'),
  required: (ctx) => typeIs(ctx, 'bc', 'pim'),
  schema: setPimMattersSchema,
  messages: pickMessages(messages, 'pimUnanswered', 'pimNoMatters'),
  keptBy: 'sections',
  read: (stored) => ({ ...(stored.pim ?? UNANSWERED_PIM), appType: stored.applicationType }),
  check: (answers, mode) => checkPim(answers.appType, answers, mode),
  summary: (answers) => pimAnswerRows(answers, answers.appType),
  // A PIM on its own names a matter; any other type answers "no PIM" by staying a building consent (type 2).
  testAnswers: (app) =>
    app.applicationType === 1
      ? [{ post: '/ajax/set_pimmatters', body: { app_id: app.appId, pim_classes: [1], notes: '' } }]
      : [{ post: '/access/app', body: { action: 'edit', appId: app.appId, data: { type: 2 } } }],
} satisfies SectionFormDefinition<PimFormAnswers>;
