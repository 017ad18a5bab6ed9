import { messages } from './messages.js';

/** The spec's status result (point 3 "Status result", point 4). */
export const STATUS_RESULTS = ['success', 'invalid', 'error'] as const;
type StatusResultValue = (typeof STATUS_RESULTS)[number];

/**
 * One problem; `field` names the request field it is about, when it is about one. A check of a page made
 * of several forms (the single-page forms' Submit) says in `form` which form (a wizard form id) the field
 * belongs to, so the page can link the problem to that form's field.
 */
export interface StatusDetail {
  message: string;
  field?: string;
  form?: string;
}

export interface StatusResult {
  result: StatusResultValue;
  message: string;
  details?: StatusDetail[];
}

/** An invalid result: the first message leads, every message is in details. */
export function invalid(errors: string[]): StatusResult {
  return { result: 'invalid', message: errors[0] ?? '', details: errors.map((message) => ({ message })) };
}

export function error(message: string): StatusResult {
  return { result: 'error', message, details: [{ message }] };
}

/**
 * Read without zod: the web app's shell reads every answer through here, and it loads before any schema does
 * (ADR 0075).
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

/** One detail as the server sends it; a detail that is not one is left out rather than shown as a blank line. */
function statusDetailOf(detail: unknown): StatusDetail[] {
  if (!isRecord(detail) || typeof detail.message !== 'string') return [];
  if (!optionalText(detail.field) || !optionalText(detail.form)) return [];
  const { message, field, form } = detail;
  return [{ message, ...(typeof field === 'string' ? { field } : {}), ...(typeof form === 'string' ? { form } : {}) }];
}
const detailsOf = (value: unknown): StatusDetail[] | undefined =>
  Array.isArray(value) ? value.flatMap(statusDetailOf) : undefined;
const isStatusResultValue = (value: unknown): value is StatusResultValue =>
  (STATUS_RESULTS as readonly unknown[]).includes(value);

/**
 * Reads a status answer from the server. Any other result value is reported as
 * 'Unknown result: {value}'; a missing result as 'Unknown result'.
 */
export function readStatus(body: unknown, log: (line: string) => void = () => {}): StatusResult & { known: boolean } {
  const raw = isRecord(body) ? body : {};
  const message = typeof raw.message === 'string' ? raw.message : typeof raw.msg === 'string' ? raw.msg : '';
  const details = detailsOf(raw.details);
  if (raw.result === undefined || raw.result === null) {
    log(messages.unknownResult);
    return { result: 'error', message: message || messages.unknownResult, details, known: false };
  }
  if (!isStatusResultValue(raw.result)) {
    log(messages.unknownResultValue(raw.result));
    return { result: 'error', message: message || messages.unknownResultValue(raw.result), details, known: false };
  }
  return { result: raw.result, message, details, known: true };
}
