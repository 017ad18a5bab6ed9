import type { MapConfig } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startWireServer,
  type RecordedRequest,
  type Reply,
  type WireServer,
} from '../integrations/support/wireServer.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds, mapConfigSetter } from '../support/councils.js';
import { parcelsOf } from '../support/siteLocation.js';
import { defined } from '@consent/domain';

/**
 * The council's map configuration picks which parcel service answers the legal options of an address
 * (ADR 8): each council client when its switch is on and its URL set, else the local register.
 */
let app: FastifyInstance;
let client: Client;
let server: WireServer;
let councilId: number;
let appId: number;
let setMap: (changes: Partial<MapConfig>) => Promise<void>;

beforeAll(async () => {
  app = await createTestApp();
  server = await startWireServer();
  client = await registerUser(app, 'site-providers');
  councilId = defined((await councilIds(app))['Auckland Council'], "(await councilIds(app))['Auckland Council']");
  appId = await createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId });
  setMap = await mapConfigSetter(app, councilId);
});
afterEach(async () => setMap({}));
afterAll(async () => {
  await server?.close();
  await app?.close();
});

const LOCAL_LEGAL = 'Lot 2 DP 10433';
const legalOf = async (address = '12 Ponsonby Road') =>
  (await parcelsOf(client, appId, address)).parcels.map((p) => p.location.legalDesc);

const ozoneReply: Reply = {
  body: [
    {
      valuation_number: '02810/00012',
      legal_description: 'LOT 2 DP 99001',
      site_address: '12 Ponsonby Road, Grey Lynn',
      parcel_id: 555,
    },
  ],
};
const tcdcReply: Reply = {
  body: {
    count: 1,
    properties: [
      {
        propertyId: '7788',
        legalDescription: 'LOT 3 DP 99002',
        address: { street: '12 Ponsonby Road', town: 'Auckland' },
      },
    ],
  },
};
const swcReply: Reply = {
  body: {
    GetPropertiesResult: [
      {
        location: '12 Ponsonby Road, Grey Lynn, Auckland',
        legal: 'LOT 4 DP 99003',
        unique_id: '1',
        parcel_id: '4567',
        valuation_id: '045',
        latitude: '-36.86',
        longitude: '174.75',
      },
    ],
  },
};

const techoneReply: Reply = {
  body: {
    html: '<div>12 Ponsonby Road</div>',
    features: [
      {
        attributes: {
          ASSESSMENT_ID: 8812,
          LEGAL_DESCRIPTION: 'LOT 5 DP 99004',
          LOCALITY: 'Grey Lynn',
          POSTCODE: '1021',
          PROPERTY_ID: 7701,
          HOUSE_NO: '12',
          STREET: 'Ponsonby Road',
          ASSESSMENT_NO: '02810/012.00',
        },
        geometry: {
          rings: [
            [
              [174.745, -36.86],
              [174.746, -36.86],
              [174.746, -36.861],
              [174.745, -36.861],
              [174.745, -36.86],
            ],
          ],
        },
      },
    ],
  },
};
const parcelServiceReply: Reply = {
  body: {
    data: [
      {
        FormattedTitle: 'Lot 6 DP 99005',
        ValuationNumber: '02810/012.01',
        AddressText: '12 Ponsonby Road, Grey Lynn',
        ParcelId: 7702,
      },
    ],
  },
};
const arcgisReply: Reply = {
  body: {
    features: [
      {
        attributes: { OBJECTID: 1, ADDRESS: '12 Ponsonby Road', LEGAL_DESCRIPTION: 'LOT 7 DP 99006', PARCEL_ID: 7703 },
        geometry: {
          rings: [
            [
              [174.745, -36.86],
              [174.746, -36.86],
              [174.746, -36.861],
              [174.745, -36.861],
              [174.745, -36.86],
            ],
          ],
        },
      },
    ],
  },
};
/** The XML property service's answer: one property record per par_id asked for. */
const xmlPropertyReply = (request: RecordedRequest): Reply => ({
  contentType: 'application/xml',
  body: `<?xml version="1.0"?><properties>${request.query
    .getAll('par_id[]')
    .map(
      (id) =>
        `<property par_id="${id}"><valuation_number>0281000012</valuation_number><legal_description>LOT 8 DP 99007</legal_description><capital_value>1950000</capital_value></property>`,
    )
    .join('')}</properties>`,
});

