/**
 * Who is signed in, written into index.html by the server when it serves the page to a live session (issue 33.2,
 * ADR 0081), so the first screen needs no `/api/auth/me` round trip. A JSON data block: the browser never runs it,
 * so the Content-Security-Policy's `script-src 'self'` still allows no inline script.
 */
export const SIGNED_IN_USER_ELEMENT_ID = 'signed-in-user';

/**
 * The calls a page's first screen makes first, started by the page's early script before the first code has arrived
 * (ADR 0096): a JSON data block the server writes into the page, like who is signed in.
 */
export const PAGE_CALLS_ELEMENT_ID = 'page-calls';

/**
 * A JSON data block with the id `id`. Every `<` is written `\u003c` (the same JSON once parsed), so no text in it (a
 * name such as `</script><script>…`) can end the element or open a comment; U+2028 and U+2029 too.
 */
export function jsonDataScript(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The data block for an answer of `/api/auth/me` (escaped as `jsonDataScript` escapes). */
export function signedInUserScript(me: unknown): string {
  return jsonDataScript(SIGNED_IN_USER_ELEMENT_ID, me);
}
