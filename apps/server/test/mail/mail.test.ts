import { defined, authContract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../src/config.js';
import * as repo from '../../src/modules/mail/repo.js';
import { verifyEmailMail } from '../../src/modules/mail/templates.js';
import { createTestApp, registerUser } from '../support/app.js';
import { createMailCatcher, type MailCatcher } from '../support/smtp.js';
import { answerOf } from '../support/answer.js';

const fastMail = (smtpUrl: string | null) => ({
  ...defaultConfig.mail,
  smtpUrl,
  pollMs: 30,
  retryBaseMs: 30,
  maxRetryMs: 200,
});

async function queue(app: FastifyInstance, to: string, name = 'Mere') {
  const { db } = await app.databaseReady;
  await repo.enqueue(db, {
    kind: 'verify-email',
    to,
    ...verifyEmailMail(name, 'http://consent.test/verify-email?token=abc', 24),
  });
}

describe('the mailer: an outbox in PostgreSQL sent over SMTP', () => {
  let catcher: MailCatcher;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    catcher = await createMailCatcher();
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await catcher.stop();
  });
  afterAll(() => catcher.stop());

  it('delivers a queued mail with a plain-text and an HTML part and a link back to the product', async () => {
    await catcher.start();
    const app = await createTestApp({ mail: fastMail(catcher.url) });
    apps.push(app);
    await queue(app, 'mere@example.co.nz');

    const mail = await catcher.waitForMail('mere@example.co.nz');
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.text).toContain('http://consent.test/verify-email?token=abc');
    expect(mail.html).toContain('<a href="http://consent.test/verify-email?token=abc">');
    expect(mail.from?.text).toContain('no-reply@localhost');
    const { db } = await app.databaseReady;
    await vi.waitFor(async () => {
      expect(defined((await repo.latest(db, 1))[0], 'the latest mail').sentAt).not.toBeNull();
    });
  });

  it('keeps a mail through an SMTP outage and delivers it once when the server is back', async () => {
    const app = await createTestApp({ mail: fastMail(catcher.url) });
    apps.push(app);
    const to = 'outage@example.co.nz';
    await queue(app, to);
    const { db } = await app.databaseReady;
    await vi.waitFor(async () => {
      const [row] = await repo.latest(db, 1);
      expect(row?.attempts).toBeGreaterThanOrEqual(2);
      expect(row?.lastError).toMatch(/ECONNREFUSED/);
      // The outbox job looks for due mails at most twice a second (pg-boss's shortest poll).
    }, 5000);

    await catcher.start();
    await catcher.waitForMail(to);
    await vi.waitFor(async () => {
      expect(defined((await repo.latest(db, 1))[0], 'the latest mail').sentAt).not.toBeNull();
    });
    // Further polls find nothing due: the mail arrived exactly once.
    const row = defined((await repo.latest(db, 1))[0], 'the latest mail');
    await vi.waitFor(async () => {
      expect(await repo.claimDue(db, 10, 60)).toEqual([]);
    });
    expect(
      catcher.mails.filter((m) => m.subject === row.subject && m.to && JSON.stringify(m.to).includes(to)),
    ).toHaveLength(1);
  });

  it('never gives one mail to two server processes sharing the database', async () => {
    const app = await createTestApp();
    apps.push(app);
    const { db } = await app.databaseReady;
    for (let i = 0; i < 5; i++) await queue(app, `both-${i}@example.co.nz`);
    const [first, second] = await Promise.all([repo.claimDue(db, 3, 60), repo.claimDue(db, 3, 60)]);
    const ids = [...first, ...second].map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(5);
  });

  it('keeps mails in the database without SMTP_URL and lists them at the dev outbox to a signed-in user only', async () => {
    const app = await createTestApp({ mail: fastMail(null) });
    apps.push(app);
    await queue(app, 'dev@example.co.nz');
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(401);
    const developer = await registerUser(app, 'developer');
    const response = await developer.get('/api/dev/outbox');
    expect(response.statusCode).toBe(200);
    const mail = answerOf(response, authContract.devOutbox).mails.find(
      (m: { to: string }) => m.to === 'dev@example.co.nz',
    );
    expect(mail).toMatchObject({ to: 'dev@example.co.nz', subject: 'Confirm your email address', sentAt: null });
    expect(mail?.text).toContain('verify-email?token=abc');
  });

  it('has no dev outbox with DEV_OUTBOX off, even for a signed-in user', async () => {
    const app = await createTestApp({ mail: { ...fastMail(null), devOutbox: false } });
    apps.push(app);
    expect((await (await registerUser(app, 'developer')).get('/api/dev/outbox')).statusCode).toBe(404);
  });

  it('has no dev outbox in production, even when the outbox setting says on', async () => {
    const production = await createTestApp({ production: true, mail: fastMail(null) });
    apps.push(production);
    expect((await (await registerUser(production, 'developer')).get('/api/dev/outbox')).statusCode).toBe(404);
  });
});
