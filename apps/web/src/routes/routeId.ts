const MAX_ID = 2_147_483_647;

/**
 * An application's id as a route's URL holds it: digits naming a positive 32-bit integer, as the domain's idSchema
 * reads text. Written without zod so the routes and their screens draw before any schema has loaded (ADR 0075).
 * Answers in safeParse's shape, so a screen reads it as it read the schema's answer.
 */
export function parseRouteId(text: string | undefined): { success: true; data: number } | { success: false } {
  if (text === undefined || !/^\d{1,10}$/.test(text)) return { success: false };
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? { success: true, data: id } : { success: false };
}
