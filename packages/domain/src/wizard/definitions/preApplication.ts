import {
  checkPreApplication,
  preApplicationFromRef,
  preApplicationSchema,
  setPreAppRefSchema,
  UNANSWERED_PRE_APPLICATION,
  type PreApplication,
} from '../../forms/preApplication.js';
import { STORED_FORM_SUMMARIES } from '../formSummaries.js';
import { messages } from '../../messages.js';
import { pickMessages, type StoredFormDefinition } from '../definition.js';
import { saveCall, spreadLoad } from '../storeCalls.js';
import { FORM_PARTS } from '../formParts.js';

/** Pre-application Meeting: asked of a building consent or PIM where the council has meetings. */
export const preApplication = {
  ...FORM_PARTS.preApplication,
  schema: preApplicationSchema,
  messages: pickMessages(
    messages,
    'preAppEnterReference',
    'preAppUnanswered',
    'preAppInvalidReference',
    'preAppReferenceNotFound',
  ),
  keptBy: 'sections',
  // The spec's load answers the answers themselves; its save takes a reference, '0' for "no meeting" (point 3).
  store: {
    empty: UNANSWERED_PRE_APPLICATION,
    load: [spreadLoad('/obca/ajaxform/getRefNo/:appId', preApplicationSchema)],
    save: saveCall({ path: '/ajax/set_preapp_ref/:appId', body: setPreAppRefSchema }, (body) => ({
      answers: preApplicationFromRef(body.ref_number),
      validation_mode: body.validation_mode,
    })),
  },
  /** A reference must also exist in the council's meetings, asked in mode 'all' only (as the save asks it). */
  async check(pre, mode, env) {
    const answer = !pre.preAppAnswered ? '' : pre.haveRefNumber ? 'yes' : 'no';
    const problems = checkPreApplication(answer, pre.refNumber ?? '', mode);
    if (problems.length || mode !== 'all' || answer !== 'yes') return problems;
    return (await env.referenceExists(pre.refNumber ?? ''))
      ? []
      : [{ field: 'ref_number', message: messages.preAppReferenceNotFound }];
  },
  summary: STORED_FORM_SUMMARIES.preApplication.rows,
  testAnswers: () => [{ save: { ref_number: '0' } }],
} satisfies StoredFormDefinition<PreApplication>;
