import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApplication, createTestApp, registerUser } from '../support/app.js';
import { defined } from '@consent/domain';
import { jsonOf } from '../support/answer.js';
import { injectMethod, openApiWithSchemasSchema } from '../support/openApi.js';

/**
 * Issue 17, Done when: random strings (NUL, lone surrogates, 1 MB, RTL and combining marks, SQL and HTML
 * fragments) in every string field of every route the OpenAPI document describes never get a 5xx, and a
 * 4xx stores nothing.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
};
type Path = (string | number)[];
/** A request body (or query) that reaches the route, and where in it a string may go. */
interface Shape {
  base: unknown;
  strings: Path[];
}

const app = await createTestApp({ rateLimit: { perIp: 1_000_000, perEmail: 1_000_000, windowSeconds: 60 } });
const client = await registerUser(app, 'random');
const appId = await createApplication(client);
const openapi = jsonOf(await app.inject({ method: 'GET', url: '/api/docs/json' }), openApiWithSchemasSchema);
afterAll(() => app.close());

const resolve = (schema: Schema): Schema =>
  schema.$ref
    ? resolve(
        openapi.components.schemas[defined(schema.$ref.split('/').pop(), "schema.$ref.split('/').pop()")] as Schema,
      )
    : schema;
const alternatives = (schema: Schema): Schema[] | undefined => schema.oneOf ?? schema.anyOf;
const takesString = (schema: Schema): boolean => {
  const s = resolve(schema);
  return (
    s.type === 'string' ||
    (Array.isArray(s.type) && s.type.includes('string')) ||
    (alternatives(s) ?? []).some(takesString)
  );
};

/** A plausible value for the schema (ids point at the test's own application), and the paths of its string fields. */
function shape(schema: Schema, name: string, path: Path): Shape {
  const s = resolve(schema);
  const alts = alternatives(s);
  if (alts?.length) {
    const first = shape(defined(alts[0], 'a first alternative'), name, path);
    return takesString(s) && !first.strings.some((p) => p.length === path.length)
      ? { ...first, strings: [...first.strings, path] }
      : first;
  }
  const [firstOf] = s.allOf ?? [];
  if (firstOf) return shape(firstOf, name, path);
  if (s.const !== undefined) return { base: s.const, strings: typeof s.const === 'string' ? [path] : [] };
  if (s.enum?.length) return { base: s.enum[0], strings: typeof s.enum[0] === 'string' ? [path] : [] };
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'object' || s.properties) {
    const base: Record<string, unknown> = {};
    const strings: Path[] = [];
    for (const [key, inner] of Object.entries(s.properties ?? {})) {
      const part = shape(inner, key, [...path, key]);
      base[key] = part.base;
      strings.push(...part.strings);
    }
    return { base, strings };
  }
  if (type === 'array') {
    const item = shape(s.items ?? {}, name, [...path, 0]);
    return { base: [item.base], strings: item.strings };
  }
  if (type === 'integer' || type === 'number')
    return { base: /app_?id|application_id/i.test(name) ? appId : 1, strings: [] };
  if (type === 'boolean') return { base: false, strings: [] };
  if (type === 'string') return { base: 'x', strings: [path] };
  return { base: {}, strings: [] };
}

/** The body's top-level alternatives (an action's shapes) each count as their own shape. */
function bodyShapes(schema: Schema | undefined): Shape[] {
  if (!schema) return [];
  const s = resolve(schema);
  return (s.oneOf ?? s.anyOf ?? [s]).map((alt) => shape(alt, '', []));
}

function withString(base: unknown, path: Path, text: string): unknown {
  if (path.length === 0) return text;
  const copy = structuredClone(base) as Record<string | number, unknown>;
  const [head, ...rest] = path;
  if (head === undefined) return text;
  copy[head] = withString(copy[head], rest, text);
  return copy;
}

