import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { contactCard, createApplicationAt, openContactsPage } from '../support/contacts';
import { registerThroughUi, uniqueEmail } from '../support/users';

/**
 * The register down: a second server, started here with the same build, whose LBP integration is the
 * MBIE client pointed at a port nothing listens on (LBP_REGISTER=mbie LBP_API_URL=http://127.0.0.1:{closed}
 * LBP_API_KEY=…), so every register call fails as a real outage would. Run the product that way by
 * hand with the same three variables.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let server: ChildProcess | undefined;
let base = '';
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const [port, closedPort] = [await freePort(), await freePort()];
  base = `http://127.0.0.1:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-e2e-lbp-down-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: String(process.env.E2E_WEB_DIST),
      RATE_LIMIT_PER_IP: '1000',
      LOG_LEVEL: 'warn',
      LBP_REGISTER: 'mbie',
      LBP_API_URL: `http://127.0.0.1:${closedPort}`,
      LBP_API_KEY: 'e2e-no-key',
    },
  });
  for (let i = 0; i < 200; i++) {
    const ready = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (ready) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the second server did not start');
});

test.afterAll(() => {
  if (server?.pid) process.kill(server.pid, 'SIGTERM');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('when the LBP register does not answer, the page says so and the LBP is entered by hand', async ({ page }) => {
  await page.goto(`${base}/register`);
  await registerThroughUi(page, 'Kahu Tipene', uniqueEmail('lbp-down'));
  await expect(page.getByRole('heading', { level: 1, name: 'Kia ora, Kahu Tipene' })).toBeVisible();
  const appId = await createApplicationAt(page, base, { type: 2, param: 'standard', council: 'Christchurch City Council' });
  await openContactsPage(page, base, appId);
  await page.getByRole('button', { name: 'Add a licensed building practitioner' }).click();
  await page.getByRole('combobox', { name: 'Search the LBP register' }).fill('walker');
  await expect(page.getByRole('alert')).toHaveText('The MBIE LBP register is currently not responding, please manually enter LBP details');
  await expectNoAxeViolations(page);

  await page.getByLabel('Full name').fill('Hemi Walker');
  await page.getByLabel('Phone number').fill('021 448 2093');
  await page.getByLabel('Email address').fill('hemi.walker@example.co.nz');
  await page.getByLabel('LBP number').fill('BP104233');
  await page.getByLabel('Licence class').selectOption('Carpentry');
  await page.getByRole('button', { name: 'Save contact' }).click();
  await expect(contactCard(page, 'Hemi Walker')).toContainText('LBP BP104233, Carpentry');
  await expectNoAxeViolations(page);
});
