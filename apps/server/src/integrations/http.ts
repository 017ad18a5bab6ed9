import type { z } from 'zod';

/**
 * What every integration client shares: one way to call an outside service over fetch with a timeout,
 * and one typed failure instead of thrown network errors, so a caller maps failures to the spec's
 * messages (point 8) without try/catch around every call.
 */

export type IntegrationFailure =
  /** No answer within the client's timeout. */
  | { kind: 'timeout'; service: string; message: string }
  /** Connection refused, DNS failure, reset: the spec's 'Network request failed'. */
  | { kind: 'network'; service: string; message: string }
  /** An HTTP status other than 2xx (e.g. 403 from an IP-restricted property search). */
  | { kind: 'http'; service: string; status: number; message: string }
  /** A 2xx answer whose body is not the service's documented shape. */
  | { kind: 'invalid-response'; service: string; message: string }
  /** The request could not be built (a council setting that is not a plain column name or layer id). */
  | { kind: 'invalid-request'; service: string; message: string }
  /** The service answered and reported an error in its own terms (ArcGIS error object, geocoder status). */
  | { kind: 'service'; service: string; code: string; message: string; details?: string[] };

export type IntegrationResult<T> = { ok: true; value: T } | { ok: false; failure: IntegrationFailure };

export const success = <T>(value: T): IntegrationResult<T> => ({ ok: true, value });
export const failure = <T = never>(f: IntegrationFailure): IntegrationResult<T> => ({ ok: false, failure: f });

/** Where a client logs what the spec says is "only logged" (ArcGIS conversion, legal lookup failure). */
export interface IntegrationLogger {
  warn(data: object, message: string): void;
}
export const silentLogger: IntegrationLogger = { warn: () => {} };

const DEFAULT_TIMEOUT_MS = 10_000;

/** Configuration every client takes besides its own base URL and keys. */
export interface ClientOptions {
  timeoutMs?: number;
  /** Injected for tests or a proxying fetch; defaults to the global fetch. */
  fetch?: typeof fetch;
  logger?: IntegrationLogger;
}

/** A base URL guaranteed to end in '/', so that new URL(path, base) appends instead of replacing. */
export function withTrailingSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

interface ServiceRequest {
  service: string;
  url: URL | string;
  method?: 'GET' | 'POST';
  /** Sent as JSON with content-type application/json. */
  json?: unknown;
  headers?: Record<string, string>;
  accept: 'json' | 'text';
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A body read as JSON (unknown, to be checked by the caller's schema) or as text. */
export async function callService(request: ServiceRequest): Promise<IntegrationResult<unknown>> {
  const { service } = request;
  const doFetch = request.fetch ?? fetch;
  const headers: Record<string, string> = {
    accept: request.accept === 'json' ? 'application/json' : '*/*',
    ...request.headers,
  };
  if (request.json !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  let body: string;
  try {
    response = await doFetch(request.url, {
      method: request.method ?? (request.json === undefined ? 'GET' : 'POST'),
      headers,
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      signal: AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      redirect: 'follow',
    });
    body = await response.text();
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      return failure({ kind: 'timeout', service, message: `${service} did not answer in time` });
    }
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return failure({ kind: 'network', service, message: `Network request failed${cause}` });
  }
  if (!response.ok) {
    return failure({
      kind: 'http',
      service,
      status: response.status,
      message: `${service} answered HTTP ${response.status}`,
    });
  }
  if (request.accept === 'text') return success(body);
  try {
    return success(JSON.parse(body) as unknown);
  } catch {
    return failure({ kind: 'invalid-response', service, message: `${service} answered with a body that is not JSON` });
  }
}

/** A zod-style parse turned into an IntegrationResult. */
export function parseWith<T>(service: string, schema: z.ZodType<T>, data: unknown): IntegrationResult<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return success(parsed.data);
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length ? ` at ${issue.path.map(String).join('.')}` : '';
  return failure({
    kind: 'invalid-response',
    service,
    message: `${service} answered in an unexpected shape${where}: ${issue?.message ?? ''}`,
  });
}

/** Map a successful result's value; failures pass through. */
export function mapResult<T, U>(result: IntegrationResult<T>, map: (value: T) => U): IntegrationResult<U> {
  return result.ok ? success(map(result.value)) : result;
}
