import { z } from 'zod';
import { finalInvoiceInputSchema } from '../money/finalInvoice.js';
import { GRANT_NOTICE_KEYS } from '../statutoryDocuments/notices.js';
import { STATUTORY_DOCUMENT_KINDS } from '../statutoryDocuments/kinds.js';
import { requiredInspectionsSchema } from '../inspections/schemas.js';
import { lifecycleMessages as m, CONSENT_NUMBER_MAX, RETURN_ITEM_MAX, LIFECYCLE_TEXT_MAX } from './messages.js';

/**
 * What each transition needs (issue 18 point 3), as the one definition of the JSON `details` recorded with its
 * event. Text is trimmed before it is checked, so a reason of spaces is no reason.
 */
const text = (message: string, tooLong: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);
const documentId = z.number().int().positive();

export const returnDetailsSchema = z.strictObject({
  /** Reasons per item: what is incomplete (a page, a document, a question) and why. */
  items: z
    .array(
      z.strictObject({
        item: text(m.returnItemRequired, m.returnItemTooLong, RETURN_ITEM_MAX),
        reason: text(m.returnReasonRequired, m.returnReasonTooLong, LIFECYCLE_TEXT_MAX),
      }),
      {
        error: m.returnItemsRequired,
      },
    )
    .min(1, m.returnItemsRequired),
});

export const acceptDetailsSchema = z.strictObject({
  /** The council's consent number; its format is the council's (made by the council module, not here). */
  consentNumber: text(m.consentNumberRequired, m.consentNumberTooLong, CONSENT_NUMBER_MAX),
});

const requestItemSchema = z.strictObject({
  text: text(m.requestItemRequired, m.requestItemTooLong, LIFECYCLE_TEXT_MAX),
  /** Optionally the wizard page or the document type the item is about, so the applicant lands in the right place. */
  page: z.string().trim().min(1).max(100).optional(),
  documentType: z.string().trim().min(1).max(100).optional(),
});

export const requestInformationDetailsSchema = z.strictObject({
  items: z.array(requestItemSchema, { error: m.requestItemsRequired }).min(1, m.requestItemsRequired),
});

const informationAnswerSchema = z
  .strictObject({
    /** The index of the request's item this answers. */
    item: z.number().int().min(0),
    text: z.string().trim().max(5000).optional(),
    documentIds: z.array(documentId).max(50).optional(),
  })
  .refine((a) => Boolean(a.text) || Boolean(a.documentIds?.length), m.answerEmpty);
export type InformationAnswer = z.infer<typeof informationAnswerSchema>;

export const provideInformationDetailsSchema = z.strictObject({
  answers: z.array(informationAnswerSchema, { error: m.answersRequired }).min(1, m.answersRequired),
});

const pimLines = z.array(text(m.pimLineEmpty, m.pimLineTooLong, LIFECYCLE_TEXT_MAX)).max(50);

/**
 * The statement an officer makes when issuing a CCC: every inspection the consent requires has passed, or the
 * certificate is issued regardless, which needs the reason why (issue 32.5).
 */
export const cccIssueSchema = z
  .strictObject({
    inspections: z.enum(['allPassed', 'issueRegardless'], { error: m.cccInspectionsRequired }),
    reason: z.string().trim().max(LIFECYCLE_TEXT_MAX, m.cccReasonTooLong).optional(),
  })
  .refine((c) => c.inspections === 'allPassed' || Boolean(c.reason), {
    message: m.cccReasonRequired,
    path: ['reason'],
  });
export type CccIssueStatement = z.infer<typeof cccIssueSchema>;

/** The documents a decision issued, set by the server (never the browser's): each one's kind and SHA-256. */
const issuedDocumentsSchema = z
  .array(z.strictObject({ kind: z.enum(STATUTORY_DOCUMENT_KINDS), sha256: z.string().regex(/^[0-9a-f]{64}$/) }))
  .max(STATUTORY_DOCUMENT_KINDS.length)
  .optional();

export const grantDetailsSchema = z.strictObject({
  conditions: z
    .array(text(m.conditionEmpty, m.conditionTooLong, LIFECYCLE_TEXT_MAX))
    .max(100)
    .optional(),
  /** The uploaded decision document, when the council attaches one. */
  decisionDocumentId: documentId.optional(),
  /** The notices the officer ticked where they apply (issue 32.1): printed on the building consent. */
  notices: z.array(z.enum(GRANT_NOTICE_KEYS)).max(GRANT_NOTICE_KEYS.length).optional(),
  /** The inspections the consent requires, from the council's list, with the officer's notes (issue 32.2). */
  inspections: requiredInspectionsSchema.optional(),
  /** The building consent the grant issued, set by the server (never the browser's): its form and SHA-256. */
  issuedDocument: z.strictObject({ form: z.literal(5), sha256: z.string().regex(/^[0-9a-f]{64}$/) }).optional(),
  /** What a PIM tells the owner (s35, issue 32.1): printed on form 4 for a PIM or a building consent with one. */
  pim: z
    .strictObject({
      landFeatures: pimLines.optional(),
      utilitySystems: pimLines.optional(),
      authorisations: pimLines.optional(),
    })
    .optional(),
  /** A code compliance certificate's issue (issue 32.5): the officer's statement on the required inspections. */
  ccc: cccIssueSchema.optional(),
  issuedDocuments: issuedDocumentsSchema,
  /** What the final invoice bills beyond the schedule (issue 31 point 4): processing hours and inspections. */
  invoice: finalInvoiceInputSchema.optional(),
});

export const refuseDetailsSchema = z.strictObject({
  reasons: z
    .array(text(m.reasonEmpty, m.reasonTooLong, LIFECYCLE_TEXT_MAX), { error: m.refuseReasonsRequired })
    .min(1, m.refuseReasonsRequired),
  issuedDocuments: issuedDocumentsSchema,
});

/** Submitting, resubmitting and withdrawing need nothing; a short note on why is kept when given. */
export const noteDetailsSchema = z.strictObject({ note: z.string().trim().max(2000).optional() });

/**
 * The documents a transition's details name (answers' uploads, a decision document): the server checks each is
 * the application's own before recording, so an event never points at another application's file.
 */
export function documentIdsIn(details: unknown): number[] {
  const d = (details ?? {}) as { answers?: { documentIds?: number[] }[]; decisionDocumentId?: number };
  return [
    ...(d.answers ?? []).flatMap((a) => a.documentIds ?? []),
    ...(d.decisionDocumentId === undefined ? [] : [d.decisionDocumentId]),
  ];
}
