import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Db, Executor } from './db/client.js';
import { createCompanyRegister } from './integrations/companies/index.js';
import { createLbpRegister } from './integrations/lbp/index.js';
import { createApplicationAccess } from './modules/applications/access.js';
import { createApplicationService } from './modules/applications/service.js';
import { createSubmissionService } from './modules/applications/submission.js';
import { createPasswordResetService } from './modules/auth/passwordReset.js';
import { createAccounts } from './modules/auth/accounts.js';
import { createAuthService } from './modules/auth/service.js';
import { createClientErrorService } from './modules/clientErrors/service.js';
import { createCompanyService } from './modules/companies/service.js';
import { createContactService } from './modules/contacts/service.js';
import { createCouncilMembersService } from './modules/council/admin/members.js';
import { createMultiproofPermissionService } from './modules/council/admin/multiproof.js';
import { createCouncilApiKeyService } from './modules/council/pullApi/keys.js';
import { createCouncilPullService } from './modules/council/pullApi/service.js';
import { createCouncilReadingService } from './modules/council/reading.js';
import { createCouncilWorkspaceService } from './modules/council/service.js';
import { createCouncilService } from './modules/councils/service.js';
import { createCouncilReportService } from './modules/reports/service.js';
import { createStaffAccessLogService } from './modules/council/accessLog/service.js';
import { createPrivacyCopyService } from './modules/privacy/service.js';
import { createAccountClosureAccounts } from './modules/auth/closure.js';
import { createDocumentRemoval } from './modules/documents/removal.js';
import { createAccountClosureService } from './modules/privacy/closure.js';
import { createDraftRetentionService } from './modules/privacy/retention.js';
import { createEstimateService } from './modules/money/estimates.js';
import { createFeeScheduleService } from './modules/money/feeSchedules.js';
import { feeEstimateSection } from './modules/money/pdfSection.js';
import { createPaymentService } from './modules/money/payments.js';
import { createCardPaymentService } from './modules/money/cardPayments.js';
import { createCreditNoteService } from './modules/money/creditNotes.js';
import { stripeFromSettings } from './modules/money/stripeCheckout.js';
import { recordInspectionEvent, recordMoneyEvent } from './modules/lifecycle/moneyEvents.js';
import { createInvoiceService, invoiceDepositOnSubmission } from './modules/money/invoices.js';
import { createReminderService } from './modules/reminders/service.js';
import { councilStaff } from './modules/council/staff.js';
import { createInspectorService } from './modules/inspections/inspector.js';
import { createUnusedPhotoCleanup } from './modules/inspections/photoCleanup.js';
import { createInspectionService } from './modules/inspections/service.js';
import { createInspectionTypeService } from './modules/inspections/types.js';
import { createInspectionAreaService } from './modules/inspections/areas.js';
import { councilMoney } from './modules/money/councilMoney.js';
import { createFinanceService } from './modules/money/finance.js';
import { createFinalInvoiceService } from './modules/money/finalInvoice.js';
import { createMoneyRulesService } from './modules/money/release.js';
import { createMoneySettingsService } from './modules/money/settings.js';
import { createStatutoryDocumentService } from './modules/statutoryDocuments/service.js';
import { createDocumentService } from './modules/documents/service.js';
import { createLifecycleService } from './modules/lifecycle/service.js';
import { createPlacesAutocomplete } from './modules/locations/addressSearch.js';
import { createParcelInfo } from './modules/locations/parcelInfo.js';
import { createLocationProviders } from './modules/locations/providers.js';
import { createLocationService } from './modules/locations/service.js';
import { createMailService, mailAddressOf } from './modules/mail/service.js';
import type { MailWorker } from './modules/mail/worker.js';
import { applicationRecipients, createApplicationFacts } from './modules/notifications/applicationFacts.js';
import { statusMails } from './modules/notifications/statusMails.js';
import { createCompletedPdfCache } from './modules/pdf/completedPdfCache.js';
import { moduleSectionBuilders } from './modules/pdf/moduleSections.js';
import { createPdfRenderPool } from './modules/pdf/renderPool.js';
import { pdfSections } from './modules/pdf/sections.js';
import { createPdfService } from './modules/pdf/service.js';
import { createProfileService } from './modules/profile/service.js';
import { createProjectService } from './modules/project/service.js';
import { createSharingService } from './modules/sharing/service.js';
import { createSinglePageService } from './modules/singlepage/service.js';
import { submissionReceipts } from './modules/submission/receipt.js';
import { createWizardService } from './modules/wizard/service.js';
import { createSummaryScreen } from './modules/screens/summary.js';
import { createCouncilApplicationScreen } from './modules/screens/councilApplication.js';
import type { FileStorage } from './storage/index.js';

/** What the services are built from: every one is given, none is optional. */
interface ServiceDeps {
  config: AppConfig;
  /** The database, once open: services ask for it per request, after the app has waited for it. */
  db: () => Db;
  log: FastifyBaseLogger;
  storage: FileStorage;
  /** The mail worker when SMTP is configured and it has started; null otherwise (mail stays queued). */
  mailWorker: () => MailWorker | null;
  /** Resolves when the database is ready: the PDF pool warms its thread after it. */
  databaseReady: Promise<unknown>;
}

