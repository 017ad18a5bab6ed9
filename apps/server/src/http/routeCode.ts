import fs from 'node:fs';
import path from 'node:path';

/** One page address's code, as the web build lists it in `route-code.json` (apps/web/src/routes/routeCode.ts). */
interface RouteCode {
  pattern: string;
  /** Query parameters the address must carry too, each with this value (a wizard page's step, ADR 0096). */
  query?: Record<string, string>;
  signedIn: boolean;
  files: string[];
}

/** Whether `pathname` is an address of `pattern`: the same parts, each `:name` standing for any one non-empty part. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/** Whether the query string `search` carries each of `query`'s parameters with its value (none: any query). */
export function matchesQuery(query: Record<string, string> | undefined, search: string): boolean {
  if (!query) return true;
  const have = new URLSearchParams(search);
  return Object.entries(query).every(([name, value]) => have.get(name) === value);
}

/** A file's `<link>`: a script as a module preloaded (its imports are listed too), a style sheet as a style. */
function linkTo(file: string): string {
  return file.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="${file}">`
    : `<link rel="modulepreload" crossorigin href="${file}">`;
}

/**
 * The `<link>`s naming the code a page's route loads on demand (ADR 0092), so the browser fetches it beside the
 * first code rather than after that code has run and asked; a wizard page's forms by the step in its query (ADR 0096).
 * A build without the list, or an address without a screen of its own, names none; a screen behind the sign-in is not
 * named to a signed-out visitor.
 */
export function routeCodeLinks(webDist: string): (pathname: string, search: string, signedIn: boolean) => string {
  const file = path.join(webDist, 'route-code.json');
  const routes = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RouteCode[]) : [];
  return (pathname, search, signedIn) => {
    const route = routes.find((r) => matchesPattern(r.pattern, pathname) && matchesQuery(r.query, search));
    return route && (signedIn || !route.signedIn) ? route.files.map(linkTo).join('') : '';
  };
}
