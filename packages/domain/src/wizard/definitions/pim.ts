import { z } from 'zod';
import { APPLICATION_TYPE } from '../../applicationTypes.js';
import { successResult } from '../../contract/route.js';
import { checkPim, pimAnswersSchema, setPimMattersSchema, UNANSWERED_PIM, type PimAnswers } from '../../forms/pim.js';
import { PIM_MATTERS } from '../../forms/lists.js';
import { STORED_FORM_SUMMARIES } from '../formSummaries.js';
import { messages } from '../../messages.js';
import { pickMessages, type StoredFormDefinition } from '../definition.js';
import { bodySaveCall, loadCall } from '../storeCalls.js';
import { FORM_PARTS } from '../formParts.js';

/** The PIM answers with the application type they are read for (what `GET` of the PIM form answers). */
type PimFormAnswers = PimAnswers & { appType: number };

/** What the PIM's load answers: its answers read for the application's type, and the matters offered. */
const pimLoadSchema = z.object({
  result: successResult,
  appType: z.number(),
  answered: z.boolean(),
  pimClasses: z.array(z.number()),
  notes: z.string(),
  /** The matters offered (PIM_MATTERS). */
  pim_classes: z.array(z.object({ id: z.number(), name: z.string() })).readonly(),
});

/** The PIM question: a PIM-only application is asked which matters are involved instead. */
export const pim = {
  ...FORM_PARTS.pim,
  schema: pimAnswersSchema,
  messages: pickMessages(messages, 'pimUnanswered', 'pimNoMatters'),
  keptBy: 'sections',
  // A type 4 application was created with a PIM: its question is answered "yes" by its type.
  answers: (saved, application) => ({
    ...saved,
    answered: saved.answered || application.applicationType === APPLICATION_TYPE.BUILDING_CONSENT_WITH_PIM,
    appType: application.applicationType,
  }),
  // The spec's load answers the answers beside the matters offered; its save names the application in its body
  // only, and saving matters answers the question (spec point 4). The question's "no" is the type, set by
  // `/access/app`, which answers it in the store too.
  store: {
    empty: UNANSWERED_PIM,
    load: [
      loadCall(
        { path: '/obca/ajaxform/apptype/:appId', response: pimLoadSchema },
        ({ appType, answered, pimClasses, notes }: PimFormAnswers) => ({
          appType,
          answered,
          pimClasses,
          notes,
          pim_classes: PIM_MATTERS,
        }),
        STORED_FORM_SUMMARIES.pim.back,
      ),
    ],
    save: bodySaveCall({ path: '/ajax/set_pimmatters', body: setPimMattersSchema }, (body) => ({
      appId: body.app_id,
      answers: { answered: true, pimClasses: body.pim_classes, notes: body.notes },
      validation_mode: body.validation_mode,
    })),
  },
  check: (answers, mode) => checkPim(answers.appType, answers, mode),
  summary: STORED_FORM_SUMMARIES.pim.rows,
  // A PIM on its own names a matter; any other type answers "no PIM" by staying a building consent (type 2).
  testAnswers: (app) =>
    app.applicationType === 1
      ? [{ post: '/ajax/set_pimmatters', body: { app_id: app.appId, pim_classes: [1], notes: '' } }]
      : [{ post: '/access/app', body: { action: 'edit', appId: app.appId, data: { type: 2 } } }],
} satisfies StoredFormDefinition<PimFormAnswers, PimAnswers>;
