import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { grantedConsent } from '../support/council.js';
import { defined, applicationsContract, locationsContract, storedFormsContract } from '@consent/domain';
import { answerOf } from '../support/answer.js';

let app: FastifyInstance;
let applicant: Client;
let christchurch: number;

beforeAll(async () => {
  app = await createTestApp();
  christchurch = defined(
    (await councilIds(app))['Christchurch City Council'],
    "(await councilIds(app))['Christchurch City Council']",
  );
});
afterAll(() => app.close());
beforeEach(async () => {
  applicant = await registerUser(app, 'parent');
});

const load = async (appId: number) =>
  answerOf(await applicant.post('/obca/application', { application_id: appId }), applicationsContract.application);
const parcelsOf = async (appId: number) =>
  answerOf(await applicant.get(`/ajax/get_parcel_data/${appId}`), locationsContract.parcelData).parcels;
// The certificate of title page as the wizard loads it (this read was GET /obca/ajax/ct, a path the server does not
// have, so it compared two 404 refusals).
const certTitleOf = async (appId: number) =>
  answerOf(await applicant.get(`/obca/ajaxform/certtitle/${appId}`), storedFormsContract.recordOfTitle.load[0]);
async function relatedTo(kind: string, relatedAppId: number): Promise<number> {
  const response = await applicant.post('/api/applications/related', { kind, relatedAppId });
  expect(response.statusCode, response.body).toBe(201);
  return answerOf(response, applicationsContract.createRelated).appId;
}

/** The answers a related application starts with, as the wizard reads them. */
const copiedParts = (data: Record<string, unknown>) => ({
  applicantRole: data.applicantRole,
  ownerDetails: data.ownerDetails,
  agentDetails: data.agentDetails,
  firstContact: data.firstContact,
  invoiceContact: data.invoiceContact,
});

describe('an application made from a consent carries its parent (issue 15.6)', () => {
  it.each(['ccc', 'cpu', 'abc', 'rc'])(
    'a %s starts with the consent’s role, owner, agent, first point of contact, invoice payer, title, site and parcels',
    async (kind) => {
      const { appId: consentId } = await grantedConsent(app, applicant, christchurch, 'agent');
      const consent = await load(consentId);
      expect(consent.agentDetails).not.toBeNull();
      const childId = await relatedTo(kind, consentId);
      const child = await load(childId);

      expect(copiedParts(child)).toEqual(copiedParts(consent));
      expect(await certTitleOf(childId)).toEqual(await certTitleOf(consentId));
      const [parentParcels, childParcels] = [await parcelsOf(consentId), await parcelsOf(childId)];
      expect(childParcels.length).toBeGreaterThan(0);
      // The same parcels, each named by its own app_parcel_id.
      const saved = (p: { location: Record<string, unknown>; active: boolean }) => [
        { ...p.location, appParcelID: undefined },
        p.active,
      ];
      expect(childParcels.map(saved)).toEqual(parentParcels.map(saved));
      // Rows of its own, not the consent's.
      expect(childParcels.map((p) => p.app_parcel_id)).not.toEqual(
        expect.arrayContaining(parentParcels.map((p) => p.app_parcel_id)),
      );
    },
  );

  it("names the parent consent by its consent number and site address in the child's data", async () => {
    const { appId: consentId, consentNumber } = await grantedConsent(app, applicant, christchurch);
    const childId = await relatedTo('ccc', consentId);
    const [address] = answerOf(await applicant.get('/api/applications'), applicationsContract.list)
      .applications.filter((a) => a.appId === consentId)
      .map((a) => a.address);
    expect(address).toBeTruthy();
    expect((await load(childId)).parent).toEqual({ appId: consentId, reference: consentNumber, address });
    expect((await load(consentId)).parent).toBeNull();
  });

  it('is never offered again as an untouched application when the user starts a new building consent there', async () => {
    const { appId: consentId } = await grantedConsent(app, applicant, christchurch);
    const cccId = await relatedTo('ccc', consentId);
    const created = await applicant.post('/access/app', {
      action: 'new',
      data: { type: 2, param: 'standard', councilId: christchurch },
    });
    expect(created.statusCode).toBe(201);
    expect(answerOf(created, applicationsContract.accessApp).appId).not.toBe(cccId);
  });

  it('lets the applicant change the copies without touching the consent', async () => {
    const { appId: consentId } = await grantedConsent(app, applicant, christchurch);
    const before = await load(consentId);
    const beforeParcels = await parcelsOf(consentId);
    const childId = await relatedTo('abc', consentId);

    const owner = { ...before.ownerDetails, full_name: 'Mere Tāne' };
    expect((await applicant.post(`/obca/ajax/owner/${childId}`, { data: owner, step: 4 })).statusCode).toBe(200);
    const [copy] = await parcelsOf(childId);
    expect(
      (
        await applicant.post('/ajax/remove_parcel', {
          appId: childId,
          app_parcel_id: defined(copy, 'the copied parcel').app_parcel_id,
        })
      ).statusCode,
    ).toBe(200);

    expect((await load(childId)).ownerDetails?.full_name).toBe('Mere Tāne');
    expect((await load(consentId)).ownerDetails).toEqual(before.ownerDetails);
    expect(await parcelsOf(consentId)).toEqual(beforeParcels);
  });
});
