import { eq } from 'drizzle-orm';
import { DEFAULT_MONEY_SETTINGS, type MoneySettings } from '@consent/domain';
import type { Executor } from '../../db/client.js';
import { councilMoneySettings } from '../../db/schema.js';

/** The council's payment rules; the defaults while it has saved none. */
export async function settingsOf(db: Executor, councilId: number): Promise<MoneySettings> {
  const [row] = await db
    .select({
      clockAfterDeposit: councilMoneySettings.clockAfterDeposit,
      releaseOnPayment: councilMoneySettings.releaseOnPayment,
      paymentTermsDays: councilMoneySettings.paymentTermsDays,
    })
    .from(councilMoneySettings)
    .where(eq(councilMoneySettings.councilId, councilId));
  return row ?? DEFAULT_MONEY_SETTINGS;
}

export async function saveSettings(db: Executor, councilId: number, settings: MoneySettings, updatedBy: number) {
  const values = { councilId, ...settings, updatedBy, updatedAt: new Date() };
  await db
    .insert(councilMoneySettings)
    .values(values)
    .onConflictDoUpdate({ target: councilMoneySettings.councilId, set: values });
}
