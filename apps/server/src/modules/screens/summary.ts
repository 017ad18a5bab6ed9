import {
  cardPaymentsContract,
  contactsContract,
  documentsContract,
  financeContract,
  isPageRequired,
  isStoredForm,
  lifecycleContract,
  locationsContract,
  moneyContract,
  projectContract,
  regionalCouncilFormShown,
  requiredPages,
  sharingContract,
  singlePageFormOf,
  statutoryDocumentsContract,
  storedDefinition,
  visibleForms,
  wizardContract,
  type ContractRoute,
  type StoredForm,
} from '@consent/domain';
import { AppError } from '../../http/errors.js';
import type { ApplicationAccess } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import type { CouncilService } from '../councils/service.js';
import type { ContactService } from '../contacts/service.js';
import type { DocumentService } from '../documents/service.js';
import type { LifecycleService } from '../lifecycle/service.js';
import type { LocationService } from '../locations/service.js';
import type { CardPaymentService } from '../money/cardPayments.js';
import type { CreditNoteService } from '../money/creditNotes.js';
import type { EstimateService } from '../money/estimates.js';
import type { InvoiceService } from '../money/invoices.js';
import type { MoneyRulesService } from '../money/release.js';
import type { ProjectService } from '../project/service.js';
import type { SharingService } from '../sharing/service.js';
import type { StatutoryDocumentService } from '../statutoryDocuments/service.js';
import type { WizardService } from '../wizard/service.js';
import { applicantView } from '../lifecycle/applicantView.js';
import { applicantList } from '../statutoryDocuments/applicantList.js';
import { contextOf } from '../wizard/context.js';

/** The services whose parts the screen shows, each read through its own module. */
export interface SummaryScreenServices {
  councils: CouncilService;
  lifecycle: LifecycleService;
  moneyRules: MoneyRulesService;
  estimates: EstimateService;
  sharing: SharingService;
  wizard: WizardService;
  locations: LocationService;
  project: ProjectService;
  contacts: ContactService;
  documents: DocumentService;
  invoices: InvoiceService;
  cardPayments: CardPaymentService;
  creditNotes: CreditNoteService;
  statutoryDocuments: StatutoryDocumentService;
}
export type SummaryScreen = ReturnType<typeof createSummaryScreen>;
/** A part's answer as its own route gives it, and a stored form's version (that route's Form-Version header). */
export interface ScreenPart {
  answer: object;
  version?: number;
}

/**
 * Check your answers and the application page in one read (issue 33.2, ADR 0091): one access check, then each part
 * that applies to the application from its own module's service, answered as that part's own route answers it.
 */
export function createSummaryScreen(access: ApplicationAccess, s: SummaryScreenServices) {
  return async function summaryParts(user: SessionUser, appId: number): Promise<Record<string, ScreenPart>> {
    const row = await access.access(user, appId, 'read');
    // Every service's own access() of this application answers the row just checked, with no second read.
    const held = access.holding(user, row);
    const { council, config } = await s.councils.withConfig(row.councilId);
    const ctx = contextOf(row, user, config);
    const forms = singlePageFormOf(row.param) ? [] : requiredPages(ctx).flatMap((page) => visibleForms(page, ctx));
    const parts: [ContractRoute, () => Promise<ScreenPart>][] = [];
    const add = (route: ContractRoute, answer: () => Promise<object>) =>
      parts.push([route, async () => success(await answer())]);

    add(lifecycleContract.view, () => applicantView(s.lifecycle, row));
    add(financeContract.moneyStatus, () => s.moneyRules.applicantStatus(held, appId));
    add(moneyContract.feeEstimate, () => s.estimates.estimate(held, appId));
    add(sharingContract.people, async () => ({ people: await s.sharing.people(held, appId) }));
    for (const form of forms) {
      if (isStoredForm(form)) storedParts(form);
      else if (form === 'siteLocation')
        add(locationsContract.parcelData, () => s.locations.parcelData(held, appId, false));
      else if (form === 'project') {
        add(projectContract.load, () => s.project.load(held, appId));
        add(projectContract.schedules, () => s.project.schedules(held, appId));
      } else if (form === 'contacts') add(contactsContract.form, () => s.contacts.form(held, appId));
      else if (form === 'attachments') add(documentsContract.list, () => s.documents.list(held, appId));
    }
    if (forms.includes('plg') && regionalCouncilFormShown(council.isRegional, isPageRequired('plg', ctx)))
      add(wizardContract.ecan, () => s.wizard.ecan(held, appId));
    // A submitted application's money and documents: a draft's page shows none.
    if (row.completed) {
      add(moneyContract.invoices, () => s.invoices.list(held, appId));
      add(cardPaymentsContract.cardPaymentOption, () => s.cardPayments.option(held, appId));
      add(cardPaymentsContract.creditNotes, () => s.creditNotes.list(held, appId));
      add(statutoryDocumentsContract.list, () => applicantList(s.statutoryDocuments, row.id));
    }

    /** A stored form's first load and its parts' loads, from one read of its answers and version. */
    function storedParts(form: StoredForm) {
      const [first, ...others] = storedDefinition(form).store.load;
      let loaded: ReturnType<typeof s.wizard.loadVersioned> | undefined;
      for (const load of [first, ...others.filter((call) => call.part)])
        parts.push([
          load.route,
          async () => {
            const { answers, version } = await (loaded ??= s.wizard.loadVersioned(held, appId, form));
            return { answer: { result: 'success', ...load.answer(answers) }, version };
          },
        ]);
    }

    const answered = await Promise.all(
      parts.map(async ([route, read]) => [route.path, await orRefused(read)] as const),
    );
    return Object.fromEntries(answered.filter((entry): entry is [string, ScreenPart] => entry[1] !== undefined));
  };
}

/** A part's answer as its own route's success answers it. */
export const success = (answer: object): ScreenPart => ({ answer: { result: 'success', ...answer } });

/**
 * A part its own route would refuse (a 4xx: not for this application now) is left out, and the screen asks its own
 * route, which says why; anything else fails the whole read.
 */
export async function orRefused(read: () => Promise<ScreenPart>): Promise<ScreenPart | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return undefined;
    throw error;
  }
}
