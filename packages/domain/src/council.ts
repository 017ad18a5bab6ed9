import { z } from 'zod';

/** A council's configuration flags and configs (spec point 3 "Config flags", "Council configs from the server"). */
export const councilConfigSchema = z.strictObject({
  enablePreApplication: z.boolean(),
  enableFirstPointOfContact: z.boolean(),
  enableFeesInvoiceChargeTo: z.boolean(),
  enablePIMOnlyPLG1: z.boolean(),
  /** Whether the council takes a deposit; with it off, one fewer checklist tick is required. */
  enableDepositTable: z.boolean(),
  disable_apps: z.boolean(),
  disable_apps_message: z.string(),
  MinorVariationURL: z.string(),
});
export type CouncilConfig = z.infer<typeof councilConfigSchema>;

export const parcelApiSchema = z.strictObject({
  action: z.string(),
  event: z.string(),
  url: z.string(),
  params: z.record(z.string(), z.string()),
  match_all: z.array(z.string()),
  match_any: z.array(z.string()),
});

/**
 * A council's map configuration (spec point 3 "Council map configuration (per council)"). ChecklistsBaseUrl,
 * GoogleOneWay, GoogleArcGIS and UseLinzId are not kept: the spec gives them no behaviour (ADR specaudit-map-switches).
 */
export const mapConfigSchema = z.strictObject({
  ParcelApi: z.array(parcelApiSchema),
  EnableMapBounds: z.boolean(),
  BoundsSouth: z.number(),
  BoundsWest: z.number(),
  BoundsNorth: z.number(),
  BoundsEast: z.number(),
  DefaultLatitude: z.number(),
  DefaultLongitude: z.number(),
  DefaultZoom: z.number().int(),
  GoogleAutoComplete: z.boolean(),
  AppendGoogleData: z.boolean(),
  OzoneAttributes: z.array(z.string()),
  ArcgisBaseUrl: z.string(),
  ArcgisDefaultLayer: z.string(),
  ArcgisAddressColumn: z.string(),
  ArcgisLegalColumn: z.string(),
  SwcSearchApiUrl: z.string(),
  /** The council's Ozone host (a2/ozone/... is appended); asked when OzoneParcel or GoogleOzoneParcel is on. */
  OzoneBaseUrl: z.string(),
  /** The council's TechOne property gateway (/get-info/json is appended). */
  TechOneUrl: z.string(),
  /** The Thames-Coromandel property search API; asked when TCDCPropertySelection is on. */
  TcdcSearchApiUrl: z.string(),
  /** The external XML property service, asked by par_id. */
  XmlPropertyServiceUrl: z.string(),
  /** The parcel service, asked by parcel id or term. */
  ParcelServiceUrl: z.string(),
  OzoneParcel: z.boolean(),
  GoogleOzoneParcel: z.boolean(),
  /** Ask the council's TechOne property gateway (TechOneUrl) for an address's parcels. */
  TechOneParcel: z.boolean(),
  SwcPropertySelection: z.boolean(),
  TCDCPropertySelection: z.boolean(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

export interface Council {
  id: number;
  name: string;
  fullName: string;
  isRegional: boolean;
}
