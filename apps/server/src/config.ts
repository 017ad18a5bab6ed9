import path from 'node:path';
import type { CompanyRegisterConfig } from './integrations/companies/index.js';
import type { LbpRegisterConfig } from './integrations/lbp/index.js';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MAX_FILE_BYTES } from '@consent/domain';
import { readStorageConfig } from './storage/config.js';
import type { StorageConfig } from './storage/types.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RateLimitConfig {
  /** Attempts allowed per window for one IP address. */
  perIp: number;
  /** Attempts allowed per window for one email address. */
  perEmail: number;
  windowSeconds: number;
}

/** false: no proxy; a number: that many hops nearest the server; a list: these proxy addresses or CIDR ranges. */
export type TrustProxy = false | number | string[];

export class ConfigError extends Error {}

/**
 * TRUST_PROXY as a hop count (`1`) or a comma-separated list of proxy addresses (`10.0.0.5,10.1.0.0/16`).
 * `true` is refused: it trusts every hop, so any client could name its own IP (per-IP limits) and protocol.
 */
export function readTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true trusts every hop; give the number of proxies in front of the server (e.g. 1) or their addresses.',
    );
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Each PUBLIC_ORIGINS entry as the browser sends it in Origin (scheme://host[:port], default ports dropped). */
export function readPublicOrigins(value: string | undefined, trustProxy: TrustProxy): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        return new URL(entry).origin;
      } catch {
        throw new ConfigError(
          `PUBLIC_ORIGINS has ${entry}, which is not an origin such as https://consents.example.govt.nz.`,
        );
      }
    });
  // Behind a proxy the Host header is the proxy's to set, so the site's origin must come from configuration.
  if (trustProxy !== false && origins.length === 0) {
    throw new ConfigError(
      'TRUST_PROXY is set: PUBLIC_ORIGINS must name the origin browsers reach the site at (e.g. https://consents.example.govt.nz).',
    );
  }
  return origins;
}

interface MailConfig {
  /** SMTP_URL: where mail is sent; without it mails stay in the database (see the dev outbox). */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of every mail. */
  from: string;
  /**
   * MULTIPROOF_REQUESTS_TO: who is sent requests to activate the multiproof function. The council's admins
   * should be, but there are no council admin accounts yet; without it the service's own address (MAIL_FROM) is.
   */
  multiproofRequestsTo: string | null;
  /** The dev outbox page and its API: off in production (NODE_ENV=production) or with DEV_OUTBOX=false. */
  devOutbox: boolean;
  pollMs: number;
  retryBaseMs: number;
  maxRetryMs: number;
  leaseSeconds: number;
}

