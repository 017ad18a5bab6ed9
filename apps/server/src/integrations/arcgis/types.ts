import type { IntegrationResult } from '../http.js';
import type { ParcelFeature } from '../types.js';
import type { WhereCondition } from './where.js';

/** The council's ArcGIS settings (spec point 3 "Council map configuration"). */
export interface ArcgisConfig {
  /** ArcgisBaseUrl: the MapServer/FeatureServer URL, e.g. https://gis.example.govt.nz/arcgis/rest/services/Parcels/MapServer/ */
  baseUrl: string;
  /** ArcgisDefaultLayer: the layer id queried when the caller names none. */
  defaultLayer: string;
  /** ArcgisAddressColumn: the attribute holding the street address. */
  addressColumn: string;
  /** ArcgisLegalColumn: the attribute holding the legal description. */
  legalColumn: string;
  /** A token for secured services, sent as the token parameter. */
  token?: string;
}

export interface ArcgisQueryOptions {
  layer?: string;
  /** resultRecordCount; defaults to ARCGIS_DEFAULT_LIMIT (8, spec point 9). */
  limit?: number;
}

/** What the product needs from a council's ArcGIS REST service: parcels as locations. */
export interface ArcgisParcelService {
  /** `{base}find`: features whose search fields contain the text, in the given layers. */
  find(
    searchText: string,
    options?: { searchFields?: string[]; layers?: string[] },
  ): Promise<IntegrationResult<ParcelFeature[]>>;
  /** `{base}{layer}/query` where the address column contains the term (escaped). */
  queryByAddress(term: string, options?: ArcgisQueryOptions): Promise<IntegrationResult<ParcelFeature[]>>;
  /** `{base}{layer}/query` for the parcels that intersect a WGS84 point (inSR 4326). */
  queryByPoint(
    point: { latitude: number; longitude: number },
    options?: ArcgisQueryOptions,
  ): Promise<IntegrationResult<ParcelFeature[]>>;
  /** `{base}{layer}/query` with attribute conditions (the ParcelApi match_all / match_any columns). */
  queryWhere(
    conditions: WhereCondition[],
    options?: ArcgisQueryOptions & { join?: 'AND' | 'OR' },
  ): Promise<IntegrationResult<ParcelFeature[]>>;
}
