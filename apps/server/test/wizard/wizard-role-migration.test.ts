import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsContract, authContract, defined, storedFormsContract } from '@consent/domain';
import type { Db } from '../../src/db/client.js';
import { migrationsFolder } from '../../src/db/client.js';
import { applications } from '../../src/db/schema.js';
import { createApplication, createTestApp, registerUser } from '../support/app.js';
import { answerOf } from '../support/answer.js';
import { councilIds } from '../support/councils.js';

/*
 * Migration 0082 moves the applicant's role, the last section form with a column of its own, into the store of
 * section forms (ADR 0062): run on a database holding real roles, as saved before it, the spec's calls answer them
 * exactly as they did, and the column is gone.
 */
let app: FastifyInstance;
let db: Db;
let auckland: number;
beforeAll(async () => {
  app = await createTestApp();
  db = (await app.databaseReady).db;
  auckland = defined((await councilIds(app))['Auckland Council'], 'Auckland');
});
afterAll(() => app.close());

const sectionsOf = async (appId: number) =>
  defined(
    (await db.select({ sections: applications.sections }).from(applications).where(eq(applications.id, appId)))[0],
    'the application',
  ).sections;

describe("migration 0082: the applicant's role column into the store", () => {
  it("moves every stored role under the form's id, the spec's calls answer it as before, and drops the column", async () => {
    const agent = await registerUser(app, 'migrated-role');
    const agentsApp = await createApplication(agent, { type: 2, param: 'standard', councilId: auckland });
    const owner = await registerUser(app, 'migrated-owner');
    const ownersApp = await createApplication(owner, { type: 5, param: 'standard', councilId: auckland });
    const unanswered = await createApplication(owner, { type: 2, param: 'standard', councilId: auckland });
    // The column as it was before 0082, holding each application's role as the old saves wrote it.
    await db.execute(sql`alter table applications add column role text`);
    await db.execute(sql`update applications set role = 'AGENT',
      sections = '{"miscInfo":{"has_dogs":"yes"}}'::jsonb where id = ${agentsApp}`);
    await db.execute(sql`update applications set role = 'OWNER', sections = '{}'::jsonb where id = ${ownersApp}`);
    await db.execute(sql`update applications set role = null, sections = '{}'::jsonb where id = ${unanswered}`);
    const migration = fs.readFileSync(path.join(migrationsFolder, '0082_applicant_role_in_sections.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    expect(await sectionsOf(agentsApp)).toEqual({ miscInfo: { has_dogs: 'yes' }, applicantRole: { role: 'AGENT' } });
    expect(await sectionsOf(ownersApp)).toEqual({ applicantRole: { role: 'OWNER' } });
    expect(await sectionsOf(unanswered)).toEqual({});

    const load = storedFormsContract.applicantRole.load[0];
    expect(answerOf(await agent.get(`/obca/ajaxform/approle/${agentsApp}`), load)).toEqual({
      result: 'success',
      appRole: 'AGENT',
      role: 'AGENT',
    });
    expect(answerOf(await owner.get(`/obca/ajaxform/approle/${unanswered}`), load)).toEqual({
      result: 'success',
      appRole: null,
      role: null,
    });
    const data = async (client: typeof agent, appId: number) =>
      answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application);
    expect([(await data(agent, agentsApp)).app_signee, (await data(agent, agentsApp)).applicantRole]).toEqual([
      'AGENT',
      'AGENT',
    ]);
    expect((await data(owner, unanswered)).app_signee).toBeNull();
    // The last role: the owner's latest application with a role is the exemption, answered OWNER.
    expect(answerOf(await owner.get('/api/auth/me'), authContract.me).applicantRole).toBe('owner');
    expect(answerOf(await agent.get('/api/auth/me'), authContract.me).applicantRole).toBe('agent');
    // An edit of another attribute answers the role as stored.
    const edited = await agent.post('/access/app', { action: 'edit', appId: agentsApp, data: { param: 'standard' } });
    expect(answerOf(edited, applicationsContract.accessApp).data).toMatchObject({ role: 'AGENT' });

    await expect(db.execute(sql.raw('select role from applications limit 1'))).rejects.toThrow('role');
  });
});
