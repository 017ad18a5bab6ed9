import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database, Db } from './db/client.js';
import { seedDemoDataWhenChanged } from './db/seed/whenChanged.js';
import { openConfiguredDatabase } from './db/template.js';
import { registerDevOnlyRoutes } from './http/devOnly.js';
import { registerErrorHandler } from './http/errors.js';
import { serializeErrorForLog } from './http/logRedaction.js';
import { registerOriginCheck } from './http/origin.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerWellFormedText } from './http/wellFormedText.js';
import { isApiPath, registerSpa } from './http/spa.js';
import { registerSessionLoader } from './modules/auth/plugin.js';
import { scheduleSessionCleanup } from './modules/auth/sessionCleanup.js';
import { authRoutes } from './modules/auth/routes.js';
import { clientErrorRoutes } from './modules/clientErrors/routes.js';
import { createClientErrorService } from './modules/clientErrors/service.js';
import { createPasswordResetService } from './modules/auth/passwordReset.js';
import { createAuthService } from './modules/auth/service.js';
import { profileRoutes } from './modules/profile/routes.js';
import { sendReceiptsOnCompletion } from './modules/submission/receipt.js';
import { sendStatusMails } from './modules/notifications/statusMails.js';
import { sharingRoutes } from './modules/sharing/routes.js';
import { createSharingService } from './modules/sharing/service.js';
import { createProfileService } from './modules/profile/service.js';
import { applicationRoutes } from './modules/applications/routes.js';
import { createApplicationService } from './modules/applications/service.js';
import { createLifecycleService } from './modules/lifecycle/service.js';
import { applicantLifecycleRoutes } from './modules/lifecycle/routes.js';
import { createCouncilReadingService } from './modules/council/reading.js';
import { councilWorkspaceRoutes } from './modules/council/routes.js';
import { createCouncilWorkspaceService } from './modules/council/service.js';
import { councilAdminRoutes } from './modules/council/admin/routes.js';
import { createCouncilMembersService } from './modules/council/admin/members.js';
import { createMultiproofPermissionService } from './modules/council/admin/multiproof.js';
import { createCouncilApiKeyService } from './modules/council/pullApi/keys.js';
import { COUNCIL_API_KEY_SCHEME, councilPullRoutes } from './modules/council/pullApi/routes.js';
import { createCouncilPullService } from './modules/council/pullApi/service.js';
import { councilRoutes } from './modules/councils/routes.js';
import { createCouncilService } from './modules/councils/service.js';
import { createCompanyRegister } from './integrations/companies/index.js';
import { companyRoutes } from './modules/companies/routes.js';
import { createCompanyService } from './modules/companies/service.js';
import { projectRoutes } from './modules/project/routes.js';
import { createProjectService } from './modules/project/service.js';
import { createLbpRegister } from './integrations/lbp/index.js';
import { contactRoutes } from './modules/contacts/routes.js';
import { createContactService } from './modules/contacts/service.js';
import { wizardRoutes } from './modules/wizard/routes.js';
import { createWizardService } from './modules/wizard/service.js';
import { documentRoutes } from './modules/documents/routes.js';
import { createDocumentService } from './modules/documents/service.js';
import { createStorage, type FileStorage } from './storage/index.js';
import { createCompletedPdfCache } from './modules/pdf/completedPdfCache.js';
import { moduleSectionBuilders } from './modules/pdf/moduleSections.js';
import { createPdfRenderPool } from './modules/pdf/renderPool.js';
import { pdfRoutes } from './modules/pdf/routes.js';
import { wizardSectionBuilders } from './modules/pdf/sections.js';
import { createPdfService } from './modules/pdf/service.js';
import { createPlacesAutocomplete } from './modules/locations/addressSearch.js';
import { createLocationProviders } from './modules/locations/providers.js';
import { locationRoutes } from './modules/locations/routes.js';
import { createLocationService } from './modules/locations/service.js';
import { createParcelInfo } from './modules/locations/parcelInfo.js';
import { parcelInfoRoutes } from './modules/locations/parcelInfoRoutes.js';
import { devOutboxRoutes } from './modules/mail/routes.js';
import { createMailService, mailAddressOf } from './modules/mail/service.js';
import { smtpSender } from './modules/mail/transport.js';
import { startMailWorker, type MailWorker } from './modules/mail/worker.js';
import { singlePageRoutes } from './modules/singlepage/routes.js';
import { createSinglePageService } from './modules/singlepage/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the database is open, migrated and seeded; rejects if it cannot be. */
    databaseReady: Promise<Database>;
  }
}

