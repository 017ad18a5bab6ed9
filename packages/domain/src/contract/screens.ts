import { z } from 'zod';
import { appIdParamsSchema } from '../api.js';
import { STORED_FORMS, storedDefinition } from '../wizard/registry.js';
import { cardPaymentsContract } from './cardPayments.js';
import { contactsContract } from './contacts.js';
import { councilWorkspaceContract } from './councilWorkspace.js';
import { documentsContract } from './documents.js';
import { financeContract } from './finance.js';
import { lifecycleContract } from './lifecycle.js';
import { locationsContract } from './locations.js';
import { moneyContract } from './money.js';
import { projectContract } from './project.js';
import { route, successResult, type ContractRoute } from './route.js';
import { sharingContract } from './sharing.js';
import { statutoryDocumentsContract } from './statutoryDocuments.js';
import { wizardContract } from './wizard.js';

/**
 * Each stored form's loads check your answers reads it through: its first load and the loads of a part of it
 * (the web's `sectionAnswers`), from the forms' definitions.
 */
const storedFormLoads: ContractRoute[] = STORED_FORMS.flatMap((form) => {
  const [first, ...others] = storedDefinition(form).store.load;
  return [first.route, ...others.filter((load) => load.part).map((load) => load.route)];
});

/**
 * What check your answers and the application page show, each part as its own GET route answers it (ADR 0091):
 * the application's life, money, fee estimate, people, every form's answers, and once submitted its invoices, card
 * payment option, credit notes and statutory documents.
 */
export const SUMMARY_SCREEN_PARTS: readonly ContractRoute[] = [
  lifecycleContract.view,
  financeContract.moneyStatus,
  moneyContract.feeEstimate,
  sharingContract.people,
  ...storedFormLoads,
  locationsContract.parcelData,
  projectContract.load,
  projectContract.schedules,
  contactsContract.form,
  documentsContract.list,
  wizardContract.ecan,
  moneyContract.invoices,
  cardPaymentsContract.cardPaymentOption,
  cardPaymentsContract.creditNotes,
  statutoryDocumentsContract.list,
];

/**
 * What the council application shows of its application, each part as its own GET route answers it (ADR 0091): the
 * application, every page's answers, the money status, invoices and credit notes.
 */
export const COUNCIL_APPLICATION_SCREEN_PARTS: readonly ContractRoute[] = [
  councilWorkspaceContract.application,
  councilWorkspaceContract.answers,
  financeContract.councilMoneyStatus,
  moneyContract.councilInvoices,
  cardPaymentsContract.councilCreditNotes,
];

/** A part's answer as its own route gives it, and a stored form's version (its route's Form-Version header). */
const partSchema = (part: ContractRoute) =>
  z.object({ answer: part.response, version: z.number().int().nonnegative().optional() }).optional();
/** The parts that applied, each under its own route's path. */
const partsSchema = (parts: readonly ContractRoute[]) =>
  z.object(Object.fromEntries(parts.map((part) => [part.path, partSchema(part)])));

/** The screens that show many parts of an application, each in one call (issue 33.2, ADR 0091). */
export const screensContract = {
  /**
   * Check your answers and the application page in one call, under the one access check: each part that applies
   * to this application, keyed by its own route's path (a hidden form's, or a draft's invoices, are left out).
   */
  summary: route({
    method: 'GET',
    path: '/api/applications/:appId/summary-screen',
    params: appIdParamsSchema,
    response: z.object({
      result: successResult,
      parts: partsSchema(SUMMARY_SCREEN_PARTS),
    }),
  }),
  /**
   * The council application in one call, under the council's one access check (another council's staff, or an
   * applicant, 404): logged as the two staff reads its parts are, opening the application and reading the answers.
   */
  councilApplication: route({
    method: 'GET',
    path: '/api/council/applications/:appId/screen',
    params: appIdParamsSchema,
    response: z.object({ result: successResult, parts: partsSchema(COUNCIL_APPLICATION_SCREEN_PARTS) }),
  }),
};
