// In a module without zod: the web app's API client builds every call's URL from the code every screen loads
// first (ADR 0075).

/** A URL part's text: params and querystrings hold scalars; an object would silently become '[object Object]'. */
function urlText(value: unknown, name: string): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`URL part ${name} must be a string, number or boolean`);
}

/** The URL of a call: `:name` segments filled (encoded) from params, then the querystring. */
export function routeUrl(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const filled = path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) =>
    encodeURIComponent(urlText(params?.[name] ?? '', name)),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.append(key, urlText(value, key));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
