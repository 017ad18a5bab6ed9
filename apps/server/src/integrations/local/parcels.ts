import { ARCGIS_DEFAULT_LIMIT } from '@consent/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ArcgisParcelService, ArcgisQueryOptions } from '../arcgis/types.js';
import type { WhereCondition } from '../arcgis/where.js';
import { failure, success, type IntegrationResult } from '../http.js';
import type { ParcelService, ParcelServiceResult } from '../parcelservice/types.js';
import type { ParcelFeature } from '../types.js';
import { addressQuery } from './addressQuery.js';
import { parcelFeatures } from './sql.js';

const SERVICE = 'local-parcels';

/** The columns a council's ParcelApi may name against our own register, and what each means here. */
const COLUMNS: Record<string, (op: WhereCondition['op'], value: string) => SQL> = {
  PARCEL_ID: (_op, value) => (/^\d{1,10}$/.test(value) ? sql`p.id = ${Number(value)}` : sql`false`),
  LEGAL_DESCRIPTION: (op, value) =>
    op === 'equals' ? sql`p.appellation = ${value}` : sql`p.appellation ilike ${`%${escapeLike(value)}%`}`,
  VALUATION_NUMBER: (_op, value) =>
    sql`exists (select 1 from council_rating_units r where r.parcel_id = p.id and r.valuation_number = ${value})`,
  ADDRESS: (op, value) =>
    sql`p.id in (${parcelIdsAtAddress(op === 'equals' ? sql`lower(a.full_address) = ${value.toLowerCase()}` : sql`a.search_text like ${`${addressQuery(value)}%`}`)})`,
  ADDRESS_ID: (_op, value) =>
    /^\d{1,10}$/.test(value) ? sql`p.id in (${parcelIdsAtAddress(sql`a.address_id = ${Number(value)}`)})` : sql`false`,
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The parcels of the addresses matching `where`: those their point lies in, and those rated with them. */
function parcelIdsAtAddress(where: SQL): SQL {
  return sql`select p2.id from (select a.address_id, a.location from addresses a where ${where} limit 25) a
               join parcels p2 on ST_Contains(p2.geometry, a.location)
             union
             select r.parcel_id from council_rating_units r where r.address_id in (select a.address_id from addresses a where ${where} limit 25)`;
}

/**
 * The embedded default behind the council parcel services: our LINZ parcels with the councils' rating
 * data, answering through the same interfaces as a council's ArcGIS service and the parcel service.
 */
export class LocalParcelService implements ArcgisParcelService, ParcelService {
  constructor(private readonly db: () => Db) {}

  /** The parcels an address stands on or is rated with; its own rating unit comes first on each. */
  async parcelsOfAddress(addressId: number, limit = ARCGIS_DEFAULT_LIMIT): Promise<IntegrationResult<ParcelFeature[]>> {
    return success(
      await parcelFeatures(
        this.db(),
        sql`p.id in (${parcelIdsAtAddress(sql`a.address_id = ${addressId}`)})`,
        limit,
        addressId,
      ),
    );
  }

  async find(searchText: string, options: { searchFields?: string[] } = {}) {
    const fields = options.searchFields?.length ? options.searchFields : ['ADDRESS'];
    return this.queryWhere(
      fields.map((column) => ({ column, op: 'contains' as const, value: searchText })),
      { join: 'OR' },
    );
  }

  queryByAddress(term: string, options: ArcgisQueryOptions = {}) {
    return this.queryWhere([{ column: 'ADDRESS', op: 'contains', value: term }], options);
  }

  async queryByPoint(point: { latitude: number; longitude: number }, options: ArcgisQueryOptions = {}) {
    if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) {
      return failure({ kind: 'invalid-request', service: SERVICE, message: 'The point has no finite coordinates' });
    }
    const here = sql`ST_SetSRID(ST_MakePoint(${point.longitude}, ${point.latitude}), 4326)`;
    return success(
      await parcelFeatures(this.db(), sql`ST_Intersects(p.geometry, ${here})`, options.limit ?? ARCGIS_DEFAULT_LIMIT),
    );
  }

  async queryWhere(
    conditions: WhereCondition[],
    options: ArcgisQueryOptions & { join?: 'AND' | 'OR' } = {},
  ): Promise<IntegrationResult<ParcelFeature[]>> {
    const parts: SQL[] = [];
    for (const condition of conditions) {
      const build = COLUMNS[condition.column.toUpperCase()];
      if (!build)
        return failure({
          kind: 'invalid-request',
          service: SERVICE,
          message: `Unknown column ${JSON.stringify(condition.column)}`,
        });
      parts.push(build(condition.op, String(condition.value)));
    }
    if (!parts.length) return success([]);
    const filter = sql.join(parts, options.join === 'OR' ? sql` or ` : sql` and `);
    // Asked by one address of ours, its own rating unit comes first on each parcel, as parcelsOfAddress does.
    const byAddress = conditions.find(
      (c) => c.column.toUpperCase() === 'ADDRESS_ID' && c.op === 'equals' && /^\d{1,10}$/.test(String(c.value)),
    );
    return success(
      await parcelFeatures(
        this.db(),
        sql`(${filter})`,
        options.limit ?? ARCGIS_DEFAULT_LIMIT,
        byAddress ? Number(byAddress.value) : null,
      ),
    );
  }

  async byParcelId(parcelId: string | number): Promise<IntegrationResult<ParcelServiceResult[]>> {
    const found = await this.queryWhere([{ column: 'PARCEL_ID', op: 'equals', value: String(parcelId) }]);
    return found.ok ? success(found.value.map(toParcelServiceResult)) : found;
  }

  async byTerm(term: string): Promise<IntegrationResult<ParcelServiceResult[]>> {
    const found = await this.queryByAddress(term);
    return found.ok ? success(found.value.map(toParcelServiceResult)) : found;
  }
}

function toParcelServiceResult({ location }: ParcelFeature): ParcelServiceResult {
  return {
    FormattedTitle: location.legalDesc,
    ValuationNumber: location.valuationNumber,
    AddressText: [location.street, location.suburb, location.city].filter(Boolean).join(', '),
    ParcelId: location.parcelID,
  };
}
