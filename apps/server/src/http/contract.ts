import type { ContractRoute } from '@consent/domain';

type Schema<R, K extends string> = R extends { [P in K]: infer S } ? S : undefined;
type Statuses<R> = R extends { statuses: readonly (infer S extends number)[] } ? S : 200;

/**
 * The Fastify schema of a contract route: its request schemas validate (with the same messages as before)
 * and its response schema serialises the answer and describes it in the OpenAPI document.
 * Registered as `app.post(route.path, { schema: { tags, ...contractSchema(route) } }, handler)`; the contract
 * test checks each route is registered under its own method.
 */
export function contractSchema<const R extends ContractRoute>(route: R) {
  const response = Object.fromEntries((route.statuses ?? [200]).map((status) => [status, route.response]));
  return {
    ...(route.params ? { params: route.params } : {}),
    ...(route.querystring ? { querystring: route.querystring } : {}),
    ...(route.body ? { body: route.body } : {}),
    response,
  } as {
    params: Schema<R, 'params'>;
    querystring: Schema<R, 'querystring'>;
    body: Schema<R, 'body'>;
    response: { [S in Statuses<R>]: R['response'] };
  };
}
