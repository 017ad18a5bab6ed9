/** Tolerant readers for values that arrive from outside services as strings, numbers or nothing. */

export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** A number from a number or a string such as '$1,250,000' or '-41.28'; null when there is none. */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A legal description on one line: runs of whitespace (including line breaks) become one space. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
