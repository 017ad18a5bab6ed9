import { z } from 'zod';

export { routeUrl } from './url.js';

/** The methods the contract uses; every write is a POST, PUT or DELETE (the Origin check covers them). */
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One route of the HTTP contract, defined once (docs/decisions/0032-one-typed-http-contract.md): Fastify
 * registers and documents it from here, and the web client's `request(route, input)` takes its input and
 * answer types from the same schemas, so a changed schema breaks whichever side no longer fits.
 */
export interface ContractRoute {
  method: HttpMethod;
  /** Fastify's path syntax: `:name` segments are filled from `params`. */
  path: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The answer's body for every status in `statuses`. */
  response: z.ZodType;
  /** The success statuses the answer may have; 200 unless said. */
  statuses?: readonly number[];
}

/** Keeps a route's literal types (method, path, schemas) so both sides can infer from them. */
export function route<const R extends ContractRoute>(definition: R): R {
  return definition;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type Part<R, K extends 'params' | 'querystring' | 'body'> =
  R extends Record<K, z.ZodType> ? { [P in K]: InputOf<R[K]> } : { [P in K]?: never };

/** What a caller sends: the route's params, querystring and body, each only when the route has one. */
export type RouteInput<R extends ContractRoute> = Part<R, 'params'> & Part<R, 'querystring'> & Part<R, 'body'>;

/** The answer's body as it travels (the response schema's input side: what the server encodes to JSON). */
export type RouteAnswer<R extends ContractRoute> = z.input<R['response']>;

/**
 * A success's `result`. The server's handlers answer with object literals, whose `result` TypeScript widens to
 * string; the codec lets them, while encoding still refuses anything but 'success' and the client reads the literal.
 */
export const resultOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.codec(z.enum(values), z.string(), { decode: (value) => value, encode: (value) => value as T[number] });
export const successResult = resultOf(['success']);

/** The server's status result (spec point 3) with no fields of its own, for calls that only say how it went. */
export const statusAnswerSchema = z.object({ result: successResult, message: z.string() });
export type StatusAnswer = z.infer<typeof statusAnswerSchema>;

/**
 * A moment as it travels: ISO 8601 text. The server's handlers hand the database's Dates (or a driver's timestamp
 * text, from raw SQL) and encoding writes them as ISO text; the web reads the text.
 */
export const timestamp = z.codec(z.string(), z.union([z.date(), z.string()]), {
  decode: (text) => text,
  encode: (value) => new Date(value).toISOString(),
});
