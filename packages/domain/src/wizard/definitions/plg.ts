import { checkPlg, EMPTY_PLG, plgDataSchema, plgSaveSchema, type PlgData } from '../../forms/plg.js';
import { STORED_FORM_SUMMARIES } from '../formSummaries.js';
import { formMessages } from '../../messages.js';
import { pickMessages, type StoredFormDefinition } from '../definition.js';
import { dataLoad, dataSave } from '../storeCalls.js';
import { FORM_PARTS } from '../formParts.js';

/**
 * FORM PLG 1: a PIM asks it where the council says so (enablePIMOnlyPLG1); an amendment, CoA, CCC or CPU never.
 * The regional-council form shows beside it (legacy step 12 moves on to 13), by the council, not by a rule of its own.
 */
export const plg = {
  ...FORM_PARTS.plg,
  schema: plgDataSchema,
  messages: pickMessages(
    formMessages,
    'changeUseUnanswered',
    'disturbSoilUnanswered',
    'hailLandUnanswered',
    'nesAssessmentUnanswered',
    'nesDateMissing',
    'nesDateFuture',
    'realDate',
  ),
  keptBy: 'sections',
  // The spec's two loads, the web's first, and its save (point 7).
  store: {
    empty: EMPTY_PLG,
    load: [dataLoad('/ajax/get_plg_data/:appId', plgDataSchema), dataLoad('/obca/ajaxform/plg1/:appId', plgDataSchema)],
    save: dataSave('/obca/ajax/plg1/:appId', plgSaveSchema),
  },
  check: (answers, mode, env) => checkPlg(answers, mode, env.today),
  summary: STORED_FORM_SUMMARIES.plg.rows,
  // With the regional council's form beside it where the council is one (its dam, rated high, works today).
  testAnswers: (app) => [
    { save: { data: { change_use: 'no', disturb_soil: 'no', hail_land: 'no' } } },
    ...(app.regionalCouncilForm
      ? [
          {
            post: '/obca/ajax/ecan/:appId',
            body: { data: { dam_name: 'Opuha Dam', dam_classification: 'high', works_date: app.today } },
          },
        ]
      : []),
  ],
} satisfies StoredFormDefinition<PlgData>;
