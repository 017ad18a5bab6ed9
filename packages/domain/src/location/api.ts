import { z } from 'zod';
import { ADDRESS_SEARCH_LIMIT, JQUERY_AUTOCOMPLETE_LIMIT, PARCEL_OPTIONS, VALIDATION_MODES } from '../constants.js';
import { locationFlags } from './rules.js';
import { makeLocation, type Location } from './types.js';

const idSchema = z.union([
  z.number().int().positive().max(2_147_483_647),
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().positive().max(2_147_483_647)),
]);
const text = (max: number) => z.string().trim().max(max).default('');
const money = z.number().min(0).max(1e12).nullable().default(null);

/** The address of a parcel feature (spec point 3 "Location": Address). */
const featureAddressSchema = z.strictObject({
  street: text(200),
  shortStreet: text(200),
  suburb: text(100),
  city: text(100),
  region: text(100),
  postcode: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, { message: 'Enter a postcode of 4 digits, like 6011.' })
    .default(''),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
});

/** The council data of a parcel feature (spec point 3 "Location": Council and parcel). */
const featureCouncilDataSchema = z.strictObject({
  appParcelID: z.number().int().nullable().optional(),
  parcelID: text(50),
  linzID: text(50),
  valuationID: text(50),
  valuationNumber: text(50),
  legalDesc: text(1000),
  legalDescOneLine: text(1000),
  title: text(200),
  certOfTitle: text(200),
  propertyFile: text(100),
  councilID: text(50),
  capitalValue: money,
  landValue: money,
  improvementsValue: money,
  improvements: text(200),
  ward: text(100),
  wardDescription: text(200),
  areaDescription: text(200),
  propertyType: text(100),
  /** The council attributes' own haveParcel (spec point 4). */
  haveParcel: z.boolean().optional(),
});

/** A feature of the parcel calls: address, council_data and google_data (spec point 3 "Parcel set"). */
const parcelFeatureSchema = z.strictObject({
  address: featureAddressSchema,
  council_data: featureCouncilDataSchema.default(featureCouncilDataSchema.parse({})),
  google_data: z.record(z.string(), z.unknown()).nullable().optional(),
  /** The parcel data says the address is not registered (spec point 4). */
  address_not_registered: z.boolean().optional(),
});
export type ParcelFeatureInput = z.input<typeof parcelFeatureSchema>;
export type ParcelFeatureData = z.output<typeof parcelFeatureSchema>;

export const parcelOptSchema = z.enum(PARCEL_OPTIONS);
export type ParcelOpt = z.infer<typeof parcelOptSchema>;
const features = z.array(parcelFeatureSchema).max(50);

/** POST /ajax/parcel {appId, features[], parcel_opt}. */
export const saveParcelSchema = z.strictObject({
  appId: idSchema,
  features: features.min(1),
  parcel_opt: parcelOptSchema,
});
/** POST /ajax/submit_parcels {appId, features, parcel_opt, validation_mode}. */
export const submitParcelsSchema = z.strictObject({
  appId: idSchema,
  features,
  parcel_opt: parcelOptSchema,
  validation_mode: z.enum(VALIDATION_MODES).optional(),
});
/** POST /ajax/validateparcel {appId, data}. */
export const validateParcelSchema = z.strictObject({ appId: idSchema, data: parcelFeatureSchema });
/** POST /ajax/activeparcel {appId, data, parcel_opt}: data names the parcel to make active, if any. */
export const activeParcelSchema = z.strictObject({
  appId: idSchema,
  data: z.strictObject({ app_parcel_id: idSchema.nullable().default(null) }).default({ app_parcel_id: null }),
  parcel_opt: parcelOptSchema,
});
/** POST /ajax/remove_parcel {appId, app_parcel_id}. */
export const removeParcelSchema = z.strictObject({ appId: idSchema, app_parcel_id: idSchema });
/** POST /ajax/check_region {app_id, address}. */
export const checkRegionSchema = z.strictObject({ app_id: idSchema, address: featureAddressSchema });

/** GET /api/addresses?q=&limit=&councilId= (the address data source's get_autocomplete_data). */
export const addressSearchQuerySchema = z.strictObject({
  q: z.string().trim().min(3, { message: 'Type at least 3 characters of the address.' }).max(200),
  // Spec point 9: results cut to the caller's limit, at most the jQuery-style autocomplete's 25; the search's own 8 by default.
  limit: z.coerce.number().int().min(1).max(JQUERY_AUTOCOMPLETE_LIMIT).default(ADDRESS_SEARCH_LIMIT),
  councilId: idSchema.optional(),
  /** The application searched for: its council's map configuration may send the search to the maps service. */
  appId: idSchema.optional(),
});
/** GET /api/places/{placeId}/parcels?appId=: a maps-service suggestion's place (Google's id, or ours as linz:{address_id}). */
export const placeParamsSchema = z.strictObject({
  placeId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_:-]{1,300}$/, { message: 'Not a place id.' }),
});
/** GET /api/addresses/at?appId=&latitude=&longitude=: the address and parcels at a point the applicant placed on the map. */
export const addressAtQuerySchema = z.strictObject({
  appId: idSchema,
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});
/**
 * POST /ajax/checkSouthwaikatoPropertySearchAPI {address, api_base_url} (spec point 7). The spec sends no
 * application; one may be named (appId), and then the URL must be its council's SwcSearchApiUrl. Without it
 * the URL must be some council's SwcSearchApiUrl: either way the server only calls a configured URL.
 */
export const southWaikatoSearchSchema = z.strictObject({
  appId: idSchema.optional(),
  address: z.string().trim().min(1, { message: 'Enter the address to search for.' }).max(200),
  api_base_url: z.string().trim().max(2000),
});

export const addressIdParamsSchema = z.strictObject({ addressId: idSchema });
export const addressParcelsQuerySchema = z.strictObject({ appId: idSchema });

/** A location from a feature; flags per spec point 4 (the server derives them again, it never trusts them). */
export function locationFromFeature(feature: ParcelFeatureData): Location {
  const { haveParcel: attributesHaveParcel, appParcelID: _id, ...council } = feature.council_data;
  const location = makeLocation({ ...feature.address, ...council });
  return {
    ...location,
    ...locationFlags({
      attributesHaveParcel,
      parcelID: location.parcelID,
      legalDesc: location.legalDesc,
      addressNotRegistered: feature.address_not_registered,
    }),
  };
}

export { checkSiteLocation, siteLocationMessages, siteRegion } from './siteRules.js';
