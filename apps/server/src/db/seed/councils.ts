import { PLAIN_COUNCIL_CONFIG, type CouncilConfig, type MapConfig } from '@consent/domain';

/**
 * Demo councils: real New Zealand councils whose configurations, taken together, exercise every
 * configuration flag and map switch in the spec. Every difference between councils is here, as data.
 */
interface CouncilSeed {
  slug: string;
  name: string;
  fullName: string;
  isRegional: boolean;
  config: CouncilConfig;
  mapConfig: MapConfig;
}

const config = (overrides: Partial<CouncilConfig>): CouncilConfig => ({ ...PLAIN_COUNCIL_CONFIG, ...overrides });

/** The council's reference and consent-number formats (issue 30.1), from the prefix it is known by. */
const numbering = (prefix: string): Pick<CouncilConfig, 'applicationReferenceFormat' | 'consentNumberFormat'> => ({
  applicationReferenceFormat: `${prefix}-{year}-{number:5}`,
  consentNumberFormat: `${prefix}-BC-{year}-{number:5}`,
});

/** Map bounds default to the whole world (spec point 9), also when bounds are disabled. */
const mapConfig = (overrides: Partial<MapConfig>): MapConfig => ({
  ParcelApi: [],
  EnableMapBounds: false,
  BoundsSouth: -90,
  BoundsWest: -180,
  BoundsNorth: 90,
  BoundsEast: 180,
  DefaultLatitude: -41.2865,
  DefaultLongitude: 174.7762,
  DefaultZoom: 6,
  GoogleAutoComplete: false,
  AppendGoogleData: false,
  OzoneAttributes: [],
  ArcgisBaseUrl: '',
  ArcgisDefaultLayer: '',
  ArcgisAddressColumn: '',
  ArcgisLegalColumn: '',
  SwcSearchApiUrl: '',
  // Empty: the network is closed, so the demo councils' parcels come from our own tables.
  OzoneBaseUrl: '',
  TechOneUrl: '',
  TcdcSearchApiUrl: '',
  XmlPropertyServiceUrl: '',
  ParcelServiceUrl: '',
  OzoneParcel: false,
  GoogleOzoneParcel: false,
  TechOneParcel: false,
  SwcPropertySelection: false,
  TCDCPropertySelection: false,
  ...overrides,
});

