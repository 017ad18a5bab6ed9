import { z } from 'zod';
import {
  checkNeedAgent,
  checkPerson,
  EMPTY_PERSON,
  needAgentSchema,
  personDetailSchema,
  personSaveSchema,
  type PersonDetail,
} from '../../forms/applicant.js';
import { agentNeedPart, STORED_FORM_SUMMARIES } from '../formSummaries.js';
import { YES_NO, type YesNo } from '../../forms/common.js';
import { successResult } from '../../contract/route.js';
import { formMessages } from '../../messages.js';
import type { StoredFormDefinition } from '../definition.js';
import { loadCall, partLoad, partSaveCall, type TakenPart } from '../storeCalls.js';
import { PERSON_MESSAGES, personAnswers, personLoadSchema, type PersonAnswers } from './person.js';
import { TEST_PERSON } from './testValues.js';
import { FORM_PARTS } from '../formParts.js';

/** The agent's form as saved: the agent's details and the "Need Agent" answer, each saved by its own call. */
const agentSavedSchema = z.object({ data: personDetailSchema, needagent: z.enum(YES_NO) });
type AgentSaved = { data: PersonDetail; needagent: YesNo };
type AgentAnswers = PersonAnswers & { needagent: YesNo };

/**
 * Agent's Detail, with the 'Need Agent' question: that question has no rule of its own in spec point 5, so it is
 * part of this form rather than a form of its own. No agent needed, no agent's details to check.
 */
export const agentDetails = {
  ...FORM_PARTS.agentDetails,
  schema: agentSavedSchema,
  messages: { ...PERSON_MESSAGES, needAgentUnanswered: formMessages.needAgentUnanswered },
  keptBy: 'sections',
  answers: (saved, application) => ({ ...personAnswers(application, saved.data), needagent: saved.needagent }),
  // The spec's two loads and two saves, each of its own part: the details, and the "Need Agent" answer (point 7).
  store: {
    empty: { data: EMPTY_PERSON, needagent: '' },
    load: [
      loadCall(
        { path: '/obca/ajaxform/agent/:appId', response: personLoadSchema },
        ({ data, streetAddressRequired }: AgentAnswers) => ({ data, streetAddressRequired }),
        // Its "Need Agent" answer is the second load's, merged over this one (check your answers reads both).
        STORED_FORM_SUMMARIES.agentDetails.back,
      ),
      partLoad(
        {
          path: '/obca/ajaxform/needagent/:appId',
          response: z.object({ result: successResult, needagent: z.enum(YES_NO) }),
        },
        ({ needagent }: AgentAnswers) => ({ needagent }),
        agentNeedPart,
      ),
    ],
    save: partSaveCall({ path: '/obca/ajax/agent/:appId', body: personSaveSchema }, (body): TakenPart<AgentSaved> => ({
      part: { data: body.data },
      validation_mode: body.validation_mode,
      step: body.step,
    })),
    more: [
      partSaveCall({ path: '/obca/ajax/needagent/:appId', body: needAgentSchema }, (body): TakenPart<AgentSaved> => ({
        part: { needagent: body.needagent },
        validation_mode: body.validation_mode,
      })),
    ],
  },
  /** Each part's rules, both always: a save of one part reports that part's problems (its fields) only. */
  check(answers, mode) {
    const problems = checkNeedAgent(answers.needagent, mode);
    if (answers.needagent === 'no') return problems;
    return [
      ...problems,
      ...checkPerson(answers.data, mode, { who: 'agent', streetRequired: answers.streetAddressRequired }),
    ];
  },
  summary: STORED_FORM_SUMMARIES.agentDetails.rows,
  testAnswers: () => [
    { post: '/obca/ajax/needagent/:appId', body: { needagent: 'yes' } },
    { post: '/obca/ajax/agent/:appId', body: { data: TEST_PERSON, step: 5 } },
  ],
} satisfies StoredFormDefinition<AgentAnswers, AgentSaved>;
