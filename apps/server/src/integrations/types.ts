import type { Location } from '@consent/domain';

/** A ring of [longitude, latitude] points in WGS84 (EPSG:4326), as ArcGIS and GeoJSON order them. */
export type Ring = [number, number][];

/**
 * A parcel a council service found: the location built from it (spec point 3), the outline to draw on
 * the map when the service gave one, and the service's own attributes (shown as council data).
 */
export interface ParcelFeature {
  location: Location;
  outline: Ring[] | null;
  attributes: Record<string, unknown>;
}

/**
 * HTML produced by an outside council service (Ozone, TechOne) for the parcel information area.
 * Untrusted: only modules/locations/parcelInfo.ts (sanitizeCouncilHtml) turns it into HTML fit to show.
 */
export type UntrustedHtml = string & { readonly __untrustedHtml: unique symbol };
export const untrustedHtml = (html: string) => html as UntrustedHtml;
