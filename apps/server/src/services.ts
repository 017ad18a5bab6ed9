import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import { createCompanyRegister } from './integrations/companies/index.js';
import { createLbpRegister } from './integrations/lbp/index.js';
import { createApplicationService } from './modules/applications/service.js';
import { createPasswordResetService } from './modules/auth/passwordReset.js';
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
import { createDocumentService } from './modules/documents/service.js';
import { createLifecycleService } from './modules/lifecycle/service.js';
import { createPlacesAutocomplete } from './modules/locations/addressSearch.js';
import { createParcelInfo } from './modules/locations/parcelInfo.js';
import { createLocationProviders } from './modules/locations/providers.js';
import { createLocationService } from './modules/locations/service.js';
import { createMailService, mailAddressOf } from './modules/mail/service.js';
import { createEstimateService } from './modules/money/estimates.js';
import { createFeeScheduleService } from './modules/money/feeSchedules.js';
import { feeEstimateSection } from './modules/money/pdfSection.js';
import { createPaymentService } from './modules/money/payments.js';
import { createInvoiceService, invoiceDepositOnSubmission } from './modules/money/invoices.js';
import type { MailWorker } from './modules/mail/worker.js';
import { sendStatusMails } from './modules/notifications/statusMails.js';
import { createCompletedPdfCache } from './modules/pdf/completedPdfCache.js';
import { moduleSectionBuilders } from './modules/pdf/moduleSections.js';
import { createPdfRenderPool } from './modules/pdf/renderPool.js';
import { pdfSections } from './modules/pdf/sections.js';
import { createPdfService } from './modules/pdf/service.js';
import { createProfileService } from './modules/profile/service.js';
import { createProjectService } from './modules/project/service.js';
import { createReminderService } from './modules/reminders/service.js';
import { createStatutoryDocumentService } from './modules/statutoryDocuments/service.js';
import { createSharingService } from './modules/sharing/service.js';
import { createSinglePageService } from './modules/singlepage/service.js';
import { sendReceiptsOnCompletion } from './modules/submission/receipt.js';
import { createWizardService } from './modules/wizard/service.js';
import type { FileStorage } from './storage/index.js';
import { createStaffAccessLogService } from './modules/council/accessLog/service.js';
import { createPrivacyCopyService } from './modules/privacy/service.js';

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
 * The composition root: every service is built here, once, with all it depends on. Modules that need each other
 * (applications and wizard, for instance) are handed thunks, which are only called per request, after every
 * service exists. A form whose answers another module keeps is checked by that module: `moduleChecks` must name
 * every such form of the registry, so a new one cannot be left out of the completion check.
 */
