/**
 * On a copy the inspector's screen kept for use with no signal (ADR 0078): when it was kept (ISO 8601), so the screen
 * can say it shows one. Its own module, so that the code every screen loads first (which deletes the copies on
 * sign-out) does not carry it.
 */
export const KEPT_AT_HEADER = 'x-kept-at';