export interface AppConfig {
  port: number;
  host: string;
  /** PGlite data directory; null keeps the embedded database in memory (tests). */
  dataDir: string | null;
  /** A PostgreSQL server; when set, PGlite is not used. */
  databaseUrl: string | null;
  /** The built SPA (apps/web/dist). */
  webDist: string;
  /** Where `npm run build` keeps the migrated, seeded database a new PGlite data directory starts from. */
  templateDir: string;
  /**
   * The origins (scheme://host[:port]) browsers reach this site at, which alone may send writes. Required
   * behind a proxy; without one, the request's own Host header on its own connection's scheme also counts.
   */
  publicOrigins: string[];
  /** Which proxies' X-Forwarded-* headers to believe: none, a hop count, or their addresses (ADR 0012-proxy-trust). */
  trustProxy: TrustProxy;
  /**
   * How long a session lasts from sign-in or from its last "Stay signed in" (SESSION_MINUTES; 30 days by default).
   * It does not slide with use: the web warns before it ends (ADR 0074).
   */
  sessionMinutes: number;
  /** How often expired sessions are deleted (SESSION_CLEANUP_MINUTES; hourly by default). */
  sessionCleanupMs: number;
  rateLimit: RateLimitConfig;
  logLevel: string;
  /** NODE_ENV=production: development-only routes are off and left out of /api/docs. */
  production: boolean;
  seedDemoData: boolean;
  /** The company register behind the company name autocomplete; the embedded default is local. */
  companyRegister: CompanyRegisterConfig;
  /** The Licensed Building Practitioners register behind the Project Contacts page; the embedded default is local. */
  lbpRegister: LbpRegisterConfig;
  /** Where uploaded files are kept: a local directory by default, S3-compatible storage with STORAGE=s3. */
  storage: StorageConfig;
  /** The largest file an applicant may upload (UPLOAD_MAX_BYTES; 100 MB by default). */
  uploadMaxBytes: number;
  /**
   * The site-location map's tiles: MAP_TILE_URL, else LINZ's aerial basemap when LINZ_BASEMAPS_API_KEY is set (LINZ
   * serves no tiles without a key); MAP_TILE_URL=none turns tiles off. Without tiles the map still draws New Zealand's
   * outline shipped with the SPA, under the parcel outline and marker.
   */
  mapTiles: { url: string | null; attribution: string };
  /** GOOGLE_MAPS_API_KEY: geocode with Google; without it the site location geocodes over our own LINZ addresses. */
  googleMapsApiKey: string | null;
  /** GOOGLE_MAPS_API_BASE: where the Maps web services answer (Google's own by default; a proxy, or a test's local server). */
  googleMapsApiBase: string | null;
  /** PUBLIC_URL: the product's address as mails link to it (http://localhost:PORT by default). */
  publicUrl: string;
  mail: MailConfig;
  /**
   * Start a PDF render thread with the server, so the first PDF does not wait for one (PDF_WARM_THREAD=false
   * to start threads only when a PDF is asked for). Off in defaultConfig: a test file renders PDFs rarely.
   */
  pdfWarmThread: boolean;
  /** METRICS_TOKEN: /metrics answers with this as a Bearer token; without it /metrics is off (issue 29.3). */
  metricsToken: string | null;
  /** BACKUP_TOKEN: POST /ops/backup (what `npm run backup` calls for the embedded database) answers to it; off without. */
  backupToken: string | null;
  /** BACKUP_DIR: where backups are written (./backups by default). */
  backupDir: string;
  /**
   * Card payment through Stripe Checkout (issue 31 point 5; ADR 0065): STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET,
   * STRIPE_API_BASE for a proxy or a test's stand-in. Without both secrets no card option is shown anywhere.
   */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string } | null;
}

