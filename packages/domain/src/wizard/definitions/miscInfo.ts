import { checkMisc, EMPTY_MISC, miscDataSchema, miscSaveSchema, type MiscData } from '../../forms/misc.js';
import { STORED_FORM_SUMMARIES } from '../formSummaries.js';
import { formMessages } from '../../messages.js';
import { pickMessages, type StoredFormDefinition } from '../definition.js';
import { dataLoad, dataSave } from '../storeCalls.js';
import { FORM_PARTS } from '../formParts.js';

/** Miscellaneous Information: asked of a building consent and its kin, not of a PIM, amendment, CoA, CCC, CPU or resource consent. */
export const miscInfo = {
  ...FORM_PARTS.miscInfo,
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
  // Kept in the store of section forms under 'miscInfo', loaded and saved under the spec's paths (point 7).
  store: {
    empty: EMPTY_MISC,
    load: [
      dataLoad('/ajax/get_misc_data/:appId', miscDataSchema),
      dataLoad('/obca/ajaxform/otherinfo/:appId', miscDataSchema),
    ],
    save: dataSave('/obca/ajax/otherinfo/:appId', miscSaveSchema),
  },
  check: (answers, mode) => checkMisc(answers, mode),
  summary: STORED_FORM_SUMMARIES.miscInfo.rows,
  testAnswers: () => [
    { save: { data: { disaster_related: 'no', has_dogs: 'no', has_swimming_pool: 'no', service_connection: 'no' } } },
  ],
} satisfies StoredFormDefinition<MiscData>;
