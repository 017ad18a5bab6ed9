import { z } from 'zod';
import { appIdParamsSchema } from '../api.js';
import {
  activeParcelSchema,
  addressAtQuerySchema,
  addressIdParamsSchema,
  addressParcelsQuerySchema,
  addressSearchQuerySchema,
  checkRegionSchema,
  parcelOptSchema,
  placeParamsSchema,
  removeParcelSchema,
  saveParcelSchema,
  submitParcelsSchema,
  validateParcelSchema,
} from '../location/api.js';
import type { Location } from '../location/types.js';
import { mapConfigSchema } from '../council.js';
import { resultOf, route, statusAnswerSchema, successResult } from './route.js';

/** The spec's Location (point 3: address, council and parcel data, flags) as the parcel calls answer it. */
const locationSchema = z.object({
  street: z.string(),
  shortStreet: z.string(),
  suburb: z.string(),
  city: z.string(),
  region: z.string(),
  postcode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  appParcelID: z.number().nullable(),
  parcelID: z.string(),
  linzID: z.string(),
  valuationID: z.string(),
  valuationNumber: z.string(),
  legalDesc: z.string(),
  legalDescOneLine: z.string(),
  title: z.string(),
  certOfTitle: z.string(),
  propertyFile: z.string(),
  councilID: z.string(),
  capitalValue: z.number().nullable(),
  landValue: z.number().nullable(),
  improvementsValue: z.number().nullable(),
  improvements: z.string(),
  ward: z.string(),
  wardDescription: z.string(),
  areaDescription: z.string(),
  propertyType: z.string(),
  haveParcel: z.boolean(),
  inCouncilRegion: z.boolean(),
  legalDataUnavailable: z.boolean(),
}) satisfies z.ZodType<Location>;

/** A parcel outline: rings of [longitude, latitude], as ArcGIS and GeoJSON order them. */
const outlineSchema = z.array(z.array(z.tuple([z.number(), z.number()])));
export type Outline = z.input<typeof outlineSchema>;

/** A suggestion of the address search: ours carry our address id, the maps service's its place id (no coordinates yet). */
const addressSuggestionSchema = z.object({
  addressId: z.number().nullable(),
  placeId: z.string().nullable(),
  label: z.string(),
  location: locationSchema,
});
export type AddressSuggestion = z.input<typeof addressSuggestionSchema>;

/** A legal option of an address: the location a council's parcel service built, its outline and the service's own attributes. */
export const parcelOptionSchema = z.object({
  location: locationSchema,
  outline: outlineSchema.nullable(),
  attributes: z.record(z.string(), z.unknown()).optional(),
});
export type ParcelOption = z.input<typeof parcelOptionSchema>;

/** A saved parcel (spec point 3's stored parcel record): the location with its flags, the record's fields, the outline and the feature's google_data. */
const savedParcelSchema = z.object({
  app_parcel_id: z.number(),
  active: z.boolean(),
  location: locationSchema,
  outline: outlineSchema.nullable(),
  legaldesc_oneline: z.string(),
  address_not_registered: z.boolean(),
  validation: z.object({ inRegion: z.boolean() }),
  google_data: z.record(z.string(), z.unknown()).nullable(),
  // The stored record's numbered address (spec point 3: street_address1 to 5 are street, suburb, region, city, postcode).
  street_address1: z.string(),
  street_address2: z.string(),
  street_address3: z.string(),
  street_address4: z.string(),
  street_address5: z.string(),
});
export type SavedParcel = z.input<typeof savedParcelSchema>;

/** The application's parcel set with what the page shows of it (spec point 7 get_parcel_data). */
const parcelSetSchema = z.object({
  result: successResult,
  parcels: z.array(savedParcelSchema),
  parcelOpt: parcelOptSchema,
  multiParcel: z.boolean(),
  displayParcelInfo: z.boolean(),
  oneLineLegal: z.string(),
  /** The active parcel carries the council's valuation data. */
  parcel_data_extended: z.boolean(),
  /** The legal description of the whole site the building stands on. */
  building_legal: z.string(),
});
export type ParcelSet = z.input<typeof parcelSetSchema>;

/** The legal options of a chosen address or place: 'error' with the spec's message (point 8) when it could not be located. */
const legalOptionsSchema = z.union([
  z.object({ result: successResult, address: addressSuggestionSchema, parcels: z.array(parcelOptionSchema) }),
  z.object({
    result: resultOf(['error']),
    message: z.string(),
    /** The maps service's status when it failed (null when it answered but found nothing). */
    status: z.string().nullable(),
    address: addressSuggestionSchema.nullable(),
    parcels: z.array(parcelOptionSchema),
  }),
]);
export type LegalOptions = z.input<typeof legalOptionsSchema>;

