import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ArcgisClient, buildWhere, escapeLike, sqlString } from '../../src/integrations/arcgis/index.js';
import { startWireServer, type WireServer } from './support/wireServer.js';

/** A parcel layer query answer as ArcGIS Server 10.x returns it with f=json, outSR=4326, returnCentroid=true. */
const queryAnswer = {
  displayFieldName: 'ADDRESS',
  fieldAliases: { OBJECTID: 'OBJECTID', ADDRESS: 'Address', LEGAL_DESCRIPTION: 'Legal Description' },
  geometryType: 'esriGeometryPolygon',
  spatialReference: { wkid: 4326, latestWkid: 4326 },
  fields: [
    { name: 'OBJECTID', type: 'esriFieldTypeOID', alias: 'OBJECTID' },
    { name: 'ADDRESS', type: 'esriFieldTypeString', alias: 'Address', length: 200 },
  ],
  features: [
    {
      attributes: {
        OBJECTID: 1201,
        ADDRESS: '12 Queen Street',
        LEGAL_DESCRIPTION: 'LOT 1 DP 12345',
        PARCEL_ID: 4567890,
        VALUATION_NUMBER: '0123/456/00',
        SUBURB_LOCALITY: 'Auckland Central',
        TOWN_CITY: 'Auckland',
        CAPITAL_VALUE: 1250000,
      },
      geometry: {
        rings: [
          [
            [174.7661, -36.8481],
            [174.7665, -36.8481],
            [174.7665, -36.8484],
            [174.7661, -36.8484],
            [174.7661, -36.8481],
          ],
        ],
      },
      centroid: { x: 174.7663, y: -36.84825 },
    },
    {
      attributes: { OBJECTID: 1202, ADDRESS: '14 Queen Street', LEGAL_DESCRIPTION: 'LOT 2 DP 12345' },
      geometry: {
        rings: [
          [
            [174.0, -36.0],
            [174.2, -36.0],
            [174.2, -36.2],
            [174.0, -36.2],
            [174.0, -36.0],
          ],
        ],
      },
    },
  ],
};

const findAnswer = {
  results: [
    {
      layerId: 0,
      layerName: 'Parcels',
      displayFieldName: 'ADDRESS',
      foundFieldName: 'ADDRESS',
      value: '1 Grey Street',
      attributes: { OBJECTID: '55', ADDRESS: '1 Grey Street', LEGAL_DESCRIPTION: 'PT SEC 3 BLK IX' },
      geometryType: 'esriGeometryPoint',
      geometry: { x: 175.2793, y: -37.787, spatialReference: { wkid: 4326 } },
    },
  ],
};

let server: WireServer;
let client: ArcgisClient;
const logger = { warn: vi.fn() };

beforeAll(async () => {
  server = await startWireServer({ body: queryAnswer });
  client = new ArcgisClient({
    baseUrl: `${server.url}/arcgis/rest/services/Parcels/MapServer`,
    defaultLayer: '0',
    addressColumn: 'ADDRESS',
    legalColumn: 'LEGAL_DESCRIPTION',
    logger,
  });
});
afterAll(() => server.close());

describe('ArcGIS where clause from user input (DESIGN: never interpolate)', () => {
  it.each([
    ["x' OR 1=1 --", "UPPER(ADDRESS) LIKE '%X'' OR 1=1 --%' ESCAPE '\\'"],
    ['100%_done\\', "UPPER(ADDRESS) LIKE '%100\\%\\_DONE\\\\%' ESCAPE '\\'"],
    ["O'Neill Street", "UPPER(ADDRESS) LIKE '%O''NEILL STREET%' ESCAPE '\\'"],
  ])('escapes %j', (term, expected) => {
    expect(buildWhere([{ column: 'ADDRESS', op: 'contains', value: term }])).toBe(expected);
  });

  it('doubles quotes in equality values and joins conditions', () => {
    expect(
      buildWhere(
        [
          { column: 'A', op: 'equals', value: "it's" },
          { column: 'B', op: 'equals', value: 5 },
        ],
        'OR',
      ),
    ).toBe("(A = 'it''s') OR (B = 5)");
  });

  it('matches nothing with no conditions', () => {
    expect(buildWhere([])).toBe('1=0');
  });

  it('refuses a column name that is not a plain identifier', () => {
    expect(() => buildWhere([{ column: 'ADDRESS) OR (1=1', op: 'equals', value: 'x' }])).toThrow(
      /Not a plain column name/,
    );
  });

  it('replaces control characters', () => {
    expect(sqlString('a\u0000b')).toBe("'a b'");
    expect(escapeLike('a\nb')).toBe('a b');
  });
});

