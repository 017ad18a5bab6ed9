import { checkMisc, EMPTY_MISC, miscDataSchema, type MiscData } from '../../forms/misc.js';
import { miscAnswerRows } from '../../forms/answers.js';
import { formMessages } from '../../messages.js';
import { pickMessages, typeIs, type SectionFormDefinition } from '../definition.js';
import { FORM_STEP_TITLES } from '../titles.js';

/** Miscellaneous Information: asked of a building consent and its kin, not of a PIM, amendment, CoA, CCC, CPU or resource consent. */
export const miscInfo = {
  page: 'miscInfo',
  title: () => FORM_STEP_TITLES.miscellaneousInformation,
  name: () => FORM_STEP_TITLES.miscellaneousInformation,
  required: (ctx) => !typeIs(ctx, 'pim', 'abc', 'ca', 'ccc', 'cpu', 'rc'),
  schema: miscDataSchema,
  messages: pickMessages(
    formMessages,
    'disasterUnanswered',
    'disasterChoose',
    'disasterOther',
    'dogsUnanswered',
    'poolUnanswered',
    'serviceConnectionUnanswered',
  ),
  keptBy: 'sections',
  read: (stored) => stored.misc ?? EMPTY_MISC,
  check: (answers, mode) => checkMisc(answers, mode),
  summary: (answers) => miscAnswerRows(answers),
} satisfies SectionFormDefinition<MiscData>;
