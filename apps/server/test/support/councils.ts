import type { FastifyInstance } from 'fastify';

/** Council ids by full name, read through the API (ids are not assumed). */
export async function councilIds(app: FastifyInstance): Promise<Record<string, number>> {
  const response = await app.inject({ method: 'GET', url: '/ajax/get_councils' });
  return Object.fromEntries(response.json().councils.map((c: { fullName: string; id: number }) => [c.fullName, c.id]));
}
