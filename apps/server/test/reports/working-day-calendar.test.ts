import { addCalendarDays, isWorkingDay, nzPublicHolidayDates } from '@consent/domain';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { nzPublicHolidays, workingDayCalendar } from '../../src/db/schema.js';
import { openTestDatabase } from '../support/database.js';

/**
 * The SQL calendar (migration 0060) and the domain's clock (lifecycle/workingDays.ts) must call the same days working
 * days, or the report and the application's clock would disagree (ADR 0060).
 */
let database: Database;
let calendar: { day: string; working: boolean; ordinal: number }[];
beforeAll(async () => {
  database = await openTestDatabase();
  calendar = await database.db.select().from(workingDayCalendar).orderBy(asc(workingDayCalendar.day));
});
afterAll(() => database.close());

describe('the working-day calendar in SQL agrees with the domain clock', () => {
  it('holds every day of 2000-2052 once, in order', () => {
    expect(calendar[0]?.day).toBe('2000-01-01');
    expect(calendar.at(-1)?.day).toBe('2052-12-31');
    let day = '2000-01-01';
    for (const row of calendar) {
      expect(row.day).toBe(day);
      day = addCalendarDays(day, 1);
    }
  });

  it("calls a day a working day exactly when the domain's isWorkingDay does", () => {
    const disagreeing = calendar.filter((row) => row.working !== isWorkingDay(row.day)).map((row) => row.day);
    expect(disagreeing).toEqual([]);
  });

  it('holds the national public holidays date-holidays gives today, observed days included', async () => {
    const expected = new Set<string>();
    for (let year = 2000; year <= 2052; year++) for (const day of nzPublicHolidayDates(year)) expected.add(day);
    const stored = await database.db.select().from(nzPublicHolidays).orderBy(asc(nzPublicHolidays.day));
    expect(stored.map((h) => h.day)).toEqual([...expected].sort());
  });

  it('counts the working days between two days as the difference of their ordinals, on a sample of spans', () => {
    const index = new Map(calendar.map((row, i) => [row.day, i]));
    const spans: [string, string][] = [
      ['2024-12-16', '2025-01-20'],
      ['2025-02-03', '2025-03-20'],
      ['2022-09-20', '2022-10-03'],
      ['2000-01-01', '2000-02-01'],
      ['2052-06-01', '2052-12-31'],
      ['2026-04-01', '2026-04-30'],
    ];
    for (const [from, to] of spans) {
      let counted = 0;
      for (let day = addCalendarDays(from, 1); day <= to; day = addCalendarDays(day, 1))
        if (isWorkingDay(day)) counted++;
      const ordinal = (day: string) => calendar[index.get(day) ?? -1]?.ordinal ?? NaN;
      expect(ordinal(to) - ordinal(from), `${from} to ${to}`).toBe(counted);
    }
  });
});
