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

const INJECT_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;

/** An OpenAPI operation's method (a key of a path: 'get', 'post', …) as app.inject takes it; any other key fails. */
export function injectMethod(method: string): (typeof INJECT_METHODS)[number] {
  const upper = method.toUpperCase();
  const found = INJECT_METHODS.find((known) => known === upper);
  if (!found) throw new Error(`not an HTTP method of the OpenAPI document: ${method}`);
  return found;
}
