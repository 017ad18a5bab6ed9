import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// findBy*/waitFor wait on what the page shows. Their 1 s default gave up on pages still "Loading the page…" on a
// busy 2-core machine (the lazy route's first load); a page that never shows its content still fails, later.
configure({ asyncUtilTimeout: 8_000 });

// jsdom has no CSS.escape; React Aria's overlays call it (reading the viewport meta tag).
if (typeof globalThis.CSS === 'undefined') {
  (globalThis as { CSS?: unknown }).CSS = { escape: (value: string) => value.replace(/[^\w-]/g, (ch) => `\\${ch}`) };
} else if (typeof globalThis.CSS.escape !== 'function') {
  globalThis.CSS.escape = (value: string) => value.replace(/[^\w-]/g, (ch) => `\\${ch}`);
}