export interface BuildOptions {
  /** Opens the database; tests pass their own (a migrated template, or a fresh PostgreSQL database). */
  openDatabase?: () => Promise<Database>;
  /** The file storage; tests pass one that fails or races on purpose. */
  storage?: FileStorage;
  /** Where the log goes instead of stdout; tests read what was logged. */
  logStream?: { write(line: string): void };
}

const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The whole server. It answers at once; the database opens in the background (PGlite takes seconds),
 * /healthz says 503 until it is ready and every other request waits for it.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      serializers: { err: serializeErrorForLog as (err: Error) => { type: string; message: string; stack: string } },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: JSON_BODY_LIMIT,
    // A hop count as Fastify reads one: believe the forwarded headers of the nearest n proxies only.
    trustProxy: typeof config.trustProxy === 'number' ? trustNearestHops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let database: Database | null = null;
  const databaseReady = (options.openDatabase ?? (() => openConfiguredDatabase(config)))().then(async (opened) => {
    if (config.seedDemoData) await seedDemoDataWhenChanged(opened.db);
    database = opened;
    return opened;
  });
  databaseReady.catch((err) => app.log.error({ err }, 'the database could not be opened'));
  app.decorate('databaseReady', databaseReady);
  const db = (): Db => {
    if (!database) throw new Error('database used before it was ready');
    return database.db;
  };

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) =>
    database ? { status: 'ok', database: database.kind } : reply.status(503).send({ status: 'starting' }),
  );
  app.addHook('onRequest', async (request) => {
    if (!database && request.url !== '/healthz') await databaseReady;
  });
  let mailWorker: MailWorker | null = null;
  app.addHook('onClose', async () => {
    await mailWorker?.stop();
    await databaseReady.then((opened) => opened.close()).catch(() => {});
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await app.register(cookie);
  registerOriginCheck(app, config.publicOrigins, config.trustProxy);
  registerWellFormedText(app);
  registerDevOnlyRoutes(app, config.production);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Consent applications API',
        description: "The spec's calls (point 7) plus the product's own /api routes.",
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          // The council pull API (issue 18.7) is called by a council's own system with a key an admin created.
          [COUNCIL_API_KEY_SCHEME]: { type: 'http', scheme: 'bearer', description: "A council's API key, created by the council's admin and shown once." },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const mail = createMailService(db, config.publicUrl, () => mailWorker);
  // Without SMTP_URL nothing is sent: mails stay queued in the database, listed by the dev outbox.
  const { smtpUrl } = config.mail;
  if (smtpUrl) {
    void databaseReady.then(() => {
      mailWorker = startMailWorker(db, smtpSender(smtpUrl, config.mail.from), config.mail, app.log);
    }, () => {});
  }
  const auth = createAuthService(db, {
    sessionDays: config.sessionDays,
    rateLimit: config.rateLimit,
    mail: () => mail,
    multiproofRequestsTo: config.mail.multiproofRequestsTo ?? mailAddressOf(config.mail.from),
  });
  const passwordReset = createPasswordResetService(db, { rateLimit: config.rateLimit, mail: () => mail });
  const profile = createProfileService(db);
  const councils = createCouncilService(db);
  const lifecycle = createLifecycleService(db);
  const applications = createApplicationService(db, () => councils, app.log, () => wizard.forms, () => locations, () => lifecycle);
  sendReceiptsOnCompletion(applications, () => mail);
  sendStatusMails(lifecycle, () => mail);
  const sharing = createSharingService(db, () => applications, () => mail);
  const storage = options.storage ?? createStorage(config.storage, config.dataDir);
  const documents = createDocumentService(db, () => applications, storage, { maxBytes: config.uploadMaxBytes, log: app.log });
  const wizard = createWizardService(db, () => applications, () => councils, () => ({
    attachments: documents.problems,
    siteLocation: locations.problems,
    contacts: contacts.problems,
    project: project.problems,
  }));
  const project = createProjectService(db, () => applications);
  const locationProviders = createLocationProviders(db, { googleMapsApiKey: config.googleMapsApiKey, googleMapsApiBase: config.googleMapsApiBase }, app.log);
  const placesAutocomplete = createPlacesAutocomplete(config, app.log);
  const locations = createLocationService(db, () => applications, () => councils, locationProviders, app.log, placesAutocomplete);
  const parcelInfo = createParcelInfo(db, () => applications, () => councils, app.log);
  const companyRegister = createCompanyRegister(config.companyRegister, db);
  const companies = createCompanyService(() => companyRegister, app.log);
  const lbpRegister = createLbpRegister(config.lbpRegister, db);
  const contacts = createContactService(db, () => applications, () => lbpRegister, app.log);
  // The PDF's sections, each read through the service of the module that keeps it (see modules/pdf/sections.ts).
  const pdfRenderPool = createPdfRenderPool({ warm: config.pdfWarmThread, log: app.log, warmAfter: databaseReady });
  app.addHook('onClose', () => pdfRenderPool.close());
  const pdf = createPdfService({
    applications: () => applications,
    documents: () => documents,
    sections: () => ({ ...wizardSectionBuilders(() => wizard), ...moduleSectionBuilders({ locations: () => locations, project: () => project, contacts: () => contacts }) }),
    pool: pdfRenderPool,
    cache: createCompletedPdfCache(storage, app.log),
  });
  const singlePage = createSinglePageService(() => applications, () => wizard);
  const clientErrors = createClientErrorService(db, app.log);
  const councilWorkspace = createCouncilWorkspaceService(db, () => lifecycle);
  const councilMembers = createCouncilMembersService(db, { mail: () => mail, councils: () => councils });
  const multiproofPermission = createMultiproofPermissionService(db);
  const councilApiKeys = createCouncilApiKeyService(db);
  const councilPull = createCouncilPullService(db, { applications: () => applications, pdf: () => pdf, documents: () => documents, lifecycle: () => lifecycle });
  const councilReading = createCouncilReadingService(db, { applications: () => applications, documents: () => documents, pdf: () => pdf, locations: () => locations });
  registerSessionLoader(app, () => auth, isApiPath);
  scheduleSessionCleanup(app, db, config.sessionCleanupMs);

  await app.register(authRoutes, { auth: () => auth, passwordReset: () => passwordReset, sessionDays: config.sessionDays });
  await app.register(profileRoutes, { profile: () => profile });
  if (config.mail.devOutbox) await app.register(devOutboxRoutes, { mail: () => mail });
  await app.register(councilRoutes, { councils: () => councils });
  await app.register(applicationRoutes, { applications: () => applications });
  await app.register(sharingRoutes, { sharing: () => sharing });
  await app.register(wizardRoutes, { wizard: () => wizard });
  await app.register(documentRoutes, { documents: () => documents, maxBytes: config.uploadMaxBytes });
  await app.register(pdfRoutes, { pdf: () => pdf });
  await app.register(projectRoutes, { project: () => project });
  await app.register(companyRoutes, { companies: () => companies });
  await app.register(contactRoutes, { contacts: () => contacts });
  await app.register(locationRoutes, { locations: () => locations, mapTiles: config.mapTiles });
  await app.register(parcelInfoRoutes, { parcelInfo: () => parcelInfo });
  await app.register(singlePageRoutes, { singlePage: () => singlePage });
  await app.register(clientErrorRoutes, { clientErrors: () => clientErrors });
  await app.register(applicantLifecycleRoutes, { applications: () => applications, lifecycle: () => lifecycle });
  await app.register(councilWorkspaceRoutes, { workspace: () => councilWorkspace, reading: () => councilReading, maxBytes: config.uploadMaxBytes });
  await app.register(councilAdminRoutes, { members: () => councilMembers, multiproof: () => multiproofPermission, apiKeys: () => councilApiKeys });
  await app.register(councilPullRoutes, { pull: () => councilPull, keys: () => councilApiKeys });
  await registerSpa(app, config.webDist);
  return app;
}

function trustNearestHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
