import type { IntegrationResult } from '../http.js';
import type { ParcelFeature, UntrustedHtml } from '../types.js';

export interface OzoneConfig {
  /** ozoneBase: the council's Ozone host, e.g. https://ozone.council.govt.nz/ (paths a2/ozone/... are appended). */
  baseUrl: string;
  /** OzoneAttributes (spec point 3): the parcel attributes kept as council data; all when empty. */
  attributes?: string[];
}

/**
 * One parcel of Ozone's site-address search. Ozone names its attributes in snake case; the council's
 * OzoneAttributes lists the ones it shows (e.g. valuation_number, legal_description, site_address,
 * capital_value). The other fields are read when present.
 */
export interface OzoneParcel {
  valuation_number?: string | number | null;
  legal_description?: string | null;
  site_address?: string | null;
  capital_value?: string | number | null;
  land_value?: string | number | null;
  improvements_value?: string | number | null;
  parcel_id?: string | number | null;
  valuation_id?: string | number | null;
  title?: string | null;
  latitude?: string | number | null;
  longitude?: string | number | null;
  [attribute: string]: unknown;
}

/** What the product needs from Ozone (spec point 7). */
export interface OzoneParcelService {
  /** POST a2/ozone/parcel/site-address {term, site_address}: the parcels at an address. */
  searchSiteAddress(request: { term: string; site_address: string }): Promise<IntegrationResult<ParcelFeature[]>>;
  /**
   * POST a2/ozone/get-parcel {job_id, valuation_number, site_address}: the HTML shown in the parcel
   * information area. Untrusted: modules/locations/parcelInfo.ts sanitises it before display.
   */
  getParcel(request: {
    job_id: string | number;
    valuation_number: string;
    site_address: string;
  }): Promise<IntegrationResult<{ html: UntrustedHtml }>>;
}
