import { z } from 'zod';

/** `GET /api/companies/search?q=`: the shared company service's search (spec point 7). */
export const companySearchQuerySchema = z.strictObject({ q: z.string().max(100).default('') });

/** One company found (spec point 3, "Company lookup result"). */
export interface CompanySearchResult {
  name: string;
  nzbn: string;
  registration_number: string;
}
