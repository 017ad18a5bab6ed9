import { asNumber, asText, locationFromCouncilSource, type Location } from '@consent/domain';
import type { XmlJson, XmlJsonValue } from './types.js';

/**
 * One property record of the XML document: an element that names its parcel by par_id (as an attribute,
 * `<property par_id="…">`, or a child element), with the service's snake-case fields.
 */
interface XmlPropertyRecord {
  parId: string;
  fields: XmlJson;
}

const isObject = (value: XmlJsonValue | undefined): value is XmlJson =>
  typeof value === 'object' && !Array.isArray(value);

/** An element's text: plain text, or the '#text' of an element that also has attributes. */
function textOf(value: XmlJsonValue | undefined): string {
  if (isObject(value)) return asText(value['#text']);
  return Array.isArray(value) ? textOf(value[0]) : asText(value);
}

/** Every element carrying a par_id, wherever the document nests it (the spec leaves its vocabulary open). */
export function propertyRecords(document: XmlJson): XmlPropertyRecord[] {
  const found: XmlPropertyRecord[] = [];
  const visit = (value: XmlJsonValue) => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!isObject(value)) return;
    const parId = textOf(value['@_par_id'] ?? value.par_id);
    if (parId) found.push({ parId, fields: value });
    else Object.values(value).forEach(visit);
  };
  visit(document);
  return found;
}

/**
 * A location from an XML property record, built as a council source (spec point 3): the par_id is the
 * parcel id, valuation_number/valuation_id the valuation, legal_description the legal description, and
 * the address (a site_address, or an address element's street, suburb and postcode) the street and
 * locality. Values the council source does not name (title, capital, land and improvements values) are
 * read alongside; a field the record leaves out stays empty for the caller to keep its own.
 */
export function locationFromXmlProperty({ parId, fields }: XmlPropertyRecord): Location {
  const address = isObject(fields.address) ? fields.address : {};
  const location = locationFromCouncilSource({
    PROPERTY_ID: parId,
    ASSESSMENT_NO: textOf(fields.valuation_number),
    ASSESSMENT_ID: textOf(fields.valuation_id),
    LEGAL_DESCRIPTION: textOf(fields.legal_description),
    STREET: textOf(fields.site_address) || textOf(address.street),
    LOCALITY: textOf(address.suburb),
    POSTCODE: textOf(address.postcode),
  });
  return {
    ...location,
    city: textOf(address.city),
    title: textOf(fields.title),
    capitalValue: asNumber(textOf(fields.capital_value)),
    landValue: asNumber(textOf(fields.land_value)),
    improvementsValue: asNumber(textOf(fields.improvements_value)),
  };
}
