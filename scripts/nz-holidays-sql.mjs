// Prints the SQL rows of migration 0060's nz_public_holidays: New Zealand's national public holidays (observed
// days included) from `date-holidays`, the library the domain's working-day clock reads (ADR 0060). Run it again
// and write a new migration when the library's data changes; apps/server/test/reports/working-day-calendar.test.ts
// fails until the table and the library agree.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../packages/domain/package.json', import.meta.url));
const Holidays = require('date-holidays');

const FIRST_YEAR = 2000;
const LAST_YEAR = 2052;

const holidays = new Holidays('NZ', { types: ['public'] });
const days = new Set();
for (let year = FIRST_YEAR; year <= LAST_YEAR; year++)
  for (const h of holidays.getHolidays(year)) days.add(h.date.slice(0, 10));
const sorted = [...days].sort();
const lines = [];
for (let i = 0; i < sorted.length; i += 8)
  lines.push(
    '\t' +
      sorted
        .slice(i, i + 8)
        .map((d) => `('${d}')`)
        .join(', '),
  );
console.log(`INSERT INTO "nz_public_holidays" ("day") VALUES\n${lines.join(',\n')};`);
