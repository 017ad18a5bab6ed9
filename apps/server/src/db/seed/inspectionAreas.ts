import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { inspectionAreas } from '../schema.js';

interface DemoArea {
  name: string;
  /** The suburbs and towns the area covers (a site's suburb, else its town, picks it: ADR 0077). */
  localities: string[];
  /** Slots per type each working morning and each afternoon. */
  slots: number;
}

/** The first area of each list is the council's default: sites whose suburb and town no area lists fall in it. */
const DEMO_AREAS: Record<string, DemoArea[]> = {
  auckland: [
    { name: 'Central', localities: ['Auckland Central', 'Grey Lynn', 'Mount Eden', 'Ponsonby'], slots: 4 },
    { name: 'North', localities: ['Mairangi Bay', 'Takapuna', 'Albany', 'Devonport'], slots: 2 },
    { name: 'South', localities: ['Papakura', 'Manukau', 'Pukekohe'], slots: 2 },
  ],
  christchurch: [
    { name: 'Central', localities: ['Christchurch Central', 'Sydenham', 'Merivale', 'Riccarton'], slots: 4 },
    { name: 'Banks Peninsula', localities: ['Lyttelton', 'Akaroa', 'Diamond Harbour'], slots: 1 },
  ],
  wellington: [
    { name: 'Central', localities: ['Wellington Central', 'Te Aro', 'Thorndon'], slots: 4 },
    { name: 'Western suburbs', localities: ['Karori', 'Kelburn', 'Northland'], slots: 2 },
  ],
  hamilton: [
    { name: 'Central', localities: ['Hamilton Central', 'Hamilton East', 'Frankton'], slots: 4 },
    { name: 'North', localities: ['Rototuna', 'Flagstaff', 'Huntington'], slots: 2 },
  ],
  'south-waikato': [
    { name: 'Tokoroa', localities: ['Tokoroa'], slots: 3 },
    { name: 'Rural', localities: ['Tīrau', 'Putāruru', 'Arapuni'], slots: 1 },
  ],
  'thames-coromandel': [
    { name: 'Thames', localities: ['Thames'], slots: 3 },
    { name: 'Eastern Coromandel', localities: ['Whitianga', 'Tairua', 'Pauanui', 'Whangamatā'], slots: 2 },
  ],
};
const WHOLE_DISTRICT: DemoArea[] = [{ name: 'Whole district', localities: [], slots: 4 }];

/**
 * Gives each council that has no inspection areas yet its demo areas, and each area every one of the council's
 * inspection types with the area's slots. A council with any area is left as its admin keeps it (a database
 * migrated from before areas has its "Whole district" default, made by migration 0083, and keeps it).
 */
export async function seedInspectionAreas(tx: Executor, councilIds: Map<string, number>): Promise<void> {
  for (const [slug, councilId] of councilIds) {
    const [any] = await tx
      .select({ id: inspectionAreas.id })
      .from(inspectionAreas)
      .where(eq(inspectionAreas.councilId, councilId))
      .limit(1);
    if (any) continue;
    for (const [i, area] of (DEMO_AREAS[slug] ?? WHOLE_DISTRICT).entries()) {
      const [row] = await tx
        .insert(inspectionAreas)
        .values({ councilId, name: area.name, localities: area.localities, isDefault: i === 0, sortOrder: i + 1 })
        .returning({ id: inspectionAreas.id });
      if (!row) continue;
      await tx.execute(sql`
        insert into inspection_capacities (area_id, inspection_type_id, morning_slots, afternoon_slots)
        select ${row.id}, id, ${area.slots}, ${area.slots} from inspection_types where council_id = ${councilId}
        on conflict do nothing`);
    }
  }
}
