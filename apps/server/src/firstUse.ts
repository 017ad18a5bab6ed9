import { createRequire } from 'node:module';

const requireInstalled = createRequire(import.meta.url);

/**
 * An installed package read when first used rather than when the server starts (issue 14.3). For packages only
 * some requests need (sanitizing a council's HTML, parsing XML, sending mail, rating a new password): importing
 * them at start cost a quarter of a second of CPU that `/healthz` waited behind. Only for CommonJS packages (what
 * `require` reads synchronously), typed by the caller as what their import would be.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T is the caller's naming of what `require` hands back untyped, the one cast this helper exists to hold
export function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireInstalled(name) as T);
}
