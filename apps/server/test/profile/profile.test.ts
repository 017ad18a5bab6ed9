import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages, authContract, profileContract } from '@consent/domain';
import { PASSWORD, createTestApp, registerUser, sessionCookie } from '../support/app.js';
import { answerOf, detailsOf } from '../support/answer.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const PROFILE = {
  fullName: 'Aroha Ngata',
  phone: '09 123 4567',
  mobile: '',
  mailingAddress: 'PO Box 12, Hamilton 3240',
  streetAddress: '12 Victoria Street, Hamilton 3204',
  companyName: 'Ngata Builders Limited',
  nzbn: '9429041234567',
  companyNumber: '1234567',
  practitioner: true,
  lbpNumber: 'bp104233',
};
const NEW_PASSWORD = 'rimu totara kahikatea 8';
const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

describe('profile', () => {
  it('is saved and shown again, and completes the spec user details', async () => {
    const client = await registerUser(app, 'profile');
    expect(answerOf(await client.get('/api/auth/me'), authContract.me).userValid).toBe(false);
    const saved = await client.request({ method: 'PUT', url: '/api/profile', payload: PROFILE });
    expect(saved.statusCode).toBe(200);
    expect(answerOf(saved, profileContract.save).message).toBe(profileMessages.saved);

    const again = await client.get('/api/profile');
    expect(answerOf(again, profileContract.read).profile).toEqual({ ...PROFILE, lbpNumber: 'BP104233' });
    const answer = answerOf(await client.get('/api/auth/me'), authContract.me);
    expect(answer.fullName).toBe('Aroha Ngata');
    expect(answer.userDetails).toMatchObject({
      phone: '09 123 4567',
      streetAddress: PROFILE.streetAddress,
      lbpNumber: 'BP104233',
    });
    expect(answer.userValid).toBe(true);
  });

  it('refuses bad input with the field and its message, and changes nothing', async () => {
    const client = await registerUser(app, 'profile-bad');
    await client.request({ method: 'PUT', url: '/api/profile', payload: PROFILE });
    const bad = await client.request({
      method: 'PUT',
      url: '/api/profile',
      payload: { ...PROFILE, fullName: 'Someone Else', phone: 'call me' },
    });
    expect(bad.statusCode).toBe(400);
    expect(detailsOf(bad)).toEqual([{ field: 'phone', message: profileMessages.phoneFormat }]);
    const noLbp = await client.request({ method: 'PUT', url: '/api/profile', payload: { ...PROFILE, lbpNumber: '' } });
    expect(detailsOf(noLbp)).toEqual([{ field: 'lbpNumber', message: profileMessages.lbpNumberMissing }]);
    expect(answerOf(await client.get('/api/profile'), profileContract.read).profile).toMatchObject({
      fullName: 'Aroha Ngata',
      phone: '09 123 4567',
      lbpNumber: 'BP104233',
    });
  });

  it('keeps no LBP number for someone who is not a practitioner', async () => {
    const client = await registerUser(app, 'profile-not-lbp');
    const saved = await client.request({
      method: 'PUT',
      url: '/api/profile',
      payload: { ...PROFILE, practitioner: false, lbpNumber: 'whatever' },
    });
    expect(saved.statusCode).toBe(200);
    expect(answerOf(saved, profileContract.save).profile).toMatchObject({ practitioner: false, lbpNumber: '' });
  });

  it('changes the password after checking the current one, and ends the other sessions only', async () => {
    const client = await registerUser(app, 'profile-password');
    const other = sessionCookie(await signIn(client.email, PASSWORD));

    const wrong = await client.post('/api/profile/password', {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(detailsOf(wrong)).toEqual([{ field: 'currentPassword', message: profileMessages.currentPasswordWrong }]);
    const weak = await client.post('/api/profile/password', { currentPassword: PASSWORD, newPassword: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(detailsOf(weak)[0]?.field).toBe('newPassword');
    expect((await me(other)).statusCode).toBe(200);

    const changed = await client.post('/api/profile/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await client.get('/api/auth/me')).statusCode).toBe(200);
    expect((await signIn(client.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(client.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('signs out everywhere, this session included', async () => {
    const client = await registerUser(app, 'profile-everywhere');
    const other = sessionCookie(await signIn(client.email, PASSWORD));
    const out = await client.post('/api/profile/sign-out-everywhere', {});
    expect(out.statusCode).toBe(200);
    expect(answerOf(out, profileContract.signOutEverywhere).message).toBe(profileMessages.signedOutEverywhere);
    expect((await me(other)).statusCode).toBe(401);
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});
