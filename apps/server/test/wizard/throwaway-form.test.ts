import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  councilWorkspaceContract,
  defined,
  ownFormPath,
  sectionDefinition,
  storedDefinition,
  type StoredForm,
  type StoredFormDefinition,
} from '@consent/domain';
import { addFormForTest } from '@consent/domain/testing';
import { answerOf } from '../support/answer.js';
import { createApplication, createTestApp, registerUser } from '../support/app.js';
import { councilStaff } from '../support/council.js';
import { councilIds } from '../support/councils.js';
import { pdfText } from '../support/pdfText.js';
import { answerWizardForms, DECLARATION } from '../support/wizard.js';

/*
 * Issue 28 point 2: a form is its definition. A throwaway stored form, written here as a definition and nothing else
 * (no path, no route, no handler, no test answers outside it), is added to the registry for this file only, before
 * the server is built; the server then loads, saves and checks it, the council's answers and the application's PDF
 * show it, and completion asks for it and takes it from its test answers.
 */
const kilnSchema = z.strictObject({
  kiln: z.enum(['yes', 'no', '']).default(''),
  firings: z.number().int().min(1).max(365).nullable().default(null),
});
type Kiln = z.output<typeof kilnSchema>;
const KILN_UNANSWERED = 'Say whether there is a kiln on the site';
const FIRINGS_MISSING = 'Say how many times a year the kiln is fired';

const kilnForm = {
  page: 'miscInfo',
  title: () => 'Kiln on the Site',
  name: () => 'Kiln',
  required: (ctx) => ctx.typeCode === 'bc',
  schema: kilnSchema,
  messages: { kilnUnanswered: KILN_UNANSWERED, firingsMissing: FIRINGS_MISSING },
  keptBy: 'sections',
  store: { empty: kilnSchema.parse({}) },
  check(answers, mode) {
    if (mode !== 'all') return [];
    if (!answers.kiln) return [{ field: 'kiln', message: KILN_UNANSWERED }];
    return answers.kiln === 'yes' && answers.firings === null ? [{ field: 'firings', message: FIRINGS_MISSING }] : [];
  },
  summary: (answers) =>
    answers.kiln
      ? [
          { key: 'Is there a kiln on the site?', value: answers.kiln === 'yes' ? 'Yes' : 'No' },
          ...(answers.firings === null ? [] : [{ key: 'Firings a year', value: String(answers.firings) }]),
        ]
      : [],
  testAnswers: () => [{ save: { data: { kiln: 'yes', firings: 12 }, validation_mode: 'all' } }],
} satisfies StoredFormDefinition<Kiln>;

const FORM = 'kilnOnSite';
const kiln = FORM as StoredForm;
let removeForm: () => void;
let app: FastifyInstance;
let christchurch: number;
beforeAll(async () => {
  removeForm = addFormForTest(FORM, kilnForm);
  app = await createTestApp();
  christchurch = defined((await councilIds(app))['Christchurch City Council'], 'Christchurch');
});
afterAll(async () => {
  await app.close();
  removeForm();
});

async function newApplication() {
  const client = await registerUser(app, 'kiln');
  const appId = await createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId: christchurch });
  return { client, appId };
}

const pathOf = (appId: number) => `/api/applications/${appId}/forms/${FORM}`;