export function createServices({ config, db, log, storage, mailWorker, databaseReady }: ServiceDeps) {
  const mail = createMailService(db, config.publicUrl, mailWorker);
  const councils = createCouncilService(db);
  const auth = createAuthService(db, {
    councilGenerationSeen: (generation) => {
      councils.observeGeneration(generation);
    },
    userWithApplication: (sessionId, appId) => applications.userWithApplication(sessionId, appId),
    sessionDays: config.sessionDays,
    rateLimit: config.rateLimit,
    mail: () => mail,
    multiproofRequestsTo: config.mail.multiproofRequestsTo ?? mailAddressOf(config.mail.from),
  });
  const passwordReset = createPasswordResetService(db, { rateLimit: config.rateLimit, mail: () => mail });
  const profile = createProfileService(db);
  const lifecycle = createLifecycleService(db);
  const applications = createApplicationService(
    db,
    () => councils,
    log,
    () => wizard.forms,
    () => locations,
    () => lifecycle,
  );
  sendReceiptsOnCompletion(applications, () => mail);
  sendStatusMails(lifecycle, () => mail);
  const sharing = createSharingService(
    db,
    () => applications,
    () => mail,
  );
  const documents = createDocumentService(db, () => applications, storage, { maxBytes: config.uploadMaxBytes, log });
  const wizard = createWizardService(
    db,
    () => applications,
    () => councils,
    () => ({
      attachments: (...args: Parameters<typeof documents.problems>) => documents.problems(...args),
      siteLocation: (...args: Parameters<typeof locations.problems>) => locations.problems(...args),
      contacts: (...args: Parameters<typeof contacts.problems>) => contacts.problems(...args),
      project: (...args: Parameters<typeof project.problems>) => project.problems(...args),
    }),
  );
  const project = createProjectService(db, () => applications);
  const locationProviders = createLocationProviders(
    db,
    { googleMapsApiKey: config.googleMapsApiKey, googleMapsApiBase: config.googleMapsApiBase },
    log,
  );
  const placesAutocomplete = createPlacesAutocomplete(config, log);
  const locations = createLocationService(
    db,
    () => applications,
    () => councils,
    locationProviders,
    log,
    placesAutocomplete,
  );
  const parcelInfo = createParcelInfo(
    db,
    () => applications,
    () => councils,
    log,
  );
  const companyRegister = createCompanyRegister(config.companyRegister, db);
  const companies = createCompanyService(() => companyRegister, log);
  const lbpRegister = createLbpRegister(config.lbpRegister, db);
  const contacts = createContactService(
    db,
    () => applications,
    () => councils,
    () => lbpRegister,
    log,
  );
  const feeSchedules = createFeeScheduleService(db);
  const estimates = createEstimateService(db, {
    applications: () => applications,
    project: () => project,
    feeSchedules: () => feeSchedules,
  });
  const pdfRenderPool = createPdfRenderPool({ warm: config.pdfWarmThread, log, warmAfter: databaseReady });
  // The PDF's sections: a section form summarised by its registry definition, a module form read through its module's service (modules/pdf/sections.ts).
  const pdf = createPdfService({
    applications: () => applications,
    documents: () => documents,
    sections: () =>
      pdfSections(
        () => wizard,
        moduleSectionBuilders({ locations: () => locations, project: () => project, contacts: () => contacts }),
      ),
    moreSections: () => feeEstimateSection(() => estimates),
    pool: pdfRenderPool,
    cache: createCompletedPdfCache(storage, log),
  });
  const invoices = createInvoiceService(db, {
    applications: () => applications,
    mail: () => mail,
    pool: pdfRenderPool,
  });
  invoiceDepositOnSubmission(
    applications,
    () => invoices,
    () => mail,
  );
  const payments = createPaymentService(db, { mail: () => mail });
  const singlePage = createSinglePageService(
    () => applications,
    () => wizard,
  );
  const clientErrors = createClientErrorService(db, log);
  const statutoryDocuments = createStatutoryDocumentService(db, { pool: pdfRenderPool, storage, log });
  const councilWorkspace = createCouncilWorkspaceService(
    db,
    () => lifecycle,
    () => councils,
    () => statutoryDocuments,
  );
  const councilReports = createCouncilReportService(db);
  const councilMembers = createCouncilMembersService(db, { mail: () => mail, councils: () => councils });
  const multiproofPermission = createMultiproofPermissionService(db);
  const councilApiKeys = createCouncilApiKeyService(db);
  const councilPull = createCouncilPullService(db, {
    applications: () => applications,
    pdf: () => pdf,
    documents: () => documents,
    lifecycle: () => lifecycle,
    statutoryDocuments: () => statutoryDocuments,
  });
  const staffAccessLog = createStaffAccessLogService(db);
  const privacyCopy = createPrivacyCopyService(db, {
    applications: () => applications,
    documents: () => documents,
    lifecycle: () => lifecycle,
    profile: () => profile,
    staffAccessLog: () => staffAccessLog,
  });
  const councilReading = createCouncilReadingService(db, {
    applications: () => applications,
    documents: () => documents,
    pdf: () => pdf,
    locations: () => locations,
  });
  const reminders = createReminderService(db, { lifecycle: () => lifecycle, mail: () => mail });
  return {
    mail,
    reminders,
    statutoryDocuments,
    auth,
    passwordReset,
    profile,
    councils,
    lifecycle,
    applications,
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
    feeSchedules,
    estimates,
    invoices,
    payments,
  };
}