describe('ArcGIS {layer}/query', () => {
  it('sends where, outFields *, outSR 4326, centroid, record count 8 and f=json to the default layer', async () => {
    await client.queryByAddress("x' OR 1=1 --");
    const request = server.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/arcgis/rest/services/Parcels/MapServer/0/query');
    expect(Object.fromEntries(request.query)).toEqual({
      where: "UPPER(ADDRESS) LIKE '%X'' OR 1=1 --%' ESCAPE '\\'",
      outFields: '*',
      returnGeometry: 'true',
      outSR: '4326',
      returnCentroid: 'true',
      resultRecordCount: '8',
      f: 'json',
    });
  });

  it('converts features to locations using the address and legal columns, centroid and outline', async () => {
    server.reply({ body: queryAnswer });
    const result = await client.queryByAddress('queen', { layer: '3', limit: 2 });
    expect(server.last().path).toBe('/arcgis/rest/services/Parcels/MapServer/3/query');
    expect(server.last().query.get('resultRecordCount')).toBe('2');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [first, second] = result.value;
    expect(first?.location).toMatchObject({
      street: '12 Queen Street',
      legalDesc: 'LOT 1 DP 12345',
      legalDescOneLine: 'LOT 1 DP 12345',
      parcelID: '4567890',
      valuationNumber: '0123/456/00',
      suburb: 'Auckland Central',
      city: 'Auckland',
      capitalValue: 1250000,
      latitude: -36.84825,
      longitude: 174.7663,
      haveParcel: true,
      wardDescription: 'N/A',
    });
    expect(first?.outline?.[0]).toHaveLength(5);
    expect(first?.outline?.[0]?.[0]).toEqual([174.7661, -36.8481]);
    expect(first?.attributes.OBJECTID).toBe(1201);
    // Without a centroid the point is the mean of the ring's vertices.
    expect(second?.location.latitude).toBeCloseTo(-36.1);
    expect(second?.location.longitude).toBeCloseTo(174.1);
  });

  it('queries by a WGS84 point with geometryType point, inSR 4326 and intersects', async () => {
    server.reply({ body: queryAnswer });
    await client.queryByPoint({ latitude: -36.84825, longitude: 174.7663 });
    expect(Object.fromEntries(server.last().query)).toMatchObject({
      geometry: '174.7663,-36.84825',
      geometryType: 'esriGeometryPoint',
      inSR: '4326',
      spatialRel: 'esriSpatialRelIntersects',
      outFields: '*',
      outSR: '4326',
    });
    expect(server.last().query.has('where')).toBe(false);
  });

  it('queries attribute conditions joined with OR', async () => {
    server.reply({ body: queryAnswer });
    await client.queryWhere(
      [
        { column: 'LEGAL_DESCRIPTION', op: 'equals', value: 'LOT 1 DP 12345' },
        { column: 'VALUATION_NUMBER', op: 'equals', value: '0123/456/00' },
      ],
      { join: 'OR' },
    );
    expect(server.last().query.get('where')).toBe(
      "(LEGAL_DESCRIPTION = 'LOT 1 DP 12345') OR (VALUATION_NUMBER = '0123/456/00')",
    );
  });

  it('logs and answers an empty list when there is no data (spec point 8)', async () => {
    logger.warn.mockClear();
    server.reply({ body: { features: [] } });
    expect(await client.queryByAddress('nowhere')).toEqual({ ok: true, value: [] });
    server.reply({ body: { displayFieldName: 'ADDRESS' } });
    expect(await client.queryByAddress('nowhere')).toEqual({ ok: true, value: [] });
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn).toHaveBeenCalledWith({ service: 'arcgis' }, 'ArcGIS conversion: no data');
  });

  it('logs and leaves out features without attributes (spec point 8)', async () => {
    logger.warn.mockClear();
    server.reply({ body: { features: [{ geometry: { x: 1, y: 2 } }, { attributes: {} }, queryAnswer.features[0]] } });
    const result = await client.queryByAddress('queen');
    expect(result.ok && result.value.map((p) => p.location.street)).toEqual(['12 Queen Street']);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('turns an ArcGIS error object sent with HTTP 200 into a service failure', async () => {
    server.reply({
      body: {
        error: { code: 400, message: 'Unable to complete operation.', details: ["'where' parameter is invalid"] },
      },
    });
    expect(await client.queryByAddress('x')).toEqual({
      ok: false,
      failure: {
        kind: 'service',
        service: 'arcgis',
        code: '400',
        message: 'Unable to complete operation.',
        details: ["'where' parameter is invalid"],
      },
    });
  });

  it('refuses a layer setting that is not a layer id without calling the service', async () => {
    const count = server.requests.length;
    const result = await client.queryByAddress('x', { layer: '../../admin' });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'invalid-request' } });
    expect(server.requests.length).toBe(count);
  });

  it('sends the token of a secured service', async () => {
    const secured = new ArcgisClient({
      baseUrl: `${server.url}/ms/`,
      defaultLayer: '1',
      addressColumn: 'ADDRESS',
      legalColumn: 'LEGAL_DESCRIPTION',
      token: 'tok',
    });
    server.reply({ body: queryAnswer });
    await secured.queryByAddress('queen');
    expect(server.last().path).toBe('/ms/1/query');
    expect(server.last().query.get('token')).toBe('tok');
  });
});

describe('ArcGIS find', () => {
  it('sends searchText, contains, searchFields, layers, returnGeometry, f=json and sr 4326', async () => {
    server.reply({ body: findAnswer });
    const result = await client.find('1 Grey St');
    const request = server.last();
    expect(request.path).toBe('/arcgis/rest/services/Parcels/MapServer/find');
    expect(Object.fromEntries(request.query)).toEqual({
      searchText: '1 Grey St',
      contains: 'true',
      searchFields: 'ADDRESS',
      layers: '0',
      returnGeometry: 'true',
      f: 'json',
      sr: '4326',
    });
    expect(result.ok && result.value[0]?.location).toMatchObject({
      street: '1 Grey Street',
      legalDesc: 'PT SEC 3 BLK IX',
      latitude: -37.787,
      longitude: 175.2793,
      haveParcel: true,
    });
  });

  it('searches the fields and layers it is given', async () => {
    server.reply({ body: { results: [] } });
    await client.find('LOT 1', { searchFields: ['LEGAL_DESCRIPTION', 'ADDRESS'], layers: ['0', '2'] });
    expect(server.last().query.get('searchFields')).toBe('LEGAL_DESCRIPTION,ADDRESS');
    expect(server.last().query.get('layers')).toBe('0,2');
  });
});
