import { asText, oneLine } from './coerce.js';
import { locationFlags } from './rules.js';
import type { Location } from './types.js';
import { makeLocation } from './types.js';

/** A council rating-system record (spec point 3 "council source"), as TechOne-style property systems name it. */
interface CouncilSourceRecord {
  ASSESSMENT_ID?: string | number | null;
  LEGAL_DESCRIPTION?: string | null;
  LOCALITY?: string | null;
  POSTCODE?: string | number | null;
  PROPERTY_ID?: string | number | null;
  HOUSE_NO?: string | number | null;
  STREET?: string | null;
  ASSESSMENT_NO?: string | number | null;
}

/**
 * A location from a council source: HOUSE_NO and STREET make the street, LOCALITY the suburb, PROPERTY_ID
 * the parcel id, ASSESSMENT_ID the valuation id and ASSESSMENT_NO the valuation number. A council source
 * fills the parcel (point 4), so haveParcel is true.
 */
export function locationFromCouncilSource(record: CouncilSourceRecord): Location {
  const legal = asText(record.LEGAL_DESCRIPTION);
  return makeLocation({
    street: [asText(record.HOUSE_NO), asText(record.STREET)].filter(Boolean).join(' '),
    suburb: asText(record.LOCALITY),
    postcode: asText(record.POSTCODE),
    parcelID: asText(record.PROPERTY_ID),
    valuationID: asText(record.ASSESSMENT_ID),
    valuationNumber: asText(record.ASSESSMENT_NO),
    legalDesc: legal,
    legalDescOneLine: oneLine(legal),
    ...locationFlags({ filledByCouncilSource: true }),
  });
}
