/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, failing over, out of
 * connections), rather than a fault in our SQL: such a request answers 503, says nothing was saved, and the next one
 * tries again. PostgreSQL's class 08 (connection exception), 57P01-57P03 (shut down, crashed, starting up) and
 * 53300 (too many connections); the pg driver's socket errors and its messages for a lost or timed-out connection.
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-3]|53300)$/;
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  // drizzle wraps the driver's error as its cause; an AggregateError (several addresses refused) lists them.
  for (let depth = 0, current: unknown = err; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}
