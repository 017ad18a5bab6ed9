import {
  certTitleAnswerSchema,
  certTitleSchema,
  checkCertTitle,
  EMPTY_CERT_TITLE,
  type CertTitle,
} from '../../forms/certTitle.js';
import { STORED_FORM_SUMMARIES } from '../formSummaries.js';
import { formMessages } from '../../messages.js';
import { pickMessages, type StoredFormDefinition } from '../definition.js';
import { saveCall, spreadLoad } from '../storeCalls.js';
import { FORM_PARTS } from '../formParts.js';

/** Record of Title: asked with the site location, so not of a CCC or CPU. */
export const recordOfTitle = {
  ...FORM_PARTS.recordOfTitle,
  schema: certTitleAnswerSchema,
  messages: pickMessages(formMessages, 'hasCertUnanswered', 'postcodeFormat'),
  keptBy: 'sections',
  // The spec's load answers the fields themselves; its save names them request_ct and postcode (point 7).
  store: {
    empty: EMPTY_CERT_TITLE,
    load: [spreadLoad('/obca/ajaxform/certtitle/:appId', certTitleAnswerSchema)],
    save: saveCall({ path: '/obca/ajax/ct/:appId', body: certTitleSchema }, (body) => ({
      appId: body.appId,
      answers: {
        has_cert: body.has_cert,
        request_ct_from_council: body.request_ct === 'y' ? 'y' : 'n',
        site_address_postcode: body.postcode,
      },
      validation_mode: body.validation_mode,
    })),
  },
  check: (answers, mode) => checkCertTitle(answers, mode),
  summary: STORED_FORM_SUMMARIES.recordOfTitle.rows,
  testAnswers: (app) => [{ save: { appId: app.appId, has_cert: 'yes', request_ct: 'n', postcode: '6011' } }],
} satisfies StoredFormDefinition<CertTitle>;