export const demoCouncils: CouncilSeed[] = [
  {
    slug: 'auckland',
    name: 'Auckland',
    fullName: 'Auckland Council',
    isRegional: false,
    config: config({
      ...numbering('AKL'),
      region: 'Auckland',
      url: 'https://www.aucklandcouncil.govt.nz/',
      enablePreApplication: true,
      enableFirstPointOfContact: true,
      enableFeesInvoiceChargeTo: true,
      MinorVariationURL: 'https://www.aucklandcouncil.govt.nz/',
    }),
    mapConfig: mapConfig({
      EnableMapBounds: true,
      BoundsSouth: -37.53,
      BoundsWest: 174.14,
      BoundsNorth: -35.9,
      BoundsEast: 175.55,
      DefaultLatitude: -36.8485,
      DefaultLongitude: 174.7633,
      DefaultZoom: 11,
      ArcgisDefaultLayer: '0',
      ArcgisAddressColumn: 'ADDRESS',
      ArcgisLegalColumn: 'LEGAL_DESCRIPTION',
      ParcelApi: [
        {
          action: 'query',
          event: 'address',
          url: 'arcgis',
          params: { layer: '0' },
          match_all: ['ADDRESS_ID'],
          match_any: ['LEGAL_DESCRIPTION', 'VALUATION_NUMBER'],
        },
      ],
    }),
  },
  {
    slug: 'christchurch',
    name: 'Christchurch',
    fullName: 'Christchurch City Council',
    isRegional: false,
    config: config({
      ...numbering('CCC'),
      region: 'Canterbury',
      url: 'https://ccc.govt.nz/',
      enableFirstPointOfContact: true,
      enablePIMOnlyPLG1: true,
      enableDepositTable: false,
    }),
    mapConfig: mapConfig({
      EnableMapBounds: true,
      BoundsSouth: -43.92,
      BoundsWest: 172.39,
      BoundsNorth: -43.39,
      BoundsEast: 173.12,
      DefaultLatitude: -43.5321,
      DefaultLongitude: 172.6362,
      DefaultZoom: 12,
      OzoneParcel: true,
      GoogleOzoneParcel: true,
      OzoneAttributes: ['valuation_number', 'legal_description', 'site_address', 'capital_value'],
    }),
  },
  {
    slug: 'wellington',
    name: 'Wellington',
    fullName: 'Wellington City Council',
    isRegional: false,
    config: config({
      ...numbering('WCC'),
      region: 'Wellington',
      url: 'https://wellington.govt.nz/',
      enablePreApplication: true,
      enableFeesInvoiceChargeTo: true,
      MinorVariationURL: 'https://wellington.govt.nz/',
      // The deposit is taken with consents and PIMs only: an exemption or a certificate of acceptance has none.
      depositTableAppTypes: [1, 2, 4],
    }),
    mapConfig: mapConfig({
      DefaultLatitude: -41.2865,
      DefaultLongitude: 174.7762,
      DefaultZoom: 12,
      GoogleAutoComplete: true,
      AppendGoogleData: true,
      // Parcels from a TechOne property gateway once TechOneUrl is set; empty here, so our tables answer.
      TechOneParcel: true,
    }),
  },
  {
    slug: 'hamilton',
    name: 'Hamilton',
    fullName: 'Hamilton City Council',
    isRegional: false,
    config: config({
      ...numbering('HCC'),
      region: 'Waikato',
      url: 'https://www.hamilton.govt.nz/',
      enableFirstPointOfContact: true,
      enableFeesInvoiceChargeTo: true,
      enablePIMOnlyPLG1: true,
      MinorVariationURL: 'https://www.hamilton.govt.nz/',
    }),
    mapConfig: mapConfig({
      EnableMapBounds: true,
      BoundsSouth: -37.86,
      BoundsWest: 175.18,
      BoundsNorth: -37.7,
      BoundsEast: 175.36,
      DefaultLatitude: -37.787,
      DefaultLongitude: 175.2793,
      DefaultZoom: 12,
      ArcgisDefaultLayer: '0',
      ArcgisAddressColumn: 'FULL_ADDRESS',
      ArcgisLegalColumn: 'LEGAL_DESC',
    }),
  },
  {
    slug: 'south-waikato',
    name: 'South Waikato',
    fullName: 'South Waikato District Council',
    isRegional: false,
    config: config({
      ...numbering('SWDC'),
      region: 'Waikato',
      url: 'https://www.southwaikato.govt.nz/',
      enablePreApplication: true,
    }),
    mapConfig: mapConfig({
      EnableMapBounds: true,
      BoundsSouth: -38.55,
      BoundsWest: 175.55,
      BoundsNorth: -37.95,
      BoundsEast: 176.15,
      DefaultLatitude: -38.2258,
      DefaultLongitude: 175.8683,
      DefaultZoom: 11,
      SwcPropertySelection: true,
    }),
  },
  {
    slug: 'thames-coromandel',
    name: 'Thames-Coromandel',
    fullName: 'Thames-Coromandel District Council',
    isRegional: false,
    config: config({
      ...numbering('TCDC'),
      region: 'Waikato',
      url: 'https://www.tcdc.govt.nz/',
      enableDepositTable: false,
    }),
    mapConfig: mapConfig({
      EnableMapBounds: true,
      BoundsSouth: -37.35,
      BoundsWest: 175.3,
      BoundsNorth: -36.45,
      BoundsEast: 176.05,
      DefaultLatitude: -37.1383,
      DefaultLongitude: 175.5403,
      DefaultZoom: 10,
      TCDCPropertySelection: true,
    }),
  },
  {
    slug: 'environment-canterbury',
    name: 'Canterbury Regional',
    fullName: 'Canterbury Regional Council (Environment Canterbury)',
    isRegional: true,
    config: config({
      ...numbering('ECAN'),
      region: 'Canterbury',
      url: 'https://www.ecan.govt.nz/',
      enableFirstPointOfContact: true,
    }),
    mapConfig: mapConfig({
      DefaultLatitude: -43.53,
      DefaultLongitude: 172.63,
      DefaultZoom: 8,
    }),
  },
  {
    slug: 'kaikoura',
    name: 'Kaikōura',
    fullName: 'Kaikōura District Council',
    isRegional: false,
    config: config({
      ...numbering('KDC'),
      region: 'Canterbury',
      url: 'https://www.kaikoura.govt.nz/',
      disable_apps: true,
      disable_apps_message:
        'Kaikōura District Council is not taking online applications at the moment. Please call 03 319 5026 or visit the council office at 96 West End, Kaikōura.',
    }),
    mapConfig: mapConfig({
      DefaultLatitude: -42.4008,
      DefaultLongitude: 173.6814,
      DefaultZoom: 12,
    }),
  },
];