const problemsSchema = z.array(
  z.object({ message: z.string(), field: z.string().optional(), form: z.string().optional() }),
);
const savedIdsSchema = statusAnswerSchema.extend({ app_parcel_id: z.array(z.number()) });

/** Spec point 7 "Parcels and addresses" with the spec's paths and fields, plus the address search and legal lookup it leaves unnamed (under /api). */
export const locationsContract = {
  searchAddresses: route({
    method: 'GET',
    path: '/api/addresses',
    querystring: addressSearchQuerySchema,
    response: z.object({ result: successResult, addresses: z.array(addressSuggestionSchema) }),
  }),
  addressAt: route({
    method: 'GET',
    path: '/api/addresses/at',
    querystring: addressAtQuerySchema,
    response: legalOptionsSchema,
  }),
  placeParcels: route({
    method: 'GET',
    path: '/api/places/:placeId/parcels',
    params: placeParamsSchema,
    querystring: addressParcelsQuerySchema,
    response: legalOptionsSchema,
  }),
  addressParcels: route({
    method: 'GET',
    path: '/api/addresses/:addressId/parcels',
    params: addressIdParamsSchema,
    querystring: addressParcelsQuerySchema,
    response: z.object({
      result: successResult,
      address: addressSuggestionSchema,
      parcels: z.array(parcelOptionSchema),
    }),
  }),
  mapTiles: route({
    method: 'GET',
    path: '/api/map/tiles',
    response: z.object({ result: successResult, url: z.string().nullable(), attribution: z.string() }),
  }),
  save: route({ method: 'POST', path: '/ajax/parcel', body: saveParcelSchema, response: savedIdsSchema }),
  submit: route({ method: 'POST', path: '/ajax/submit_parcels', body: submitParcelsSchema, response: savedIdsSchema }),
  current: route({
    method: 'GET',
    path: '/ajax/current_parcel_information/:appId',
    params: appIdParamsSchema,
    response: z.object({
      result: successResult,
      location: locationSchema.nullable(),
      outline: outlineSchema.nullable(),
    }),
  }),
  /** The add dialog's check (spec point 5): 'success', or 'invalid' with the first problem for the 'Error!' box. */
  validate: route({
    method: 'POST',
    path: '/ajax/validateparcel',
    body: validateParcelSchema,
    response: z.object({
      result: resultOf(['success', 'invalid']),
      message: z.string(),
      details: problemsSchema.optional(),
      location: locationSchema,
    }),
  }),
  activate: route({
    method: 'POST',
    path: '/ajax/activeparcel',
    body: activeParcelSchema,
    response: statusAnswerSchema.extend({ parcel_opt: parcelOptSchema }),
  }),
  remove: route({
    method: 'POST',
    path: '/ajax/remove_parcel',
    body: removeParcelSchema,
    response: statusAnswerSchema,
  }),
  /** 'error' when the address could not be located (spec point 8), still in the region by default, with what the geocoder found. */
  checkRegion: route({
    method: 'POST',
    path: '/ajax/check_region',
    body: checkRegionSchema,
    response: z.object({
      result: resultOf(['success', 'invalid', 'error']),
      inRegion: z.boolean(),
      message: z.string(),
      location: locationSchema.pick({
        street: true,
        shortStreet: true,
        suburb: true,
        city: true,
        region: true,
        postcode: true,
        latitude: true,
        longitude: true,
      }),
    }),
  }),
  /**
   * The application's council's map configuration, as GET /ajax/maps_config/{councilId} answers it, asked by the
   * application: the site location page's route starts it beside the application instead of after it (ADR 0091).
   */
  applicationMapConfig: route({
    method: 'GET',
    path: '/api/applications/:appId/maps-config',
    params: appIdParamsSchema,
    response: z.object(mapConfigSchema.shape),
  }),
  parcelData: route({
    method: 'GET',
    path: '/ajax/get_parcel_data/:appId',
    params: appIdParamsSchema,
    response: parcelSetSchema,
  }),
  /** The same set after checking the region flags again against the application's council. */
  refreshParcelData: route({
    method: 'POST',
    path: '/ajax/get_parcel_data/:appId',
    params: appIdParamsSchema,
    response: parcelSetSchema,
  }),
};