describe('which parcel service answers the legal options of an address', () => {
  it('is the local register when no council service is configured', async () => {
    expect(await legalOf()).toEqual([LOCAL_LEGAL]);
    expect(server.requests).toHaveLength(0);
  });

  it('is Ozone when OzoneParcel (or GoogleOzoneParcel) is on and OzoneBaseUrl is set', async () => {
    server.reply(ozoneReply);
    await setMap({ OzoneParcel: true, OzoneBaseUrl: `${server.url}/` });
    expect(await legalOf()).toEqual(['LOT 2 DP 99001']);
    expect(server.last()).toMatchObject({ method: 'POST', path: '/a2/ozone/parcel/site-address' });
    expect(server.last().json()).toEqual({ term: '12 Ponsonby Road', site_address: '12 Ponsonby Road' });
    await setMap({ GoogleOzoneParcel: true, OzoneBaseUrl: server.url });
    expect(await legalOf()).toEqual(['LOT 2 DP 99001']);
  });

  it('is Thames-Coromandel when TCDCPropertySelection is on and TcdcSearchApiUrl is set', async () => {
    server.reply(tcdcReply);
    await setMap({ TCDCPropertySelection: true, TcdcSearchApiUrl: `${server.url}/api` });
    const { parcels } = await parcelsOf(client, appId, '12 Ponsonby Road');
    expect(parcels.map((p) => p.location.legalDesc)).toEqual(['LOT 3 DP 99002']);
    expect(parcels[0]?.location.inCouncilRegion).toBe(true);
    expect(server.last()).toMatchObject({ method: 'GET', path: '/api/properties/search' });
    expect(server.last().query.get('address')).toBe('12 Ponsonby Road');
  });

  it('is South Waikato when SwcPropertySelection is on and SwcSearchApiUrl is set', async () => {
    server.reply(swcReply);
    await setMap({ SwcPropertySelection: true, SwcSearchApiUrl: `${server.url}/swc` });
    const { parcels } = await parcelsOf(client, appId, '12 Ponsonby Road');
    expect(parcels[0]?.location).toMatchObject({
      legalDesc: 'LOT 4 DP 99003',
      parcelID: '4567',
      street: '12 Ponsonby Road',
      suburb: 'Grey Lynn',
      city: 'Auckland',
    });
    expect(server.last()).toMatchObject({ method: 'GET', path: '/swc/GetProperties' });
  });

  it('is TechOne when TechOneParcel is on and TechOneUrl is set, its features built as a council source', async () => {
    server.reply(techoneReply);
    await setMap({ TechOneParcel: true, TechOneUrl: `${server.url}/techone/` });
    const { parcels } = await parcelsOf(client, appId, '12 Ponsonby Road');
    expect(parcels).toHaveLength(1);
    expect(parcels[0]?.location).toMatchObject({
      street: '12 Ponsonby Road',
      suburb: 'Grey Lynn',
      postcode: '1021',
      parcelID: '7701',
      valuationID: '8812',
      valuationNumber: '02810/012.00',
      legalDesc: 'LOT 5 DP 99004',
      haveParcel: true,
      inCouncilRegion: true,
    });
    expect(parcels[0]?.outline).toHaveLength(1);
    expect(server.last()).toMatchObject({ method: 'POST', path: '/techone/get-info/json' });
    expect(server.last().json()).toEqual({
      job_id: appId,
      site_address: '12 Ponsonby Road',
      search_address: '12 Ponsonby Road, Grey Lynn, Auckland',
    });
  });

  it('is the parcel service, asked by term, when ParcelServiceUrl is set', async () => {
    server.reply(parcelServiceReply);
    await setMap({ ParcelServiceUrl: `${server.url}/parcels` });
    const { parcels } = await parcelsOf(client, appId, '12 Ponsonby Road');
    expect(parcels.map((p) => p.location)).toEqual([
      expect.objectContaining({
        street: '12 Ponsonby Road, Grey Lynn',
        parcelID: '7702',
        valuationNumber: '02810/012.01',
        legalDesc: 'Lot 6 DP 99005',
        haveParcel: true,
      }),
    ]);
    expect(server.last()).toMatchObject({ method: 'GET', path: '/parcels' });
    expect(server.last().query.get('term')).toBe('12 Ponsonby Road');
  });

  it('is ArcGIS when ArcgisBaseUrl is set, queried at the address point (with no ParcelApi entry for the lookup)', async () => {
    server.reply(arcgisReply);
    await setMap({ ArcgisBaseUrl: `${server.url}/arcgis/rest/services/Parcels/MapServer`, ParcelApi: [] });
    const { parcels } = await parcelsOf(client, appId, '12 Ponsonby Road');
    expect(parcels.map((p) => p.location.legalDesc)).toEqual(['LOT 7 DP 99006']);
    expect(server.last()).toMatchObject({ method: 'GET', path: '/arcgis/rest/services/Parcels/MapServer/0/query' });
    expect(server.last().query.get('geometry')).toMatch(/^174\.\d+,-36\.\d+$/);
  });

  it('asks the XML property service (XmlPropertyServiceUrl) for the legal data of the parcels found, by par_id', async () => {
    const local = (await parcelsOf(client, appId, '12 Ponsonby Road')).parcels;
    server.reply(xmlPropertyReply);
    await setMap({ XmlPropertyServiceUrl: `${server.url}/property/lookup.php` });
    const { parcels } = await parcelsOf(client, appId, '12 Ponsonby Road');
    expect(server.last()).toMatchObject({ method: 'GET', path: '/property/lookup.php' });
    expect(server.last().query.getAll('par_id[]')).toEqual(local.map((p) => p.location.parcelID));
    expect(parcels.map((p) => p.location)).toEqual(
      local.map((p): unknown =>
        expect.objectContaining({
          parcelID: p.location.parcelID,
          street: p.location.street,
          legalDesc: 'LOT 8 DP 99007',
          valuationNumber: '0281000012',
          capitalValue: 1950000,
        }),
      ),
    );
    expect(parcels.map((p) => p.outline)).toEqual(local.map((p) => p.outline));
  });

  it("keeps the parcels' own legal data when the XML property service fails", async () => {
    server.reply({ status: 500, body: 'down' });
    await setMap({ XmlPropertyServiceUrl: `${server.url}/property/lookup.php` });
    const before = server.requests.length;
    expect(await legalOf()).toEqual([LOCAL_LEGAL]);
    expect(server.requests.length).toBe(before + 1);
  });

  it('is the local register when a switch is on but its URL is empty, or a URL is set but its switch is off', async () => {
    const before = server.requests.length;
    await setMap({ OzoneParcel: true, TechOneParcel: true, TCDCPropertySelection: true, SwcPropertySelection: true });
    expect(await legalOf()).toEqual([LOCAL_LEGAL]);
    await setMap({
      OzoneBaseUrl: server.url,
      TechOneUrl: server.url,
      TcdcSearchApiUrl: server.url,
      SwcSearchApiUrl: server.url,
    });
    expect(await legalOf()).toEqual([LOCAL_LEGAL]);
    expect(server.requests.length).toBe(before);
  });

  it.each<[string, Partial<MapConfig>]>([
    ['Ozone', { OzoneParcel: true, OzoneBaseUrl: 'URL' }],
    ['TechOne', { TechOneParcel: true, TechOneUrl: 'URL' }],
    ['the parcel service', { ParcelServiceUrl: 'URL' }],
    ['ArcGIS', { ArcgisBaseUrl: 'URL' }],
  ])('answers no parcels (not an error) when %s fails', async (_name, changes) => {
    server.reply({ status: 503, body: 'down' });
    const before = server.requests.length;
    await setMap(
      Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, value === 'URL' ? server.url : value])),
    );
    expect(await legalOf()).toEqual([]);
    expect(server.requests.length).toBeGreaterThan(before);
  });
});
