import { checkNeedAgent, checkPerson, EMPTY_PERSON, personDetailSchema } from '../../forms/applicant.js';
import { agentAnswerRows } from '../../forms/answers.js';
import type { YesNo } from '../../forms/common.js';
import { isAgent } from '../../constants.js';
import { formMessages } from '../../messages.js';
import type { SectionFormDefinition } from '../definition.js';
import { FORM_STEP_TITLES } from '../titles.js';
import { PERSON_MESSAGES, personAnswers, type PersonAnswers } from './person.js';
import { TEST_PERSON } from './testValues.js';

/**
 * Agent's Detail, with the 'Need Agent' question: that question has no rule of its own in spec point 5, so it is
 * part of this form rather than a form of its own. No agent needed, no agent's details to check.
 */
export const agentDetails = {
  page: 'agentDetails',
  title: () => FORM_STEP_TITLES.agentDetail,
  name: () => FORM_STEP_TITLES.agentDetail,
  required: (ctx) => ctx.userDetailsMissing && isAgent(ctx.role),
  schema: personDetailSchema,
  messages: { ...PERSON_MESSAGES, needAgentUnanswered: formMessages.needAgentUnanswered },
  keptBy: 'sections',
  read: (stored) => ({
    ...personAnswers(stored, stored.agentDetails ?? EMPTY_PERSON),
    needagent: (stored.needAgent ?? '') as YesNo,
  }),
  check(answers, mode) {
    const problems = checkNeedAgent(answers.needagent, mode);
    if (problems.length || answers.needagent === 'no') return problems;
    return checkPerson(answers.data, mode, { who: 'agent', streetRequired: answers.streetAddressRequired });
  },
  summary: (answers) => agentAnswerRows(answers.needagent, answers.data),
  testAnswers: () => [
    { post: '/obca/ajax/needagent/:appId', body: { needagent: 'yes' } },
    { post: '/obca/ajax/agent/:appId', body: { data: TEST_PERSON, step: 5 } },
  ],
} satisfies SectionFormDefinition<PersonAnswers & { needagent: YesNo }>;
