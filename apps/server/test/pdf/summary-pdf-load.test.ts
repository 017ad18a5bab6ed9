import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productMessages, defined } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { fullBuilding, validBuilding } from '../support/buildings.js';
import { addBuilding } from '../support/project.js';
import { completeApplication } from '../support/wizard.js';
import { refusalOf } from '../support/answer.js';

const BUILDINGS = 200;

let app: FastifyInstance;
let filesDir: string;
beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-pdf-files-'));
  app = await createTestApp({ storage: { kind: 'local', dir: filesDir } });
});
afterAll(() => app.close());

const pdfUrl = (appId: number) => `/api/applications/${appId}/summary.pdf`;
const storedPdfs = () => fs.readdirSync(filesDir).filter((name) => name.startsWith('summary-pdf-'));

async function applicationWithBuildings(client: Client, count: number): Promise<number> {
  const appId = await createApplication(client);
  for (let n = 1; n <= count; n++) await addBuilding(client, appId, fullBuilding(n));
  return appId;
}

describe('PDF rendering off the request thread', () => {
  it(`keeps answering /healthz while ${BUILDINGS}-building PDFs render`, async () => {
    const client = await registerUser(app, 'pdfload');
    const appId = await applicationWithBuildings(client, BUILDINGS);

    const started = performance.now();
    let rendering = true;
    const renders = Promise.all([client.get(pdfUrl(appId)), client.get(pdfUrl(appId))]).finally(
      () => (rendering = false),
    );
    const healthz: number[] = [];
    while (rendering) {
      const asked = performance.now();
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      healthz.push(performance.now() - asked);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const rendered = performance.now() - started;
    for (const response of await renders) expect(response.statusCode).toBe(200);

    // Rendered on the request thread, the PDFs held every request until they were done: /healthz answered
    // once. Off it, /healthz answers throughout: many times, and never kept waiting as long as a render.
    expect(healthz.length).toBeGreaterThan(10);
    expect(Math.max(...healthz)).toBeLessThan(rendered / 3);
    // Adding 200 buildings is 200 saves: minutes on a busy machine, so this test has its own limit.
  }, 180_000);

  it('answers 429 to a third PDF while two of the same applicant are rendering, and not to anyone else', async () => {
    const client = await registerUser(app, 'pdfcap');
    const appId = await applicationWithBuildings(client, 20);
    const other = await registerUser(app, 'pdfother');
    const otherApp = await createApplication(other);

    // Three at once: whichever comes third is refused (requests interleave, so any of them may be).
    const three = await Promise.all([client.get(pdfUrl(appId)), client.get(pdfUrl(appId)), client.get(pdfUrl(appId))]);
    const refused = three.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(1);
    expect(refusalOf(defined(refused[0], 'the refused render')).message).toBe(productMessages.pdfRendersBusy(2));
    expect(three.filter((r) => r.statusCode === 200)).toHaveLength(2);
    // Another applicant is not held up by them.
    const [, , , others] = await Promise.all([
      client.get(pdfUrl(appId)),
      client.get(pdfUrl(appId)),
      client.get(pdfUrl(appId)),
      other.get(pdfUrl(otherApp)),
    ]);
    expect(others.statusCode).toBe(200);
    // Finished renders free their places.
    expect((await client.get(pdfUrl(appId))).statusCode).toBe(200);
  });
});

describe('the stored PDF of a completed application', () => {
  it('is rendered once, kept in the file store and served from there after', async () => {
    const client = await registerUser(app, 'pdfdone');
    const appId = await createApplication(client);
    await completeApplication(client, appId);

    const first = await client.get(pdfUrl(appId));
    expect(first.statusCode).toBe(200);
    const stored = storedPdfs().filter((name) => name.startsWith(`summary-pdf-${appId}-`));
    expect(stored).toHaveLength(1);
    expect(fs.readFileSync(path.join(filesDir, defined(stored[0], 'the stored PDF')))).toEqual(first.rawPayload);

    // What the store holds is what is served: the second download reads it instead of rendering.
    const marked = Buffer.concat([first.rawPayload, Buffer.from('\n%served from the store\n')]);
    fs.writeFileSync(path.join(filesDir, defined(stored[0], 'the stored PDF')), marked);
    const second = await client.get(pdfUrl(appId));
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/pdf');
    expect(second.rawPayload).toEqual(marked);
  });

  it("is never another user's to download", async () => {
    const client = await registerUser(app, 'pdfdone');
    const appId = await createApplication(client);
    await completeApplication(client, appId);
    expect((await client.get(pdfUrl(appId))).statusCode).toBe(200);
    const other = await registerUser(app, 'pdfthief');
    expect((await other.get(pdfUrl(appId))).statusCode).toBe(404);
  });

  it('is not kept for a draft, which is rendered afresh with each change', async () => {
    const client = await registerUser(app, 'pdfdraft');
    const appId = await createApplication(client);
    const before = storedPdfs().length;
    expect((await client.get(pdfUrl(appId))).statusCode).toBe(200);
    await addBuilding(client, appId, { ...validBuilding, name: 'Sleep-out' });
    const after = await client.get(pdfUrl(appId));
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.length).toBeGreaterThan(0);
    expect(storedPdfs().length).toBe(before);
  });
});
