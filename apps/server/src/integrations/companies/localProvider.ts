import { asc, sql } from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO, foldedLowerSql } from '../../db/addressText.js';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import type { CompanyRegister } from './types.js';

/** LIKE's wildcards typed by the user are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Both sides folded alike: the name as its index holds it (migration 0026), the query the same way. */
const folded = (value: string) => sql`lower(translate(${value}, ${FOLD_FROM}, ${FOLD_TO}))`;

/**
 * The embedded default: companies seeded into our own table, matched anywhere in the name whatever its macrons and
 * case ('totara' finds 'Tōtara Construction Limited'), best match first.
 */
export function createLocalCompanyRegister(db: () => Db): CompanyRegister {
  return {
    async search(query, limit) {
      const typed = folded(escapeLike(query));
      const name = sql.raw(foldedLowerSql('"companies"."name"'));
      const rows = await db()
        .select({ name: companies.name, nzbn: companies.nzbn, registration_number: companies.registrationNumber })
        .from(companies)
        .where(sql`${name} like '%' || ${typed} || '%'`)
        .orderBy(sql`${name} like ${typed} || '%' desc`, asc(companies.name))
        .limit(limit);
      return rows;
    },
  };
}
