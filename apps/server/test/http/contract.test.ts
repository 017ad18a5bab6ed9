import { CONSENT_NUMBER_MAX, RETURN_ITEM_MAX, LIFECYCLE_TEXT_MAX, contract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config.js';
import { createTestApp } from '../support/app.js';
import { jsonOf } from '../support/answer.js';
import { openApiDocumentSchema, openApiJsonBodySchema, openApiOperationSchema } from '../support/openApi.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ mail: { ...defaultConfig.mail, devOutbox: true } });
});
afterAll(() => app.close());

const routes = Object.entries(contract).flatMap(([area, areaRoutes]) =>
  Object.entries(areaRoutes).map(([name, route]) => ({ name: `${area}.${name}`, ...route })),
);

describe('the HTTP contract (packages/domain/src/contract) is what the server registers', () => {
  it.each(routes)('$name is registered as $method $path', ({ method, path }) => {
    expect(app.hasRoute({ method, url: path })).toBe(true);
  });

  it('describes every contract route that is not hidden with its answer in the OpenAPI document', async () => {
    const spec = jsonOf(await app.inject({ method: 'GET', url: '/api/docs/json' }), openApiDocumentSchema);
    const documented = routes.filter((route) => route.path !== '/api/dev/outbox');
    for (const { method, path, statuses } of documented) {
      const openApiPath = path.replace(/:(\w+)/g, '{$1}');
      const operation = spec.paths[openApiPath]?.[method.toLowerCase()];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(openApiOperationSchema.parse(operation).responses), `${method} ${path}`).toEqual(
        (statuses ?? [200]).map(String),
      );
    }
  });

  it("shows each council action's body with its fields and their limits", async () => {
    const spec = jsonOf(await app.inject({ method: 'GET', url: '/api/docs/json' }), openApiDocumentSchema);
    const body = (path: string) =>
      openApiJsonBodySchema.parse(spec.paths[`/api/council/applications/{appId}/${path}`]?.post).requestBody.content[
        'application/json'
      ].schema.properties;
    const text = (maxLength: number): unknown => expect.objectContaining({ type: 'string', minLength: 1, maxLength });
    const listOf = (items: unknown): unknown => expect.objectContaining({ type: 'array', items });

    expect(body('accept')).toEqual({ consentNumber: text(CONSENT_NUMBER_MAX) });
    expect(body('return')).toEqual({
      items: listOf(
        expect.objectContaining({ properties: { item: text(RETURN_ITEM_MAX), reason: text(LIFECYCLE_TEXT_MAX) } }),
      ),
    });
    expect(body('request-information')).toEqual({
      items: listOf(
        expect.objectContaining({ properties: expect.objectContaining({ text: text(LIFECYCLE_TEXT_MAX) }) }),
      ),
    });
    expect(body('grant')).toEqual({
      conditions: expect.objectContaining({ type: 'array', maxItems: 100, items: text(LIFECYCLE_TEXT_MAX) }),
      decisionDocumentId: expect.objectContaining({ type: 'integer' }),
      notices: expect.objectContaining({ type: 'array', maxItems: 3 }),
      // What a PIM tells the owner (form 4) and the officer's statement on the inspections when issuing a CCC (form 7).
      pim: expect.objectContaining({
        properties: {
          landFeatures: listOf(text(LIFECYCLE_TEXT_MAX)),
          utilitySystems: listOf(text(LIFECYCLE_TEXT_MAX)),
          authorisations: listOf(text(LIFECYCLE_TEXT_MAX)),
        },
      }),
      ccc: expect.objectContaining({
        properties: {
          inspections: expect.objectContaining({ enum: ['allPassed', 'issueRegardless'] }),
          reason: expect.objectContaining({ type: 'string', maxLength: LIFECYCLE_TEXT_MAX }),
        },
      }),
      inspections: expect.objectContaining({ type: 'array', maxItems: 30 }),
      // Issue 31 point 4: the final invoice's processing hours and inspections.
      invoice: expect.objectContaining({
        type: 'object',
        properties: {
          processingHours: expect.objectContaining({ type: 'number', minimum: 0, maximum: 500 }),
          inspectionCount: expect.objectContaining({ type: 'integer', minimum: 0, maximum: 200 }),
        },
      }),
    });
    expect(body('refuse')).toEqual({ reasons: listOf(text(LIFECYCLE_TEXT_MAX)) });
  });
});
