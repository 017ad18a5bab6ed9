import compress from '@fastify/compress';
import path from 'node:path';
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
import { logDestination } from './http/logDestination.js';
import { serializeErrorForLog } from './http/logRedaction.js';
import { registerOriginCheck } from './http/origin.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerWellFormedText } from './http/wellFormedText.js';
import { isApiPath, registerSpa } from './http/spa.js';
import { registerSessionLoader } from './modules/auth/plugin.js';
import { scheduleSessionCleanup } from './modules/auth/sessionCleanup.js';
import { registerIdempotency, scheduleIdempotencyCleanup } from './modules/idempotency/plugin.js';
import { authRoutes } from './modules/auth/routes.js';
import { pageUser } from './modules/auth/pageUser.js';
import { clientErrorRoutes } from './modules/clientErrors/routes.js';
import { profileRoutes } from './modules/profile/routes.js';
import { privacyRoutes } from './modules/privacy/routes.js';
import { accountClosureRoutes } from './modules/privacy/closureRoutes.js';
import { sharingRoutes } from './modules/sharing/routes.js';
import { applicationRoutes } from './modules/applications/routes.js';
import { applicantLifecycleRoutes } from './modules/lifecycle/routes.js';
import { councilScreenRoutes, screenRoutes } from './modules/screens/routes.js';
import { councilWorkspaceRoutes } from './modules/council/routes.js';
import { councilReportRoutes } from './modules/reports/routes.js';
import { councilAdminRoutes } from './modules/council/admin/routes.js';
import { moneyRoutes } from './modules/money/routes.js';
import { cardNotificationRoutes, cardPaymentRoutes } from './modules/money/cardRoutes.js';
import { financeRoutes } from './modules/money/financeRoutes.js';
import { COUNCIL_API_KEY_SCHEME, councilPullRoutes } from './modules/council/pullApi/routes.js';
import { councilRoutes } from './modules/councils/routes.js';
import { registerStaffReadLog } from './modules/council/accessLog/record.js';
import { staffAccessLogRoutes } from './modules/council/accessLog/routes.js';
import { companyRoutes } from './modules/companies/routes.js';
import { projectRoutes } from './modules/project/routes.js';
import { contactRoutes } from './modules/contacts/routes.js';
import { wizardRoutes } from './modules/wizard/routes.js';
import { documentRoutes } from './modules/documents/routes.js';
import { createServices } from './services.js';
import { createStorage, type FileStorage } from './storage/index.js';
import { pdfRoutes } from './modules/pdf/routes.js';
import { locationRoutes } from './modules/locations/routes.js';
import { parcelInfoRoutes } from './modules/locations/parcelInfoRoutes.js';
import { devOutboxRoutes } from './modules/mail/routes.js';
import { smtpSender } from './modules/mail/transport.js';
import { MAIL_OUTBOX_JOB, startMailWorker, type MailWorker } from './modules/mail/worker.js';
import { singlePageRoutes } from './modules/singlepage/routes.js';
import { databasePart, fileStorePart, jobQueuePart } from './ops/readiness.js';
import { OPS_PATHS, metricsOff, readinessRoutes } from './ops/routes.js';
import { createJobs } from './modules/jobs/service.js';
import { jobQueueMetrics } from './modules/jobs/metrics.js';
import { statutoryDocumentRoutes } from './modules/statutoryDocuments/routes.js';
import { inspectionRoutes } from './modules/inspections/routes.js';
import { inspectorRoutes } from './modules/inspections/inspectorRoutes.js';
import {
  INSPECTION_REMINDERS_CRON,
  INSPECTION_REMINDERS_JOB,
  tomorrowInNewZealand,
} from './modules/inspections/reminders.js';
import { UNUSED_PHOTO_CLEANUP_CRON, UNUSED_PHOTO_CLEANUP_JOB } from './modules/inspections/photoCleanup.js';
import { REMINDERS_CRON, REMINDERS_JOB } from './modules/reminders/service.js';
import { DRAFT_RETENTION_CRON, DRAFT_RETENTION_JOB } from './modules/privacy/retention.js';

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
/** Smaller answers fit a packet or two: compressing them costs the server more than it saves the link. */
const COMPRESS_ABOVE_BYTES = 1400;

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
      // Asynchronous: a request queues its log lines and goes on; lines queued while a write is under way go out
      // together in the next, instead of one blocking write(2) per line (pino writes what is left at exit).
      // Pretty lines at a terminal (development), JSON lines otherwise (issue 30.2).
      stream: options.logStream ?? logDestination(process.stdout, config.production),
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
    if (config.seedDemoData) await seedDemoDataWhenChanged(opened.db, app.log);
    database = opened;
    return opened;
  });
  databaseReady.catch((err: unknown) => {
    app.log.error({ err }, 'the database could not be opened');
  });
  app.decorate('databaseReady', databaseReady);
  const db = (): Db => {
    if (!database) throw new Error('database used before it was ready');
    return database.db;
  };

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) =>
    database ? { status: 'ok', database: database.kind } : reply.status(503).send({ status: 'starting' }),
  );
  app.addHook('onRequest', async (request) => {
    if (!database && !OPS_PATHS.has(request.url.replace(/\?.*/s, ''))) await databaseReady;
  });
  let mailWorker: MailWorker | null = null;
  const jobs = createJobs(databaseReady, app.log);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await databaseReady.then((opened) => opened.close()).catch(() => {});
  });

  // Before compression, so a write's kept answer is its JSON text (issue 33.4).
  registerIdempotency(app, db);
  // Answers above a few packets go compressed when the request accepts it (JSON on a slow phone link); files the
  // build compressed already are sent as they are (ADR 0058).
  // Request bodies are not inflated: the body limits apply to what arrives as it is.
  await app.register(compress, {
    threshold: COMPRESS_ABOVE_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await app.register(cookie);
  registerOriginCheck(app, config.publicOrigins, config.trustProxy);
  // Its preValidation hook reads a session whose route names its application in the body: before any other
  // check of the body, so a request without a live session is answered 401 first (ADR 0076).
  registerSessionLoader(app, () => services.auth, isApiPath);
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
          [COUNCIL_API_KEY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: "A council's API key, created by the council's admin and shown once.",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const storage = options.storage ?? createStorage(config.storage, config.dataDir);
  const services = createServices({ config, db, log: app.log, storage, mailWorker: () => mailWorker, databaseReady });
  app.addHook('onClose', () => services.pdfRenderPool.close());
  // prom-client is read only when metrics are on: a start without METRICS_TOKEN does not pay for it.
  const { metricsToken } = config;
  if (metricsToken) {
    const { registerMetrics } = await import('./ops/metrics.js');
    registerMetrics(app, {
      token: metricsToken,
      databaseReady,
      pdfRenderPool: services.pdfRenderPool,
      sources: jobQueueMetrics(jobs),
    });
  } else metricsOff(app);
  const { backupToken } = config;
  if (backupToken) {
    const { registerBackupRoute } = await import('./ops/backup/routes.js');
    registerBackupRoute(app, {
      token: backupToken,
      databaseReady,
      filesDir:
        config.storage.kind === 's3'
          ? null
          : (config.storage.dir ?? (config.dataDir ? path.join(config.dataDir, 'files') : null)),
      outRoot: config.backupDir,
    });
  }
  // Without SMTP_URL nothing is sent: mails stay queued in the database, listed by the dev outbox.
  const { smtpUrl } = config.mail;
  const notScheduled = (job: string) => (err: unknown) => {
    app.log.error({ err, job }, 'a repeating job could not be scheduled');
  };
  if (smtpUrl) {
    void startMailWorker(jobs, db, smtpSender(smtpUrl, config.mail.from), config.mail, app.log).then((started) => {
      mailWorker = started;
    }, notScheduled(MAIL_OUTBOX_JOB));
  }
  await app.register(readinessRoutes, { parts: [databasePart(db), fileStorePart(storage), jobQueuePart(jobs)] });
  void scheduleSessionCleanup(jobs, db, config.sessionCleanupMs, app.log).catch(notScheduled('session-cleanup'));
  void scheduleIdempotencyCleanup(jobs, db, config.sessionCleanupMs, app.log).catch(
    notScheduled('idempotency-cleanup'),
  );
  void jobs
    .schedule(REMINDERS_JOB, REMINDERS_CRON, async () => {
      await services.reminders.sendDue(new Date());
    })
    .catch(notScheduled(REMINDERS_JOB));
  void jobs
    .schedule(DRAFT_RETENTION_JOB, DRAFT_RETENTION_CRON, async () => {
      await services.draftRetention.run(new Date());
    })
    .catch(notScheduled(DRAFT_RETENTION_JOB));
  void jobs
    .schedule(INSPECTION_REMINDERS_JOB, INSPECTION_REMINDERS_CRON, async () => {
      await services.inspections.remindFor(tomorrowInNewZealand(new Date()));
    })
    .catch(notScheduled(INSPECTION_REMINDERS_JOB));
  void jobs
    .schedule(UNUSED_PHOTO_CLEANUP_JOB, UNUSED_PHOTO_CLEANUP_CRON, async () => {
      await services.unusedInspectionPhotos(new Date());
    })
    .catch(notScheduled(UNUSED_PHOTO_CLEANUP_JOB));

  await app.register(authRoutes, {
    auth: () => services.auth,
    passwordReset: () => services.passwordReset,
    sessionMinutes: config.sessionMinutes,
  });
  await app.register(profileRoutes, { profile: () => services.profile });
  await app.register(privacyRoutes, { privacy: () => services.privacyCopy });
  await app.register(accountClosureRoutes, { closure: () => services.accountClosure });
  if (config.mail.devOutbox) await app.register(devOutboxRoutes, { mail: () => services.mail });
  await app.register(councilRoutes, { councils: () => services.councils });
  await app.register(applicationRoutes, {
    applications: () => services.applications,
    submission: () => services.submission,
  });
  await app.register(sharingRoutes, { sharing: () => services.sharing });
  await app.register(wizardRoutes, { wizard: () => services.wizard });
  await app.register(documentRoutes, { documents: () => services.documents, maxBytes: config.uploadMaxBytes });
  await app.register(pdfRoutes, { pdf: () => services.pdf });
  await app.register(projectRoutes, { project: () => services.project });
  await app.register(companyRoutes, { companies: () => services.companies });
  await app.register(contactRoutes, { contacts: () => services.contacts });
  await app.register(locationRoutes, { locations: () => services.locations, mapTiles: config.mapTiles });
  await app.register(parcelInfoRoutes, { parcelInfo: () => services.parcelInfo });
  await app.register(singlePageRoutes, { singlePage: () => services.singlePage });
  await app.register(clientErrorRoutes, { clientErrors: () => services.clientErrors });
  await app.register(applicantLifecycleRoutes, {
    applications: () => services.access,
    lifecycle: () => services.lifecycle,
  });
  await app.register(screenRoutes, { summary: () => services.summaryScreen });
  registerStaffReadLog(app, () => services.staffAccessLog);
  await app.register(councilScreenRoutes, { application: () => services.councilApplicationScreen });
  await app.register(councilWorkspaceRoutes, {
    workspace: () => services.councilWorkspace,
    reading: () => services.councilReading,
    maxBytes: config.uploadMaxBytes,
  });
  await app.register(councilAdminRoutes, {
    members: () => services.councilMembers,
    multiproof: () => services.multiproofPermission,
    apiKeys: () => services.councilApiKeys,
  });
  await app.register(councilReportRoutes, { reports: () => services.councilReports });
  await app.register(staffAccessLogRoutes, { accessLog: () => services.staffAccessLog });
  await app.register(statutoryDocumentRoutes, {
    applications: () => services.access,
    workspace: () => services.councilWorkspace,
    documents: () => services.statutoryDocuments,
  });
  await app.register(inspectionRoutes, {
    types: () => services.inspectionTypes,
    areas: () => services.inspectionAreas,
    inspections: () => services.inspections,
  });
  await app.register(inspectorRoutes, { inspector: () => services.inspector });
  await app.register(moneyRoutes, {
    feeSchedules: () => services.feeSchedules,
    estimates: () => services.estimates,
    invoices: () => services.invoices,
    payments: () => services.payments,
  });
  await app.register(cardPaymentRoutes, {
    cardPayments: () => services.cardPayments,
    creditNotes: () => services.creditNotes,
  });
  await app.register(cardNotificationRoutes, { cardPayments: () => services.cardPayments });
  await app.register(financeRoutes, {
    settings: () => services.moneySettings,
    rules: () => services.moneyRules,
    finance: () => services.finance,
  });
  await app.register(councilPullRoutes, { pull: () => services.councilPull, keys: () => services.councilApiKeys });
  await registerSpa(
    app,
    config.webDist,
    pageUser(() => services.auth),
  );
  return app;
}

function trustNearestHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
