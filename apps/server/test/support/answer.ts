import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import type { ContractRoute, RouteAnswer } from '@consent/domain';

/**
 * Typed reads of `app.inject` answers (issue 16 A.3). light-my-request types `res.json()` as `any`; these read the
 * body through a schema instead, so a test's reads are type-checked and the test also fails when the server answers
 * something its contract does not allow.
 */

/** The body as JSON, typed `unknown`: for a whole-body comparison with `toEqual`, which checks every field itself. */
export function bodyOf(res: LightMyRequestResponse): unknown {
  try {
    return JSON.parse(res.body);
  } catch {
    throw new Error(`the ${res.statusCode} answer is not JSON: ${res.body.slice(0, 500)}`);
  }
}

/** The failure of a body that does not fit `what`: the schema's problems and the body, to see at once. */
function misfit(res: LightMyRequestResponse, error: z.ZodError, what: string): Error {
  return new Error(
    `the ${res.statusCode} answer does not fit ${what}:\n${z.prettifyError(error)}\nbody: ${res.body.slice(0, 2000)}`,
  );
}

/** The body decoded with `schema`; the test fails, naming what did not fit, when it does not. */
export function jsonOf<S extends z.ZodType>(res: LightMyRequestResponse, schema: S, what = 'the schema'): z.output<S> {
  const parsed = schema.safeParse(bodyOf(res));
  if (!parsed.success) throw misfit(res, parsed.error, what);
  return parsed.data;
}

/** Checks the body with the route's response schema; an assertion function, so the check is the narrowing. */
function assertFitsRoute<R extends ContractRoute>(
  res: LightMyRequestResponse,
  route: R,
  body: unknown,
): asserts body is RouteAnswer<R> {
  const checked = route.response.safeParse(body);
  if (!checked.success) throw misfit(res, checked.error, `the contract's answer of ${route.method} ${route.path}`);
}

/**
 * A contract route's success answer, checked with the route's response schema and typed as the web client reads it
 * (`RouteAnswer`, the schema's wire side: a success's `result` is the literal 'success', a moment ISO text). The
 * server encodes with the same schema, so a body that does not fit (or a status the route does not answer with
 * success) is a broken contract, and the test says so.
 */
export function answerOf<R extends ContractRoute>(res: LightMyRequestResponse, route: R): RouteAnswer<R> {
  const statuses: readonly number[] = route.statuses ?? [200];
  if (!statuses.includes(res.statusCode)) {
    throw new Error(
      `${route.method} ${route.path} answered ${res.statusCode}, not one of its successes (${statuses.join(', ')}): ${res.body.slice(0, 2000)}`,
    );
  }
  const body = bodyOf(res);
  assertFitsRoute(res, route, body);
  return body;
}

/**
 * The refusal every 4xx (and the 5xx of a bug) carries: the spec's status result, built in
 * apps/server/src/http/errors.ts (`error`, `invalid`, `invalidAnswers`, schema failures naming their field).
 * Strict, so a refusal that grows a field it should not have fails here.
 */
export const refusalSchema = z.strictObject({
  result: z.enum(['invalid', 'error']),
  message: z.string(),
  details: z
    .array(z.strictObject({ message: z.string(), field: z.string().optional(), form: z.string().optional() }))
    .optional(),
});

/** A refused request's status result; the test fails when the answer is not a refusal. */
export function refusalOf(res: LightMyRequestResponse): z.output<typeof refusalSchema> {
  if (res.statusCode < 400) throw new Error(`expected a refusal, got ${res.statusCode}: ${res.body.slice(0, 2000)}`);
  return jsonOf(res, refusalSchema, 'a refusal (the status result)');
}

/** A refusal's details, which a test reading them expects to be there: the test fails when they are not. */
export function detailsOf(res: LightMyRequestResponse): NonNullable<z.output<typeof refusalSchema>['details']> {
  const { details } = refusalOf(res);
  if (!details) throw new Error(`the ${res.statusCode} refusal has no details: ${res.body.slice(0, 2000)}`);
  return details;
}
