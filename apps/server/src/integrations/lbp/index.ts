import type { Db } from '../../db/client.js';
import { MbieLbpClient } from './client.js';
import { createLocalLbpRegister } from './localProvider.js';
import type { LbpRegister } from './types.js';

export type LbpRegisterConfig =
  { provider: 'local' } | { provider: 'mbie'; baseUrl: string; apiKey: string; timeoutMs?: number };

/** Chosen by configuration (LBP_REGISTER=mbie with LBP_API_URL and LBP_API_KEY); the embedded default is local. */
export function createLbpRegister(config: LbpRegisterConfig, db: () => Db): LbpRegister {
  return config.provider === 'mbie' ? new MbieLbpClient(config) : createLocalLbpRegister(db);
}

export { MbieLbpClient } from './client.js';
export type { LbpRegister, LbpSearchPage, LbpSearchQuery, MbieLbpConfig } from './types.js';
