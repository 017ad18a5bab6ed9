import { z } from 'zod';

/**
 * The served OpenAPI document (/api/docs/json) and /healthz are off the contract: the parts of them the tests read,
 * as small schemas, so the reads are typed and a document of another shape fails the test that reads it.
 */
export const openApiDocumentSchema = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** An operation as the contract test reads it: its answers by status. */
export const openApiOperationSchema = z.object({ responses: z.record(z.string(), z.unknown()) });

/** An operation's JSON request body schema, down to its properties. */
export const openApiJsonBodySchema = z.object({
  requestBody: z.object({
    content: z.object({
      'application/json': z.object({ schema: z.object({ properties: z.record(z.string(), z.unknown()) }) }),
    }),
  }),
});

/** GET /healthz: 'ok' with the database kind once it is ready, 'starting' (503) before. */
export const healthSchema = z.strictObject({ status: z.string(), database: z.string().optional() });

/** The document with its named schemas, which `$ref`s point into. */
export const openApiWithSchemasSchema = openApiDocumentSchema.extend({
  components: z.object({ schemas: z.record(z.string(), z.unknown()) }),
});
