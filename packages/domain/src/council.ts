import type { LifecycleAction } from './lifecycle/machine.js';
import { z } from 'zod';
import { DEFAULT_NUMBER_FORMATS, numberFormatSchema, type NumberKind } from './references.js';

/** A council's configuration flags and configs (spec point 3 "Config flags", "Council configs from the server"). */
export const councilConfigSchema = z.strictObject({
  enablePreApplication: z.boolean(),
  enableFirstPointOfContact: z.boolean(),
  enableFeesInvoiceChargeTo: z.boolean(),
  enablePIMOnlyPLG1: z.boolean(),
  /** Whether the council takes a deposit; with it off, one fewer checklist tick is required. */
  enableDepositTable: z.boolean(),
  /**
   * The application types (application_type numbers) whose checklist includes the deposit table, for
   * `GET /obca/deposit_table/?t=&apptype=`; absent: every type. A council may take a deposit for consents
   * but not, say, for an exemption.
   */
  depositTableAppTypes: z.array(z.number().int().min(1).max(7)).optional(),
  disable_apps: z.boolean(),
  disable_apps_message: z.string(),
  MinorVariationURL: z.string(),
  /** The council's own website, offered with the project contacts (spec point 3 "Project contact: … council url"). */
  url: z.url().optional(),
  /** The region the council's district lies in (e.g. Canterbury): a site whose address data gives none is in it (issue 15.8). */
  region: z.string().optional(),
  /** The format of the reference an application gets at submission, e.g. `WCC-{year}-{number:5}` (issue 30.1). */
  applicationReferenceFormat: numberFormatSchema.optional(),
  /** The format of the consent number offered when an officer accepts an application, e.g. `WCC-BC-{year}-{number:5}`. */
  consentNumberFormat: numberFormatSchema.optional(),
});
export type CouncilConfig = z.infer<typeof councilConfigSchema>;
/** A council that takes applications and asks for no optional page: what each council's configuration starts from. */
export const PLAIN_COUNCIL_CONFIG: CouncilConfig = {
  enablePreApplication: false,
  enableFirstPointOfContact: false,
  enableFeesInvoiceChargeTo: false,
  enablePIMOnlyPLG1: false,
  enableDepositTable: true,
  disable_apps: false,
  disable_apps_message: '',
  MinorVariationURL: '',
};

/** The council's format for a kind of number, or the default where it has none. */
export function numberFormatOf(config: CouncilConfig, kind: NumberKind): string {
  const own = kind === 'application' ? config.applicationReferenceFormat : config.consentNumberFormat;
  return own ?? DEFAULT_NUMBER_FORMATS[kind];
}

/** Spec point 7 `GET /obca/deposit_table/?t=&apptype=`: whether the council's deposit table applies to this application type. */
export function depositTableEnabled(config: CouncilConfig, appType: number | undefined): boolean {
  if (!config.enableDepositTable) return false;
  return appType === undefined || !config.depositTableAppTypes || config.depositTableAppTypes.includes(appType);
}

const parcelApiSchema = z.strictObject({
  action: z.string(),
  event: z.string(),
  url: z.string(),
  params: z.record(z.string(), z.string()),
  match_all: z.array(z.string()),
  match_any: z.array(z.string()),
});

/**
 * A council's map configuration (spec point 3 "Council map configuration (per council)"). ChecklistsBaseUrl,
 * GoogleOneWay, GoogleArcGIS and UseLinzId are not kept: the spec gives them no behaviour (ADR 0026); the first
 * three are accepted and ignored when a configuration is read (`readMapConfig`).
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

/**
 * The map keys the spec names and gives no behaviour (ADR 0026): a council's configuration exported from the old
 * system still carries them, so reading one accepts them, keeps none, and says which it left out (issue 28.9).
 */
export const IGNORED_MAP_KEYS = ['ChecklistsBaseUrl', 'GoogleOneWay', 'GoogleArcGIS'] as const;

/** A council's map configuration as given (new or legacy): the configuration, and the legacy keys it ignored. */
export function readMapConfig(value: unknown): { mapConfig: MapConfig; ignoredKeys: string[] } {
  const given = z.record(z.string(), z.unknown()).parse(value);
  const ignoredKeys = IGNORED_MAP_KEYS.filter((key) => key in given);
  const kept = Object.fromEntries(
    Object.entries(given).filter(([key]) => !(IGNORED_MAP_KEYS as readonly string[]).includes(key)),
  );
  return { mapConfig: mapConfigSchema.parse(kept), ignoredKeys };
}

export const councilSchema = z.object({
  id: z.number(),
  name: z.string(),
  fullName: z.string(),
  isRegional: z.boolean(),
});
export type Council = z.infer<typeof councilSchema>;

/** The council workspace's own answers (issue 18.1), shown by the server and by the SPA alike. */
export const councilWorkspaceMessages = {
  staffOnly: 'The council workspace is for council staff: your account is not a member of any council.',
  applicationNotFound: 'No submitted application of your council has this id.',
  councilNotFound: 'You are not a member of this council.',
  consentNumberTaken: (consentNumber: string, appId: number, next: string) =>
    `Consent number ${consentNumber} is already given to application ${appId}. Enter another; the council's next number is ${next}.`,
} as const;

/** The council's actions on an application (issue 18.3) and each one's path under /api/council/applications/{appId}/. */
export const COUNCIL_ACTION_PATHS = {
  accept: 'accept',
  returnAsIncomplete: 'return',
  requestInformation: 'request-information',
  grant: 'grant',
  refuse: 'refuse',
} as const satisfies Partial<Record<LifecycleAction, string>>;
export type CouncilAction = keyof typeof COUNCIL_ACTION_PATHS;
