import type { IntegrationResult } from '../http.js';

export interface XmlPropertyConfig {
  /** The external XML property service's URL; par_id[] parameters are appended. */
  url: string;
}

/** XML converted to JSON: elements become keys, attributes '@_name', mixed text '#text', repeats arrays. */
export type XmlJson = { [key: string]: XmlJsonValue };
export type XmlJsonValue = string | XmlJson | XmlJsonValue[];

/**
 * What the product needs from the external XML property service (spec point 7): the property records
 * for parcel ids, as JSON. GET {url}?par_id[]={id}&par_id[]={id2} answers XML; the spec leaves the
 * document's vocabulary open, so the whole document is converted and the caller reads what it needs.
 * Values stay strings (a valuation number '0123' keeps its leading zero).
 */
export interface XmlPropertyService {
  getProperties(parIds: (string | number)[]): Promise<IntegrationResult<XmlJson>>;
}
