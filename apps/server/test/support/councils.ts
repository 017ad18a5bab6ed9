import { councilsContract, defined } from '@consent/domain';
import type { MapConfig } from '@consent/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { councils as councilsTable } from '../../src/db/schema.js';
import { answerOf } from './answer.js';

/** Council ids by full name, read through the API (ids are not assumed). */
export async function councilIds(app: FastifyInstance): Promise<Record<string, number>> {
  const response = await app.inject({ method: 'GET', url: '/ajax/get_councils' });
  return Object.fromEntries(answerOf(response, councilsContract.list).councils.map((c) => [c.fullName, c.id]));
}

/**
 * Sets a council's map configuration for a test: the given switches over what it was seeded with, so
 * `setMap({})` puts it back. Written straight to the table, since no route edits a council.
 */
export async function mapConfigSetter(app: FastifyInstance, councilId: number) {
  const { db } = await app.databaseReady;
  const [row] = await db
    .select({ mapConfig: councilsTable.mapConfig })
    .from(councilsTable)
    .where(eq(councilsTable.id, councilId));
  const seeded = defined(row, 'the council').mapConfig;
  return async (changes: Partial<MapConfig>) => {
    await db
      .update(councilsTable)
      .set({ mapConfig: { ...seeded, ...changes } })
      .where(eq(councilsTable.id, councilId));
  };
}