/**
 * The composition root: every service is built here, once, after everything it depends on and handed those
 * services themselves, so no module calls back into one built after it (ADR 0046). The applications module's
 * small `ApplicationAccess` (access, open, the open-application guard) comes first; the modules that keep a form's
 * answers come next, then the wizard, which is given their checks (`moduleChecks` must name every such form of the
 * registry, so a new one cannot be left out of the completion check), then the application and submission services
 * that ask the wizard and the locations.
 */
export function createServices({ config, db, log, storage, mailWorker, databaseReady }: ServiceDeps) {
  const mail = createMailService(db, config.publicUrl, mailWorker);
  const councils = createCouncilService(db);
  const access = createApplicationAccess(db, councils);
  const auth = createAuthService(db, {
    councils,
    applications: access,
    sessionMinutes: config.sessionMinutes,
    rateLimit: config.rateLimit,
    mail,
    multiproofRequestsTo: config.mail.multiproofRequestsTo ?? mailAddressOf(config.mail.from),
  });
  const passwordReset = createPasswordResetService(db, { rateLimit: config.rateLimit, mail });
  const accounts = createAccounts(db);
  const profile = createProfileService(accounts);
  const documents = createDocumentService(db, access, storage, { maxBytes: config.uploadMaxBytes, log });
  const project = createProjectService(db, access);
  const locationProviders = createLocationProviders(
    db,
    { googleMapsApiKey: config.googleMapsApiKey, googleMapsApiBase: config.googleMapsApiBase },
    log,
  );
  const placesAutocomplete = createPlacesAutocomplete(config, log);
  const locations = createLocationService(db, access, councils, locationProviders, log, placesAutocomplete);
  const parcelInfo = createParcelInfo(db, access, councils, log);
  const companyRegister = createCompanyRegister(config.companyRegister, db);
  const companies = createCompanyService(companyRegister, log);
  const lbpRegister = createLbpRegister(config.lbpRegister, db);
  const contacts = createContactService(db, access, councils, lbpRegister, log);
  const wizard = createWizardService(db, access, councils, {
    attachments: (row, mode) => documents.problems(row, mode),
    siteLocation: (row, mode) => locations.problems(row, mode),
    contacts: (row, mode) => contacts.problems(row, mode),
    project: (row, mode) => project.problems(row, mode),
  });
  const applications = createApplicationService(db, access, councils, log, wizard.forms, locations);
  const facts = createApplicationFacts({ access, councils, locations });
  const sharing = createSharingService(db, access, mail, facts, accounts);
  const recipients = applicationRecipients({ auth, sharing });
  const lifecycle = createLifecycleService(db, statusMails(mail, facts, recipients));
  const pdfRenderPool = createPdfRenderPool({ warm: config.pdfWarmThread, log, warmAfter: databaseReady });
  const feeSchedules = createFeeScheduleService(db);
  const estimates = createEstimateService(db, {
    applications: access,
    project: () => project,
    feeSchedules: () => feeSchedules,
  });
  const invoices = createInvoiceService(db, {
    applications: access,
    facts,
    recipients,
    mail: () => mail,
    pool: pdfRenderPool,
  });
  const payments = createPaymentService(db, { mail: () => mail });
  // Issue 31 point 5: card payment through Stripe Checkout when configured, and refunds as credit notes (ADR 0065).
  const cardPayments = createCardPaymentService(db, {
    provider: stripeFromSettings(config.stripe),
    applications: access,
    payments: () => payments,
    mail: () => mail,
    onPaid: (tx, paid) =>
      recordMoneyEvent(tx, {
        applicationId: paid.applicationId,
        userId: paid.userId,
        actor: 'applicant',
        action: 'payment-received-card',
        details: { invoiceNumber: paid.invoiceNumber, amountCents: paid.amountCents, reference: paid.reference },
      }),
  });
  const creditNotes = createCreditNoteService(db, {
    applications: access,
    mail: () => mail,
    onIssued: (tx, issued) =>
      recordMoneyEvent(tx, {
        applicationId: issued.applicationId,
        userId: issued.userId,
        actor: issued.role,
        action: 'credit-note-issued',
        details: { invoiceNumber: issued.invoiceNumber, amountCents: issued.amountCents, reference: issued.number },
      }),
  });
  // Issue 31 points 4, 6, 7: the payment rules, the final invoice at grant, the finance view.
  const moneySettings = createMoneySettingsService(db);
  const moneyRules = createMoneyRulesService(db, { applications: access, settings: moneySettings, payments });
  const finalInvoices = createFinalInvoiceService(db, {
    applications: access,
    project: () => project,
    invoices: () => invoices,
    mail: () => mail,
  });
  const finance = createFinanceService(db, {
    applications: access,
    locations: () => locations,
    settings: moneySettings,
  });
  const submission = createSubmissionService(db, access, wizard.forms, lifecycle, [
    submissionReceipts(mail, facts, recipients),
    invoiceDepositOnSubmission(invoices, mail),
  ]);
  // The PDF's sections: a section form summarised by its registry definition, a module form read through its module's service (modules/pdf/sections.ts).
  const pdf = createPdfService({
    access,
    applications,
    documents,
    sections: pdfSections(wizard, moduleSectionBuilders({ locations, project, contacts })),
    moreSections: feeEstimateSection(estimates),
    pool: pdfRenderPool,
    cache: createCompletedPdfCache(storage, log),
  });
  const singlePage = createSinglePageService(access, wizard, submission);
  const clientErrors = createClientErrorService(db, log);
  const inspectionTypes = createInspectionTypeService(db);
  const userName = (tx: Executor, id: number) => auth.userWithin(tx, id);
  const inspectionAreas = createInspectionAreaService(db);
  const inspections = createInspectionService(db, {
    access,
    mail,
    facts,
    recipients,
    userName,
    siteLocality: (tx, appId) => locations.siteLocality(appId, tx),
  });
  const staffAccessLog = createStaffAccessLogService(db);
  // Issue 32.4: the inspector's run, photos and results (ADR 0072).
  const inspector = createInspectorService(db, {
    access,
    mail,
    facts,
    recipients,
    storage,
    userName,
    sitePlaces: (appIds, tx) => locations.sitePlaces(appIds, tx),
    grantDetails: async (tx, applicationId, eventId) =>
      (await lifecycle.eventsWithin(tx, applicationId)).find((e) => e.id === eventId)?.details,
    recordEvent: recordInspectionEvent,
    staffRead: (user, appId, action) => staffAccessLog.record({ reader: { via: 'workspace', user }, appId, action }),
  });
  // Photos uploaded but never used in a result go after a week, by a daily job (ADR 0079).
  const unusedInspectionPhotos = createUnusedPhotoCleanup(db, storage, log);
  const statutoryDocuments = createStatutoryDocumentService(db, {
    auth,
    pool: pdfRenderPool,
    storage,
    log,
    facts,
    legalDescription: (appId) => locations.siteLegalDescription(appId),
    inspectionNames: inspections.names,
    released: (applicationId, councilId) => moneyRules.released(applicationId, councilId),
  });
  const councilWorkspace = createCouncilWorkspaceService(db, lifecycle, councils, statutoryDocuments, {
    inspections,
    money: councilMoney(moneyRules, finalInvoices),
  });
  const councilReports = createCouncilReportService(db);
  const councilMembers = createCouncilMembersService(db, { mail, councils });
  const multiproofPermission = createMultiproofPermissionService(db);
  const councilApiKeys = createCouncilApiKeyService(db);
  const councilPull = createCouncilPullService(db, {
    applications: access,
    pdf,
    documents,
    lifecycle,
    statutoryDocuments,
  });
  const councilReading = createCouncilReadingService(db, { applications: access, documents, pdf, locations });
  const privacyCopy = createPrivacyCopyService(db, {
    applications,
    documents,
    lifecycle,
    profile,
    staffAccessLog,
  });
  const documentRemoval = createDocumentRemoval(storage, log);
  const accountClosure = createAccountClosureService(db, {
    accounts: createAccountClosureAccounts(db),
    documents: documentRemoval,
    mail,
  });
  const draftRetention = createDraftRetentionService(db, { documents: documentRemoval, mail, auth, log });
  const reminders = createReminderService(db, { lifecycle, auth, staff: councilStaff, mail, facts, recipients });
  // Issue 33.2: check your answers and the application page in one read, each part through its own module.
  const summaryScreen = createSummaryScreen(access, {
    ...{ councils, lifecycle, moneyRules, estimates, sharing, wizard, locations, project, contacts, documents },
    ...{ invoices, cardPayments, creditNotes, statutoryDocuments },
  });
  const councilApplicationScreen = createCouncilApplicationScreen({
    workspace: councilWorkspace,
    reading: councilReading,
    moneyRules,
    payments,
    creditNotes,
  });
  return {
    summaryScreen,
    councilApplicationScreen,
    cardPayments,
    creditNotes,
    mail,
    auth,
    passwordReset,
    profile,
    councils,
    lifecycle,
    access,
    applications,
    submission,
    facts,
    recipients,
    sharing,
    documents,
    wizard,
    project,
    locations,
    parcelInfo,
    companies,
    contacts,
    pdf,
    pdfRenderPool,
    singlePage,
    clientErrors,
    councilWorkspace,
    councilMembers,
    multiproofPermission,
    councilApiKeys,
    councilPull,
    councilReading,
    councilReports,
    staffAccessLog,
    privacyCopy,
    documentRemoval,
    accountClosure,
    draftRetention,
    feeSchedules,
    estimates,
    invoices,
    payments,
    moneySettings,
    moneyRules,
    finalInvoices,
    finance,
    reminders,
    statutoryDocuments,
    inspectionTypes,
    inspectionAreas,
    inspections,
    inspector,
    unusedInspectionPhotos,
  };
}