/** A lone surrogate has no UTF-8 form; a careless client sends its WTF-8 bytes, so these do. */
const encodeForUrl = (text: string) =>
  text
    .split(/([\uD800-\uDFFF])/u)
    .map((part, i) => {
      if (i % 2 === 0) return encodeURIComponent(part);
      const unit = part.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');

interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema: Schema;
}
interface Target {
  method: string;
  route: string;
  request(text: string): { url: string; payload?: string };
  /** A 1 MB string goes in bodies only: in a URL it is a different test (and a proxy's job). */
  inBody: boolean;
}

/** One target per string field: the route's path and query parameters, and its JSON body's strings. */
function targets(): Target[] {
  const found: Target[] = [];
  for (const [route, methods] of Object.entries(
    openapi.paths as Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: Schema }> } }>
    >,
  )) {
    for (const [method, operation] of Object.entries(methods)) {
      // Signing out ends the session every other request is made with; the upload is multipart (tests in uploads.test.ts).
      if (
        route === '/api/auth/logout' ||
        (!operation.requestBody?.content?.['application/json'] && operation.requestBody)
      )
        continue;
      const parameters = operation.parameters ?? [];
      const url = (values: Record<string, string>) => {
        const path = route.replace(/\{([^}]+)\}/g, (_m, name: string) =>
          encodeForUrl(values[name] ?? (name === 'appId' ? String(appId) : '1')),
        );
        const query = parameters
          .filter((p) => p.in === 'query')
          .map((p) => `${p.name}=${encodeForUrl(values[p.name] ?? String(shape(p.schema, p.name, []).base))}`);
        return query.length ? `${path}?${query.join('&')}` : path;
      };
      const bodies = bodyShapes(operation.requestBody?.content?.['application/json']?.schema);
      for (const p of parameters.filter((p) => takesString(p.schema))) {
        found.push({
          method,
          route: `${route} ${p.in} ${p.name}`,
          inBody: false,
          request: (text) => ({
            url: url({ [p.name]: text }),
            payload: bodies[0] ? JSON.stringify(bodies[0].base) : undefined,
          }),
        });
      }
      for (const body of bodies) {
        for (const field of body.strings) {
          found.push({
            method,
            route: `${route} body ${field.join('.') || '(the body)'}`,
            inBody: true,
            request: (text) => ({ url: url({}), payload: JSON.stringify(withString(body.base, field, text)) }),
          });
        }
      }
    }
  }
  return found;
}

const fixed = fc.constantFrom(
  '\u0000',
  'Queen\u0000Street',
  '\ud800',
  'x\udfffy',
  'שלום עולם \u202e\u200f',
  'e\u0301\u0308\u0338'.repeat(30),
  "'; drop table users; --",
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '%00%ud800',
  '../../../etc/passwd',
  '',
);
const loneSurrogate = fc
  .tuple(fc.string({ maxLength: 10 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 10 }))
  .map(([before, unit, after]) => `${before}${String.fromCharCode(unit)}${after}`);
const urlStrings = fc.oneof(
  fixed,
  loneSurrogate,
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
);
const bodyStrings = fc.oneof(urlStrings, fc.constant('x'.repeat(1024 * 1024)), fc.constant('\u05d0'.repeat(300_000)));

/** Everything an applicant's request can change, as one value: equal before and after means nothing was stored. */
async function storedState(): Promise<string> {
  const { db } = await app.databaseReady;
  const tables = [
    'users',
    'sessions',
    'applications',
    'application_parcels',
    'buildings',
    'project_contacts',
    'documents',
    'multiproof_requests',
  ];
  const query = tables
    .map((t) => `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${t} t)`)
    .join(" || ',' || ");
  const result: unknown = await db.execute(sql.raw(`select ${query} as state`));
  const { rows } = result as { rows: { state: string }[] };
  return defined(rows[0], 'the state row').state;
}

const all = targets();

/**
 * The stored state a refused request left, which is the state the next request starts from: nothing but these
 * requests runs against the app, so reading it again before each request read the same value twice. Cleared by an
 * accepted request (which may store something) and by a failed check.
 */
let stateAfterRefusal: string | undefined;

/**
 * Random strings per field. This file runs on PostgreSQL too (postgresPass.ts), where the text crosses the pg wire
 * protocol: five there, three on PGlite, which sees the same routes and checks with fresh strings on every run
 * (574 fields, about 1,700 strings a run; docs/decisions/0083-faster-test-suite.md).
 */
const RUNS_PER_FIELD = process.env.TEST_DATABASE_URL ? 5 : 3;

describe('random strings in every string field of every described route', () => {
  it('finds the string fields of the OpenAPI document', () => {
    expect(new Set(all.map((t) => t.route.split(' ')[0])).size).toBeGreaterThan(30);
  });

  it.each(all.map((t) => [`${t.method.toUpperCase()} ${t.route}`, t] as const))(
    '%s: no 5xx, and a 4xx stores nothing',
    async (_name, target) => {
      await fc.assert(
        fc.asyncProperty(target.inBody ? bodyStrings : urlStrings, async (text) => {
          const before = stateAfterRefusal ?? (await storedState());
          const { url, payload } = target.request(text);
          const response = await client.request({
            method: injectMethod(target.method),
            url,
            ...(payload !== undefined && target.method !== 'get'
              ? { payload, headers: { 'content-type': 'application/json' } }
              : {}),
          });
          expect(
            response.statusCode,
            `${target.method} ${url.slice(0, 200)}: ${response.body.slice(0, 300)}`,
          ).toBeLessThan(500);
          stateAfterRefusal = undefined;
          if (response.statusCode >= 400) {
            const after = await storedState();
            expect(after).toBe(before);
            stateAfterRefusal = after;
          }
        }),
        { numRuns: RUNS_PER_FIELD },
      );
    },
  );
});
