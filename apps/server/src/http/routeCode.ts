import fs from 'node:fs';
import path from 'node:path';
import { jsonDataScript, PAGE_CALLS_ELEMENT_ID } from '@consent/domain';

/** A call a page's screen makes first (ADR 0096): `:appId` in its path, or as a body's value, is the address's id. */
interface PageCall {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

/** One page address's code, as the web build lists it in `route-code.json` (apps/web/src/routes/routeCode.ts). */
interface RouteCode {
  pattern: string;
  /** Query parameters the address must carry too, each with this value (a wizard page's step, ADR 0096). */
  query?: Record<string, string>;
  signedIn: boolean;
  files: string[];
  calls?: PageCall[];
}

/** The `:name` parts of `pattern` as `pathname` has them, or null when `pathname` is no address of `pattern`. */
export function paramsOf(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = have[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return params;
}

/** Whether the query string `search` carries each of `query`'s parameters with its value (none: any query). */
export function matchesQuery(query: Record<string, string> | undefined, search: string): boolean {
  if (!query) return true;
  const have = new URLSearchParams(search);
  return Object.entries(query).every(([name, value]) => have.get(name) === value);
}

/** An application id as the web app's routes read one (`routeId.ts`): digits, 1 to 2^31 - 1. */
function applicationId(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2 ** 31 - 1 ? id : null;
}

/**
 * The route's calls with the address's application id written in, or none when the address's id is not one (the
 * screen then says it is not found, and asks nothing).
 */
function callsAt(calls: PageCall[], params: Record<string, string>): PageCall[] {
  if (!calls.length) return [];
  const appId = applicationId(params.appId);
  if (appId === null) return [];
  return calls.map(({ method, path: callPath, body }) => ({
    method,
    path: callPath.replace(':appId', String(appId)),
    ...(body
      ? { body: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === ':appId' ? appId : v])) }
      : {}),
  }));
}

/** A file's `<link>`: a script as a module preloaded (its imports are listed too), a style sheet as a style. */
function linkTo(file: string): string {
  return file.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="${file}">`
    : `<link rel="modulepreload" crossorigin href="${file}">`;
}

/** What the page for an address names: its screen's code (`<link>`s) and the calls its screen makes first. */
export interface PageCode {
  links: string;
  /** The page's data block of calls (ADR 0096), or '' when it has none. */
  calls: string;
}

/**
 * What the page of an address names (ADR 0092, ADR 0096): the `<link>`s of the code its route loads on demand, so
 * the browser fetches it beside the first code rather than after that code has run and asked (a wizard page's forms
 * by the step in its query), and the calls its screen makes first, which the page's early script starts while the
 * first code downloads. A build without the list, or an address without a screen of its own, names none; a screen
 * behind the sign-in is not named to a signed-out visitor.
 */
export function routeCodeOf(webDist: string): (pathname: string, search: string, signedIn: boolean) => PageCode {
  const file = path.join(webDist, 'route-code.json');
  const routes = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RouteCode[]) : [];
  return (pathname, search, signedIn) => {
    for (const route of routes) {
      const params = paramsOf(route.pattern, pathname);
      if (!params || !matchesQuery(route.query, search)) continue;
      if (route.signedIn && !signedIn) break;
      const calls = callsAt(route.calls ?? [], params);
      return {
        links: route.files.map(linkTo).join(''),
        calls: calls.length ? jsonDataScript(PAGE_CALLS_ELEMENT_ID, calls) : '',
      };
    }
    return { links: '', calls: '' };
  };
}
