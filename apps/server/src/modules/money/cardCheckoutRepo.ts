import { and, eq, isNull } from 'drizzle-orm';
import { defined } from '@consent/domain';
import type { Executor } from '../../db/client.js';
import { cardCheckouts } from '../../db/schema.js';

export type CardCheckoutRow = typeof cardCheckouts.$inferSelect;

export async function addCheckout(db: Executor, checkout: typeof cardCheckouts.$inferInsert): Promise<CardCheckoutRow> {
  const [row] = await db.insert(cardCheckouts).values(checkout).returning();
  return defined(row, 'the card checkout');
}

/** The checkout of this provider's session, its row locked until the transaction ends (notifications queue on it). */
export async function checkoutForUpdate(
  tx: Executor,
  provider: string,
  sessionId: string,
): Promise<CardCheckoutRow | undefined> {
  const [row] = await tx
    .select()
    .from(cardCheckouts)
    .where(and(eq(cardCheckouts.provider, provider), eq(cardCheckouts.providerSessionId, sessionId)))
    .for('update');
  return row;
}

/** The application's checkout of this provider's session (another application's is not found). */
export async function checkoutOf(
  db: Executor,
  applicationId: number,
  provider: string,
  sessionId: string,
): Promise<CardCheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(cardCheckouts)
    .where(
      and(
        eq(cardCheckouts.applicationId, applicationId),
        eq(cardCheckouts.provider, provider),
        eq(cardCheckouts.providerSessionId, sessionId),
      ),
    );
  return row;
}

export async function markCompleted(tx: Executor, id: number): Promise<void> {
  await tx
    .update(cardCheckouts)
    .set({ completedAt: new Date() })
    .where(and(eq(cardCheckouts.id, id), isNull(cardCheckouts.completedAt)));
}
