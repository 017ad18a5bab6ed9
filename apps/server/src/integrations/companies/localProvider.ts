import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import type { CompanyRegister } from './types.js';

/** LIKE's wildcards typed by the user are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The embedded default: companies seeded into our own table, matched anywhere in the name, best match first. */
export function createLocalCompanyRegister(db: () => Db): CompanyRegister {
  return {
    async search(query, limit) {
      const pattern = `%${escapeLike(query.toLowerCase())}%`;
      const rows = await db()
        .select({ name: companies.name, nzbn: companies.nzbn, registration_number: companies.registrationNumber })
        .from(companies)
        .where(sql`lower(${companies.name}) like ${pattern}`)
        .orderBy(sql`lower(${companies.name}) like ${`${escapeLike(query.toLowerCase())}%`} desc`, asc(companies.name))
        .limit(limit);
      return rows;
    },
  };
}
