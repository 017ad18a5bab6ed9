import { describe, expect, it } from 'vitest';
import * as domain from '../src/index.js';

/** Every sentence the domain package holds (messages, titles, labels, hints), found by walking its exports. */
function sentences(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return value.includes(' ') ? [value] : [];
  if (typeof value === 'function') {
    // Message builders ('Invalid Application Type {value}'): what they say around what they are given.
    try {
      const said = (value as (...args: unknown[]) => unknown)('X', 'Y');
      // An async function given nonsense rejects: not a sentence, and not left as an unhandled rejection.
      if (said instanceof Promise) {
        said.catch(() => {});
        return [];
      }
      return typeof said === 'string' && said.includes(' ') ? [said] : [];
    } catch {
      return [];
    }
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((v) => sentences(v, seen));
}

describe("the product's wording", () => {
  it('writes PIM in capitals in every sentence it holds', () => {
    const all = sentences(domain);
    expect(all.length).toBeGreaterThan(200);
    // 'pim', 'Pim' or 'pIm' as a word anywhere; PIM-only and PIM's are fine.
    expect(all.filter((s) => /\b(?!PIM\b)[pP][iI][mM]\b/.test(s))).toEqual([]);
    expect(all.filter((s) => /\bPIM\b/.test(s)).length).toBeGreaterThan(3);
  });
});
