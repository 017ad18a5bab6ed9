import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lbpPractitioners } from '../../db/schema.js';
import { success } from '../http.js';
import type { LbpRegister } from './types.js';

/** LIKE's wildcards typed by the user are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The embedded default: the seeded register table, names matched anywhere, numbers from their start, best match first. */
export function createLocalLbpRegister(db: () => Db): LbpRegister {
  return {
    async search({ q, fields, page, pageSize }) {
      const needle = escapeLike(q.trim().toLowerCase());
      const matches: SQL[] = [];
      if (fields.includes('names')) matches.push(sql`lower(${lbpPractitioners.names}) like ${`%${needle}%`}`);
      if (fields.includes('lbpNumber')) matches.push(sql`lower(${lbpPractitioners.lbpNumber}) like ${`${needle}%`}`);
      const rows = await db()
        .select({
          names: lbpPractitioners.names,
          lbpNumber: lbpPractitioners.lbpNumber,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(lbpPractitioners)
        .where(and(or(...matches)))
        .orderBy(
          sql`lower(${lbpPractitioners.names}) like ${`${needle}%`} desc`,
          asc(lbpPractitioners.names),
          asc(lbpPractitioners.lbpNumber),
        )
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return success({
        items: rows.map(({ names, lbpNumber }) => ({ names, lbpNumber })),
        page,
        pageSize,
        total: rows[0]?.total ?? 0,
      });
    },

    async getInfo(lbpNumber) {
      const [row] = await db().select().from(lbpPractitioners).where(eq(lbpPractitioners.lbpNumber, lbpNumber));
      if (!row) return success(null);
      return success({
        names: row.names,
        lbpNumber: row.lbpNumber,
        contact: { phoneNumber: row.phoneNumber, emailAddress: row.emailAddress },
        addressDetails: { suburb: row.suburb, postCode: row.postCode, townOrCity: row.townOrCity },
        licensedClasses: row.licensedClasses,
        hasMultipleLicensedClasses: row.licensedClasses.length > 1,
      });
    },
  };
}