describe('a form added as a definition alone (issue 28 point 2)', () => {
  it('is served at the path made from its id: loads as its empty answers, saves, and loads what was saved', async () => {
    expect(storedDefinition(kiln).store.save.route.path).toBe(ownFormPath(FORM));
    const { client, appId } = await newApplication();
    const empty = await client.get(pathOf(appId));
    expect([empty.statusCode, empty.json()]).toEqual([200, { result: 'success', data: { kiln: '', firings: null } }]);
    const saved = await client.post(pathOf(appId), { data: { kiln: 'yes', firings: 6 }, validation_mode: 'all' });
    expect([saved.statusCode, saved.json()]).toEqual([200, { result: 'success', message: 'Saved' }]);
    const loaded = await client.get(pathOf(appId));
    expect(loaded.json()).toEqual({ result: 'success', data: { kiln: 'yes', firings: 6 } });
  });

  it("checks a save by its definition's check in the requested mode, and a refused save changes nothing", async () => {
    const { client, appId } = await newApplication();
    const refused = await client.post(pathOf(appId), { data: { kiln: 'yes' }, validation_mode: 'all' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(FIRINGS_MISSING);
    expect((await client.get(pathOf(appId))).json()).toEqual({ result: 'success', data: { kiln: '', firings: null } });
    const unknownField = await client.post(pathOf(appId), { data: { kiln: 'no', colour: 'red' } });
    expect(unknownField.statusCode).toBe(400);
    const partial = await client.post(pathOf(appId), { data: { kiln: 'yes' }, validation_mode: 'none', step: 14 });
    expect(partial.statusCode).toBe(200);
    expect((await client.get(pathOf(appId))).json()).toEqual({
      result: 'success',
      data: { kiln: 'yes', firings: null },
    });
  });

  it('refuses another applicant (404) and saves nothing for them', async () => {
    const { client, appId } = await newApplication();
    const stranger = await registerUser(app, 'stranger');
    expect((await stranger.get(pathOf(appId))).statusCode).toBe(404);
    expect((await stranger.post(pathOf(appId), { data: { kiln: 'no' } })).statusCode).toBe(404);
    expect((await client.get(pathOf(appId))).json()).toEqual({ result: 'success', data: { kiln: '', firings: null } });
  });

  it('is summarised for check your answers from its load, as the web reads it', async () => {
    const { client, appId } = await newApplication();
    await client.post(pathOf(appId), { data: { kiln: 'yes', firings: 6 }, validation_mode: 'all' });
    const [load] = storedDefinition(kiln).store.load;
    const loaded = load.route.response.parse((await client.get(pathOf(appId))).json()) as never;
    expect(sectionDefinition(kiln).summary(load.back(loaded))).toEqual([
      { key: 'Is there a kiln on the site?', value: 'Yes' },
      { key: 'Firings a year', value: '6' },
    ]);
  });

  it('is asked for at completion, answered by its test answers, then shown to the council and in the PDF', async () => {
    const { client, appId } = await newApplication();
    const refused = await client.post(`/ajax/complete_application_form/${appId}`, DECLARATION);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(KILN_UNANSWERED);

    await answerWizardForms(client, appId);
    expect((await client.get(pathOf(appId))).json()).toEqual({ result: 'success', data: { kiln: 'yes', firings: 12 } });
    const pdf = await client.get(`/api/applications/${appId}/summary.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, '');
    for (const shown of ['KilnontheSite', 'Isthereakilnonthesite?', 'Firingsayear12']) expect(text).toContain(shown);

    const completed = await client.post(`/ajax/complete_application_form/${appId}`, DECLARATION);
    expect(completed.statusCode, completed.body).toBe(200);
    const officer = await councilStaff(app, christchurch);
    const answers = answerOf(
      await officer.get(`/api/council/applications/${appId}/answers`),
      councilWorkspaceContract.answers,
    );
    const section = answers.sections.find((s: { title: string }) => s.title === 'Kiln on the Site');
    expect(section?.rows).toEqual(expect.arrayContaining([expect.objectContaining({ value: '12' })]));
  });

  it('is added by the test entry only: no product source but the registry and its page parts reach the added forms', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
    // The registry and its zod-free page parts (ADR 0089), which the wizard's pages draw with.
    const allowed = [
      'packages/domain/src/testing.ts',
      'packages/domain/src/wizard/registry.ts',
      'packages/domain/src/wizard/formParts.ts',
    ];
    const offenders = ['apps/server/src', 'apps/web/src', 'packages/domain/src']
      .flatMap((dir) =>
        fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`),
      )
      .filter((file) => /\.tsx?$/.test(file) && !allowed.includes(file))
      .filter((file) =>
        /from '(@consent\/domain\/testing|[^']*addedForms\.js)'/.test(fs.readFileSync(path.join(root, file), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
