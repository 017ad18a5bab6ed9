import type { FastifyBaseLogger } from 'fastify';
import { COMPANY_AUTOCOMPLETE_MIN, formMessages, type StatusResult } from '@consent/domain';
import type { Company, CompanyRegister } from '../../integrations/companies/index.js';

type CompanySearchAnswer = StatusResult & { data: Company[] };

export interface CompanyService {
  search(query: string): Promise<CompanySearchAnswer>;
}

const SEARCH_LIMIT = 10;

export function createCompanyService(register: CompanyRegister, log: FastifyBaseLogger): CompanyService {
  return {
    /** The autocomplete starts at 2 characters (spec point 5); a shorter query finds nothing. */
    async search(query) {
      const q = query.trim();
      if (q.length < COMPANY_AUTOCOMPLETE_MIN) return { result: 'success', message: '', data: [] };
      try {
        return { result: 'success', message: '', data: await register.search(q, SEARCH_LIMIT) };
      } catch (err) {
        // The register being down is not our fault or the applicant's: they can type the details.
        log.warn({ err }, 'company register search failed');
        return { result: 'error', message: formMessages.companyRegisterUnavailable, data: [] };
      }
    },
  };
}
