/**
 * The inspector's screen keeps who is signed in and its runs in this cache for its service worker to answer from when
 * there is no signal (ADR 0078). It is one signed-in person's: deleted when they sign out.
 */
export const KEPT_DATA_CACHE = 'inspector-data';

/** On sign-out: what the inspector's screen kept for this person is deleted from the device. */
export function forgetKeptData(): void {
  if (typeof caches !== 'undefined') caches.delete(KEPT_DATA_CACHE).catch(() => {});
}
