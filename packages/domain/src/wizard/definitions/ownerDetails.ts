import {
  checkPerson,
  EMPTY_PERSON,
  personDetailSchema,
  personSaveSchema,
  type PersonDetail,
} from '../../forms/applicant.js';
import { STORED_FORM_SUMMARIES } from '../formSummaries.js';
import { type StoredFormDefinition } from '../definition.js';
import { dataSave, loadCall } from '../storeCalls.js';
import { PERSON_MESSAGES, personAnswers, personLoadSchema, type PersonAnswers } from './person.js';
import { TEST_PERSON } from './testValues.js';
import { FORM_PARTS } from '../formParts.js';

/** Owner's Detail: asked unless a CPU, when the applicant's own details are missing, the role is unanswered or an agent applies. */
export const ownerDetails = {
  ...FORM_PARTS.ownerDetails,
  schema: personDetailSchema,
  messages: PERSON_MESSAGES,
  keptBy: 'sections',
  answers: (saved, application) => personAnswers(application, saved),
  store: {
    empty: EMPTY_PERSON,
    load: [
      loadCall(
        { path: '/obca/ajaxform/owner/:appId', response: personLoadSchema },
        (answers: PersonAnswers) => answers,
        STORED_FORM_SUMMARIES.ownerDetails.back,
      ),
    ],
    save: dataSave('/obca/ajax/owner/:appId', personSaveSchema),
  },
  check: (answers, mode) =>
    checkPerson(answers.data, mode, { who: 'owner', streetRequired: answers.streetAddressRequired }),
  summary: STORED_FORM_SUMMARIES.ownerDetails.rows,
  testAnswers: () => [{ save: { data: TEST_PERSON, step: 4 } }],
} satisfies StoredFormDefinition<PersonAnswers, PersonDetail>;
