import type { PageCall, StartedPageCalls } from './api/pageCalls';

// Written out, not imported: an import shared with the first code would make this script load the first code.
// `early.test.ts` checks them against api/pageCalls.ts.
const PAGE_CALLS_ELEMENT_ID = 'page-calls';
const PAGE_CALLS_GLOBAL = '__pageCalls';
const callKey = (method: string, path: string, body?: unknown): string =>
  `${method} ${path}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`;

/**
 * The page's first script, a few hundred bytes: it starts the calls the server named in the page (a wizard page's
 * application and its forms' saved answers, ADR 0096) while the first code (111 KB) is still downloading, so their
 * answers are in when the screen first renders. The API client takes each answer once (`adoptPageCalls`). Each is
 * read whole at once, as `startEarly`'s are, so an answer no screen takes holds no connection open.
 */
const element = document.getElementById(PAGE_CALLS_ELEMENT_ID);
if (element) {
  element.remove();
  const started: StartedPageCalls = new Map();
  try {
    for (const { method, path, body } of JSON.parse(element.textContent) as PageCall[]) {
      const response = fetch(path, {
        method,
        credentials: 'same-origin',
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then(async (sent) => {
        const whole = await sent.arrayBuffer();
        return new Response(whole.byteLength ? whole : null, { status: sent.status, headers: sent.headers });
      });
      response.catch(() => {}); // A failure is the screen's to see, when it takes the answer.
      started.set(callKey(method, path, body), response);
    }
  } catch {
    // Unreadable: the screen asks for itself, as on a page without the list.
  }
  (window as unknown as Record<string, StartedPageCalls>)[PAGE_CALLS_GLOBAL] = started;
}
