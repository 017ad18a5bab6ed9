// The headers alone, in a module without zod: the web app's API client sends them from the code every screen
// loads first (ADR 0075).
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const FORM_VERSION_HEADER = 'form-version';
