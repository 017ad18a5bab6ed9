import type { Db } from '../../db/client.js';
import { createLocalCompanyRegister } from './localProvider.js';
import { createNzbnClient } from './nzbnClient.js';
import type { CompanyRegister } from './types.js';

export type CompanyRegisterConfig = { provider: 'local' } | { provider: 'nzbn'; baseUrl: string; apiKey: string };

/** Chosen by configuration; the embedded default is the local provider. */
export function createCompanyRegister(config: CompanyRegisterConfig, db: () => Db): CompanyRegister {
  return config.provider === 'nzbn' ? createNzbnClient(config) : createLocalCompanyRegister(db);
}

export type { Company, CompanyRegister } from './types.js';
