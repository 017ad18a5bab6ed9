import { checkPerson, personDetailSchema } from '../../forms/applicant.js';
import { personAnswerRows } from '../../forms/answers.js';
import { isAgent } from '../../constants.js';
import { typeIs, type SectionFormDefinition } from '../definition.js';
import { FORM_STEP_TITLES } from '../titles.js';
import { PERSON_MESSAGES, personAnswers, type PersonAnswers } from './person.js';

/** Owner's Detail: asked unless a CPU, when the applicant's own details are missing, the role is unanswered or an agent applies. */
export const ownerDetails = {
  page: 'ownerDetails',
  title: () => FORM_STEP_TITLES.ownerDetail,
  name: () => FORM_STEP_TITLES.ownerDetail,
  required: (ctx) => !typeIs(ctx, 'cpu') && (ctx.userDetailsMissing || !ctx.roleCompleted || isAgent(ctx.role)),
  schema: personDetailSchema,
  messages: PERSON_MESSAGES,
  keptBy: 'sections',
  read: (stored) => personAnswers(stored, stored.ownerDetails),
  check: (answers, mode) =>
    checkPerson(answers.data, mode, { who: 'owner', streetRequired: answers.streetAddressRequired }),
  summary: (answers) => personAnswerRows(answers.data),
} satisfies SectionFormDefinition<PersonAnswers>;
