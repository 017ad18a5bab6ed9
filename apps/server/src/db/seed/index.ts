import { sql } from 'drizzle-orm';
import { councilConfigSchema, readMapConfig } from '@consent/domain';
import type { Db } from '../client.js';
import { companies, councils, lbpPractitioners, preApplicationMeetings } from '../schema.js';
import { demoCouncils } from './councils.js';
import { demoCompanies, demoPreApplicationMeetings } from './wizard.js';
import { seedLocationData } from './locations.js';
import { demoLbpRegister } from './lbp.js';
import { seedCouncilStaff } from './councilStaff.js';
import { seedFeeSchedules } from './feeSchedules.js';
import { seedInspectionTypes } from './inspectionTypes.js';
import { seedInspectionAreas } from './inspectionAreas.js';

/** Where loading a configuration says what it ignored (the server's log). */
export interface SeedLog {
  warn(details: object, message: string): void;
}

/**
 * A council's map configuration as loaded: a legacy one's keys without behaviour (ChecklistsBaseUrl, GoogleOneWay,
 * GoogleArcGIS) are accepted, dropped and named in a warning, so the old system's export loads as it is (issue 28.9).
 */
export function loadMapConfig(slug: string, value: unknown, log: SeedLog) {
  const { mapConfig, ignoredKeys } = readMapConfig(value);
  if (ignoredKeys.length) log.warn({ council: slug, ignoredKeys }, 'map configuration keys with no behaviour ignored');
  return mapConfig;
}

/** Without the server's log (the test template, the benches): Node's own warning, on stderr. */
const processWarning: SeedLog = {
  warn: (details, message) => {
    process.emitWarning(`${message}: ${JSON.stringify(details)}`);
  },
};

/** Loads the demo councils; idempotent, so every start may run it and edits to the seed take effect. */
export async function seedDemoData(db: Db, log: SeedLog = processWarning): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [i, council] of demoCouncils.entries()) {
      const row = {
        slug: council.slug,
        name: council.name,
        fullName: council.fullName,
        isRegional: council.isRegional,
        sortOrder: i,
        config: councilConfigSchema.parse(council.config),
        mapConfig: loadMapConfig(council.slug, council.mapConfig, log),
      };
      await tx
        .insert(councils)
        .values(row)
        .onConflictDoUpdate({
          target: councils.slug,
          set: {
            name: sql`excluded.name`,
            fullName: sql`excluded.full_name`,
            isRegional: sql`excluded.is_regional`,
            sortOrder: sql`excluded.sort_order`,
            config: sql`excluded.config`,
            mapConfig: sql`excluded.map_config`,
          },
        });
    }
    const councilIds = new Map(
      (await tx.select({ id: councils.id, slug: councils.slug }).from(councils)).map((c) => [c.slug, c.id]),
    );
    for (const [slug, meetings] of Object.entries(demoPreApplicationMeetings)) {
      const councilId = councilIds.get(slug);
      if (councilId === undefined || meetings.length === 0) continue;
      await tx
        .insert(preApplicationMeetings)
        .values(meetings.map((m) => ({ ...m, councilId })))
        .onConflictDoNothing();
    }
    await tx
      .insert(companies)
      .values(demoCompanies)
      .onConflictDoUpdate({
        target: companies.nzbn,
        set: { name: sql`excluded.name`, registrationNumber: sql`excluded.registration_number` },
      });
    await seedLocationData(tx, councilIds);
    await seedCouncilStaff(tx, councilIds);
    await seedFeeSchedules(tx, councilIds);
    await seedInspectionTypes(tx, councilIds);
    await seedInspectionAreas(tx, councilIds);
    await tx
      .insert(lbpPractitioners)
      .values(demoLbpRegister())
      .onConflictDoUpdate({
        target: lbpPractitioners.lbpNumber,
        set: {
          names: sql`excluded.names`,
          phoneNumber: sql`excluded.phone_number`,
          emailAddress: sql`excluded.email_address`,
          suburb: sql`excluded.suburb`,
          postCode: sql`excluded.post_code`,
          townOrCity: sql`excluded.town_or_city`,
          licensedClasses: sql`excluded.licensed_classes`,
        },
      });
  });
}
