/** Where to go when `next` is missing or unsafe. */
const HOME_PATH = '/';
export const SIGN_IN_PATH = '/signin';
export const REGISTER_PATH = '/register';

const BASE = 'https://consent.invalid';

/**
 * The `next` parameter decides where sign-in sends the user, so it must never leave this site:
 * only a relative path starting with a single '/' is kept. '//host' and '/\host' are refused
 * because browsers read both as another site; so is anything with control characters or a
 * scheme. Sign-in and register pages are not destinations (they would loop).
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return HOME_PATH;
  // Browsers read '\' as '/' and strip tabs and newlines, so '/\evil.com' or '/\t/evil.com' is '//evil.com'.
  // eslint-disable-next-line no-control-regex -- matching control characters is this check's purpose
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== BASE) return HOME_PATH;
  if (url.pathname === SIGN_IN_PATH || url.pathname === REGISTER_PATH) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address, remembering where the user was going. */
export function signInPath(next: string): string {
  const safe = safeNextPath(next);
  return safe === HOME_PATH ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(safe)}`;
}

/** Keeps `next` when moving between the sign-in and register pages. */
export function withNext(path: string, next: string | null): string {
  const safe = safeNextPath(next);
  return safe === HOME_PATH ? path : `${path}?next=${encodeURIComponent(safe)}`;
}
