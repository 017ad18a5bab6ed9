/**
 * Errors as they are written to the log, without the personal data a failed query carries (issue 17, H2):
 * Drizzle puts the query's parameters (emails, names, addresses) in its message and a `params` field, and
 * PostgreSQL puts the failing row's values in `detail`. The query text stays: it is ours and says what failed.
 */
export function serializeErrorForLog(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) || depth > 5) return err;
  const fields: Record<string, unknown> = { ...(err as unknown as Record<string, unknown>) };
  let message = err.message;
  if (Array.isArray(fields.params)) {
    message = `Failed query: ${String(fields.query)}\nparams: [${fields.params.length} redacted]`;
    fields.params = `[${fields.params.length} redacted]`;
  }
  if (typeof fields.detail === 'string') fields.detail = '[redacted]';
  if (typeof fields.where === 'string') fields.where = '[redacted]';
  const stack = err.stack?.includes(err.message) ? err.stack.replace(err.message, message) : err.stack;
  return {
    ...fields,
    type: err.constructor.name,
    message,
    stack,
    ...(err.cause !== undefined ? { cause: serializeErrorForLog(err.cause, depth + 1) } : {}),
  };
}
