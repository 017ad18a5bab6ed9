import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productionRefusals } from '../../src/ops/productionSettings.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const READY: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://consents.example.govt.nz',
  SMTP_URL: 'smtp://mail.example.govt.nz:587',
};

describe('starting in production (issue 29.6)', () => {
  it('refuses nothing once PUBLIC_URL and SMTP_URL are set, and nothing outside production', () => {
    expect(productionRefusals(READY)).toEqual([]);
    expect(productionRefusals({ NODE_ENV: 'development' })).toEqual([]);
    expect(productionRefusals({})).toEqual([]);
  });

  it('names a missing PUBLIC_URL and a missing SMTP_URL', () => {
    const refusals = productionRefusals({ NODE_ENV: 'production' });
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toMatch(/^PUBLIC_URL is not set/);
    expect(refusals[1]).toMatch(/^SMTP_URL is not set/);
  });

  it('names a PUBLIC_URL that is not https', () => {
    expect(productionRefusals({ ...READY, PUBLIC_URL: 'http://consents.example.govt.nz' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL is http:\/\/consents\.example\.govt\.nz: links in mails must use https/),
    ]);
  });

  it('names TRUST_PROXY without PUBLIC_ORIGINS, and TRUST_PROXY=true', () => {
    expect(productionRefusals({ ...READY, TRUST_PROXY: '1' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY is 1 but PUBLIC_ORIGINS is not set/),
    ]);
    expect(
      productionRefusals({ ...READY, TRUST_PROXY: '1', PUBLIC_ORIGINS: 'https://consents.example.govt.nz' }),
    ).toEqual([]);
    expect(productionRefusals({ ...READY, TRUST_PROXY: 'true', PUBLIC_ORIGINS: 'https://a.example' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY=true trusts every hop/),
    ]);
  });

  it('names local file storage and the embedded database when WEB_CONCURRENCY or PM2 cluster mode runs several processes', () => {
    const several = { ...READY, WEB_CONCURRENCY: '4' };
    expect(productionRefusals(several)).toEqual([
      expect.stringMatching(/^STORAGE is local files but 4 server processes run \(WEB_CONCURRENCY=4\)/),
      expect.stringMatching(/^DATABASE_URL is not set.*4 server processes/),
    ]);
    expect(productionRefusals({ ...several, STORAGE: 's3', DATABASE_URL: 'postgres://db/consent' })).toEqual([]);
    expect(
      productionRefusals({
        ...READY,
        exec_mode: 'cluster_mode',
        NODE_APP_INSTANCE: '0',
        DATABASE_URL: 'postgres://db/c',
      }),
    ).toEqual([expect.stringMatching(/^STORAGE is local files but 2 server processes run \(PM2's cluster mode\)/)]);
    expect(productionRefusals({ ...READY, WEB_CONCURRENCY: '1' })).toEqual([]);
  });

  it('the server process exits 1 naming each setting, before it opens anything', async () => {
    const unset = new Set(['PUBLIC_URL', 'SMTP_URL', 'PUBLIC_ORIGINS', 'DATABASE_URL', 'STORAGE', 'DATA_DIR']);
    const env: NodeJS.ProcessEnv = {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !unset.has(name))),
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      WEB_CONCURRENCY: '2',
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverRoot, env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Refusing to start in production until these settings are fixed:');
    for (const name of [
      '- PUBLIC_URL is not set',
      '- SMTP_URL is not set',
      '- TRUST_PROXY is 1 but PUBLIC_ORIGINS',
      '- STORAGE is local files',
      '- DATABASE_URL is not set',
    ]) {
      expect(stderr).toContain(name);
    }
  }, 30_000);
});
