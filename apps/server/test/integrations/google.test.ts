import { locationFromMapsPlace, locationMessages, defined } from '@consent/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoogleMapsClient, autocompleteBounds, geocodeFailureStatus } from '../../src/integrations/google/index.js';
import { willisPredictions as predictions, willisStreet } from './support/googleAnswers.js';
import { startWireServer, type WireServer } from './support/wireServer.js';

let server: WireServer;
let client: GoogleMapsClient;
beforeAll(async () => {
  server = await startWireServer({ body: willisStreet });
  client = new GoogleMapsClient({ apiKey: 'test-key', baseUrl: `${server.url}/maps/api` });
});
afterAll(() => server.close());

describe('Google Geocoding API', () => {
  it('geocodes street, suburb, city restricted to NZ with the key, and converts the place to a location', async () => {
    server.reply({ body: willisStreet });
    const result = await client.geocodeAddress({ street: '1 Willis Street', suburb: 'Te Aro', city: 'Wellington' });
    expect(server.last().path).toBe('/maps/api/geocode/json');
    expect(Object.fromEntries(server.last().query)).toEqual({
      address: '1 Willis Street, Te Aro, Wellington',
      components: 'country:NZ',
      key: 'test-key',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(locationFromMapsPlace(defined(result.value[0], 'a place'))).toMatchObject({
      street: '1 Willis Street',
      shortStreet: '1 Willis St',
      suburb: 'Te Aro',
      city: 'Wellington',
      postcode: '6011',
      latitude: -41.2858,
      longitude: 174.7761,
    });
  });

  it('reverse-geocodes coordinates with latlng', async () => {
    server.reply({ body: willisStreet });
    await client.geocodePoint({ latitude: -41.2858, longitude: 174.7761 });
    expect(Object.fromEntries(server.last().query)).toEqual({ latlng: '-41.2858,174.7761', key: 'test-key' });
  });

  it('looks up a suggestion by place_id', async () => {
    server.reply({ body: willisStreet });
    await client.geocodePlaceId('ChIJ-willis');
    expect(server.last().query.get('place_id')).toBe('ChIJ-willis');
  });

  it.each(['ZERO_RESULTS', 'OVER_QUERY_LIMIT', 'REQUEST_DENIED', 'INVALID_REQUEST', 'UNKNOWN_ERROR'])(
    'surfaces status %s so the caller can log the spec line',
    async (status) => {
      server.reply({
        body: {
          status,
          results: [],
          ...(status === 'REQUEST_DENIED' ? { error_message: 'The provided API key is invalid.' } : {}),
        },
      });
      const result = await client.geocodeAddress('nowhere');
      expect(result).toMatchObject({ ok: false, failure: { kind: 'service', code: status } });
      if (result.ok) return;
      expect(locationMessages.geocodeNotSuccessful(geocodeFailureStatus(result.failure))).toBe(
        `Geocode was not successful for the following reason: ${status}`,
      );
    },
  );

  it('reports an HTTP failure in the same log style; the user sees the spec message', async () => {
    server.reply({ status: 500, body: 'oops' });
    const result = await client.geocodeAddress('x');
    expect(!result.ok && locationMessages.geocodeNotSuccessful(geocodeFailureStatus(result.failure))).toBe(
      'Geocode was not successful for the following reason: HTTP_500',
    );
    expect(locationMessages.geocodeFailed).toBe('Error! Unable to get the address details.');
  });
});

describe('Google Places Autocomplete', () => {
  it('asks for NZ addresses strictly inside the council bounds and keeps only street_address predictions', async () => {
    server.reply({ body: predictions });
    const bounds = autocompleteBounds({
      EnableMapBounds: true,
      BoundsSouth: -41.4,
      BoundsWest: 174.6,
      BoundsNorth: -41.1,
      BoundsEast: 174.9,
    });
    const result = await client.autocomplete('1 Willis', { bounds, sessionToken: 'sess-1' });
    expect(server.last().path).toBe('/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(server.last().query)).toEqual({
      input: '1 Willis',
      components: 'country:nz',
      locationrestriction: 'rectangle:-41.4,174.6|-41.1,174.9',
      sessiontoken: 'sess-1',
      key: 'test-key',
    });
    expect(result).toEqual({
      ok: true,
      value: [
        {
          description: '1 Willis Street, Te Aro, Wellington, New Zealand',
          placeId: 'ChIJ-willis',
          mainText: '1 Willis Street',
          secondaryText: 'Te Aro, Wellington, New Zealand',
          types: ['street_address', 'geocode'],
        },
      ],
    });
  });

  it('uses the whole world (no restriction beyond NZ) when map bounds are disabled (spec point 9)', async () => {
    server.reply({ body: predictions });
    const bounds = autocompleteBounds({
      EnableMapBounds: false,
      BoundsSouth: -41.4,
      BoundsWest: 174.6,
      BoundsNorth: -41.1,
      BoundsEast: 174.9,
    });
    await client.autocomplete('1 Willis', { bounds });
    expect(server.last().query.has('locationrestriction')).toBe(false);
    expect(server.last().query.get('components')).toBe('country:nz');
  });

  it('gives an empty list when no prediction is a street address, or for ZERO_RESULTS', async () => {
    server.reply({ body: { status: 'OK', predictions: [predictions.predictions[1]] } });
    expect(await client.autocomplete('Willis')).toEqual({ ok: true, value: [] });
    server.reply({ body: { status: 'ZERO_RESULTS', predictions: [] } });
    expect(await client.autocomplete('zzzz')).toEqual({ ok: true, value: [] });
  });

  it('reports other statuses as a failure (logged as Auto-complete error by the caller)', async () => {
    server.reply({
      body: {
        status: 'REQUEST_DENIED',
        error_message: 'This API project is not authorized to use this API.',
        predictions: [],
      },
    });
    expect(await client.autocomplete('Willis')).toMatchObject({
      ok: false,
      failure: { kind: 'service', code: 'REQUEST_DENIED' },
    });
  });
});
