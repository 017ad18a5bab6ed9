import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { parcels } from '../db/schema.js';
import type { CsvRow } from './csvImport.js';

export type ParcelRecord = Omit<typeof parcels.$inferInsert, 'geometry'> & { wkt: string | null };

const POLYGON_WKT = /^\s*(MULTI)?POLYGON\s*\(\s*\(/i;

const area = (value: string | undefined) => {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * A row of LINZ NZ Primary Parcels (WKT,id,appellation,affected_surveys,parcel_intent,topology_type,
 * statutory_actions,land_district,titles,survey_area,calc_area) to our columns. The WKT is in NZGD2000
 * degrees, which the map draws as WGS84; a parcel without a polygon keeps its legal data.
 */
export function parcelRecord(row: CsvRow): ParcelRecord | { skip: string } {
  const id = Number(row.id);
  if (!Number.isSafeInteger(id) || id <= 0) return { skip: 'without an id' };
  const wkt = (row.WKT ?? '').trim();
  if (wkt && !POLYGON_WKT.test(wkt)) return { skip: 'whose WKT is not a polygon' };
  return {
    id,
    appellation: (row.appellation ?? '').trim(),
    affectedSurveys: (row.affected_surveys ?? '').trim(),
    parcelIntent: (row.parcel_intent ?? '').trim(),
    topologyType: (row.topology_type ?? '').trim(),
    statutoryActions: (row.statutory_actions ?? '').trim(),
    landDistrict: (row.land_district ?? '').trim(),
    titles: (row.titles ?? '').trim(),
    surveyArea: area(row.survey_area),
    calcArea: area(row.calc_area),
    wkt: wkt || null,
  };
}

export async function writeParcels(db: Db, records: ParcelRecord[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(parcels)
      .values(
        records.map(({ wkt, ...r }) => ({
          ...r,
          geometry: wkt === null ? null : sql`ST_Multi(ST_GeomFromText(${wkt}, 4326))`,
        })),
      )
      .onConflictDoUpdate({
        target: parcels.id,
        set: {
          appellation: sql`excluded.appellation`,
          affectedSurveys: sql`excluded.affected_surveys`,
          parcelIntent: sql`excluded.parcel_intent`,
          topologyType: sql`excluded.topology_type`,
          statutoryActions: sql`excluded.statutory_actions`,
          landDistrict: sql`excluded.land_district`,
          titles: sql`excluded.titles`,
          surveyArea: sql`excluded.survey_area`,
          calcArea: sql`excluded.calc_area`,
          geometry: sql`excluded.geometry`,
        },
      });
  });
}
