import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../ops/databaseUnavailable.js';
import { error, formMessages, invalid, productMessages, type StatusDetail, type StatusResult } from '@consent/domain';

/** An answer a service gives instead of a result: an HTTP status with the spec's status result body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: StatusResult,
  ) {
    super(body.message);
  }
}

export const notFound = (message: string = productMessages.notFound) => new AppError(404, error(message));
export const badRequest = (errors: string[]) => new AppError(400, invalid(errors));

/**
 * The one refusal of answers that break the rules: 400 with every problem as a detail (keeping the field and
 * form it names) and the first one as the message. A save or check refused this way changes nothing.
 */
export const invalidAnswers = (problems: readonly StatusDetail[]) =>
  new AppError(400, { result: 'invalid', message: problems[0]?.message ?? '', details: [...problems] });

/** Refuses with {@link invalidAnswers} when there is any problem; otherwise the caller goes on. */
export function refuseIfInvalid(problems: readonly StatusDetail[]): void {
  if (problems.length) throw invalidAnswers(problems);
}

/**
 * Refuses a save whose body names another application than its address: the access check asked about the
 * address's application, so the body's must be the same one before the service writes to it.
 */
export function refuseIfOtherApplication(inAddress: number, inBody: number): void {
  if (inAddress !== inBody) throw badRequest([formMessages.appIdMismatch]);
}

export const conflict = (message: string) => new AppError(409, error(message));
export const forbidden = (message: string) => new AppError(403, error(message));

/** A schema problem as a detail naming its field (e.g. `email`, `data.type`), when it is about one. */
function validationDetail(issue: { instancePath?: string; message?: string }): StatusDetail {
  const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return field ? { message: String(issue.message), field } : { message: String(issue.message) };
}

/** Every error becomes a status result; only a genuine fault answers 5xx, and is logged as the bug it is. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) return reply.status(err.statusCode).send(err.body);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map(validationDetail);
      const first = details[0];
      // Fastify reports a validation error only with at least one failure; the guard keeps an empty list a 400 too.
      const message =
        first === undefined
          ? err.message
          : first.field
            ? `${err.validationContext}.${first.field}: ${first.message}`
            : first.message;
      return reply.status(400).send({ result: 'invalid', message, details });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send(error(productMessages.bodyTooLarge));
    if (
      err instanceof SyntaxError ||
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
    ) {
      return reply.status(400).send(error(productMessages.malformedJson));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(error(err.message));
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply.status(503).header('retry-after', '30').send(error(productMessages.databaseUnavailable));
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send(error(productMessages.serverError));
  });
}
