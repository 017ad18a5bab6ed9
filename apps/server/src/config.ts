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
  /** Origins besides the request's own host that may send writes (e.g. behind a proxy). */
  publicOrigins: string[];
  trustProxy: boolean;
  sessionDays: number;
  rateLimit: RateLimitConfig;
  logLevel: string;
  seedDemoData: boolean;
  /** The company register behind the company name autocomplete; the embedded default is local. */
  companyRegister: CompanyRegisterConfig;
  /** The Licensed Building Practitioners register behind the Project Contacts page; the embedded default is local. */
  lbpRegister: LbpRegisterConfig;
  /** Where uploaded files are kept: a local directory by default, S3-compatible storage with STORAGE=s3. */
  storage: StorageConfig;
  /** The largest file an applicant may upload (UPLOAD_MAX_BYTES; 100 MB by default). */
  uploadMaxBytes: number;
  /** The site-location map's tiles (MAP_TILE_URL, e.g. LINZ basemaps); none by default: outline and marker on a blank map. */
  mapTiles: { url: string | null; attribution: string };
  /** GOOGLE_MAPS_API_KEY: geocode with Google; without it the site location geocodes over our own LINZ addresses. */
  googleMapsApiKey: string | null;
  /** GOOGLE_MAPS_API_BASE: where the Maps web services answer (Google's own by default; a proxy, or a test's local server). */
  googleMapsApiBase: string | null;
  /**
   * Start a PDF render thread with the server, so the first PDF does not wait for one (PDF_WARM_THREAD=false
   * to start threads only when a PDF is asked for). Off in defaultConfig: a test file renders PDFs rarely.
   */
  pdfWarmThread: boolean;
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
  sessionDays: 30,
  rateLimit: { perIp: 100, perEmail: 10, windowSeconds: 15 * 60 },
  logLevel: 'info',
  seedDemoData: true,
  companyRegister: { provider: 'local' },
  lbpRegister: { provider: 'local' },
  storage: { kind: 'local', dir: null },
  uploadMaxBytes: DEFAULT_MAX_FILE_BYTES,
  mapTiles: { url: null, attribution: '' },
  googleMapsApiKey: null,
  googleMapsApiBase: null,
  pdfWarmThread: false,
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
    publicOrigins: (env.PUBLIC_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    trustProxy: env.TRUST_PROXY === 'true',
    rateLimit: {
      perIp: int(env.RATE_LIMIT_PER_IP, defaultConfig.rateLimit.perIp),
      perEmail: int(env.RATE_LIMIT_PER_EMAIL, defaultConfig.rateLimit.perEmail),
      windowSeconds: int(env.RATE_LIMIT_WINDOW_SECONDS, defaultConfig.rateLimit.windowSeconds),
    },
    logLevel: env.LOG_LEVEL || defaultConfig.logLevel,
    // COMPANY_REGISTER=nzbn with NZBN_API_URL and NZBN_API_KEY uses the NZBN API.
    companyRegister:
      env.COMPANY_REGISTER === 'nzbn' && env.NZBN_API_URL && env.NZBN_API_KEY
        ? { provider: 'nzbn', baseUrl: env.NZBN_API_URL, apiKey: env.NZBN_API_KEY }
        : defaultConfig.companyRegister,
    // LBP_REGISTER=mbie with LBP_API_URL and LBP_API_KEY (LBP_TIMEOUT_MS optional) uses MBIE's LBP register API.
    lbpRegister:
      env.LBP_REGISTER === 'mbie' && env.LBP_API_URL && env.LBP_API_KEY
        ? { provider: 'mbie', baseUrl: env.LBP_API_URL, apiKey: env.LBP_API_KEY, timeoutMs: int(env.LBP_TIMEOUT_MS, 10_000) }
        : defaultConfig.lbpRegister,
    storage: readStorageConfig(env),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, defaultConfig.uploadMaxBytes),
    mapTiles: { url: env.MAP_TILE_URL || null, attribution: env.MAP_TILE_ATTRIBUTION ?? '' },
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY || null,
    googleMapsApiBase: env.GOOGLE_MAPS_API_BASE || null,
    pdfWarmThread: env.PDF_WARM_THREAD !== 'false',
  };
}