export const defaultConfig: AppConfig = {
  port: 3000,
  host: '0.0.0.0',
  dataDir: path.join(repoRoot, 'data'),
  databaseUrl: null,
  webDist: path.join(repoRoot, 'apps/web/dist'),
  templateDir: path.join(repoRoot, 'node_modules/.cache/consent'),
  publicOrigins: [],
  trustProxy: false,
  sessionMinutes: 30 * 24 * 60,
  sessionCleanupMs: 60 * 60 * 1000,
  rateLimit: { perIp: 100, perEmail: 10, windowSeconds: 15 * 60 },
  logLevel: 'info',
  production: false,
  seedDemoData: true,
  companyRegister: { provider: 'local' },
  lbpRegister: { provider: 'local' },
  storage: { kind: 'local', dir: null },
  uploadMaxBytes: DEFAULT_MAX_FILE_BYTES,
  mapTiles: { url: null, attribution: '' },
  googleMapsApiKey: null,
  googleMapsApiBase: null,
  publicUrl: 'http://localhost:3000',
  mail: {
    smtpUrl: null,
    from: 'Building consent applications <no-reply@localhost>',
    multiproofRequestsTo: null,
    devOutbox: true,
    pollMs: 5_000,
    retryBaseMs: 30_000,
    maxRetryMs: 60 * 60 * 1000,
    leaseSeconds: 120,
  },
  pdfWarmThread: false,
  metricsToken: null,
  backupToken: null,
  backupDir: path.join(repoRoot, 'backups'),
  stripe: null,
};

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n > 0 ? n : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    ...defaultConfig,
    port: int(env.PORT, defaultConfig.port),
    host: env.HOST || defaultConfig.host,
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : defaultConfig.dataDir,
    databaseUrl: env.DATABASE_URL || null,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : defaultConfig.webDist,
    publicOrigins: readPublicOrigins(env.PUBLIC_ORIGINS, readTrustProxy(env.TRUST_PROXY)),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    sessionMinutes: int(env.SESSION_MINUTES, defaultConfig.sessionMinutes),
    sessionCleanupMs: int(env.SESSION_CLEANUP_MINUTES, defaultConfig.sessionCleanupMs / 60_000) * 60_000,
    rateLimit: {
      perIp: int(env.RATE_LIMIT_PER_IP, defaultConfig.rateLimit.perIp),
      perEmail: int(env.RATE_LIMIT_PER_EMAIL, defaultConfig.rateLimit.perEmail),
      windowSeconds: int(env.RATE_LIMIT_WINDOW_SECONDS, defaultConfig.rateLimit.windowSeconds),
    },
    logLevel: env.LOG_LEVEL || defaultConfig.logLevel,
    production: env.NODE_ENV === 'production',
    // COMPANY_REGISTER=nzbn with NZBN_API_URL and NZBN_API_KEY uses the NZBN API.
    companyRegister:
      env.COMPANY_REGISTER === 'nzbn' && env.NZBN_API_URL && env.NZBN_API_KEY
        ? { provider: 'nzbn', baseUrl: env.NZBN_API_URL, apiKey: env.NZBN_API_KEY }
        : defaultConfig.companyRegister,
    // LBP_REGISTER=mbie with LBP_API_URL and LBP_API_KEY (LBP_TIMEOUT_MS optional) uses MBIE's LBP register API.
    lbpRegister:
      env.LBP_REGISTER === 'mbie' && env.LBP_API_URL && env.LBP_API_KEY
        ? {
            provider: 'mbie',
            baseUrl: env.LBP_API_URL,
            apiKey: env.LBP_API_KEY,
            timeoutMs: int(env.LBP_TIMEOUT_MS, 10_000),
          }
        : defaultConfig.lbpRegister,
    storage: readStorageConfig(env),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, defaultConfig.uploadMaxBytes),
    mapTiles: readMapTiles(env),
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY || null,
    googleMapsApiBase: env.GOOGLE_MAPS_API_BASE || null,
    publicUrl: env.PUBLIC_URL || `http://localhost:${int(env.PORT, defaultConfig.port)}`,
    mail: {
      ...defaultConfig.mail,
      smtpUrl: env.SMTP_URL || null,
      from: env.MAIL_FROM || defaultConfig.mail.from,
      multiproofRequestsTo: env.MULTIPROOF_REQUESTS_TO || null,
      devOutbox: env.NODE_ENV !== 'production' && env.DEV_OUTBOX !== 'false',
      retryBaseMs: int(env.MAIL_RETRY_BASE_MS, defaultConfig.mail.retryBaseMs),
    },
    pdfWarmThread: env.PDF_WARM_THREAD !== 'false',
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    backupToken: env.BACKUP_TOKEN?.trim() || null,
    backupDir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : defaultConfig.backupDir,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE || 'https://api.stripe.com',
          }
        : null,
  };
}

/** LINZ Basemaps' aerial imagery as XYZ tiles for Leaflet (Web Mercator); `{key}` is the LINZ API key. */
export const LINZ_AERIAL_TILES =
  'https://basemaps.linz.govt.nz/v1/tiles/aerial/WebMercatorQuad/{z}/{x}/{y}.webp?api={key}';
const LINZ_ATTRIBUTION = '© Toitū Te Whenua Land Information New Zealand, CC BY 4.0';

function readMapTiles(env: NodeJS.ProcessEnv): AppConfig['mapTiles'] {
  const configured = env.MAP_TILE_URL?.trim();
  if (configured === 'none') return { url: null, attribution: '' };
  if (configured) return { url: configured, attribution: env.MAP_TILE_ATTRIBUTION ?? '' };
  const key = env.LINZ_BASEMAPS_API_KEY?.trim();
  if (!key) return { url: null, attribution: '' };
  return {
    url: LINZ_AERIAL_TILES.replace('{key}', encodeURIComponent(key)),
    attribution: env.MAP_TILE_ATTRIBUTION ?? LINZ_ATTRIBUTION,
  };
}
