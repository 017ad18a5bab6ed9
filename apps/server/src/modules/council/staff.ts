import type { Executor } from '../../db/client.js';
import * as repo from './repo.js';

export type CouncilStaff = typeof councilStaff;

/** Who works for a council, for the modules that write to them (the daily reminders tell its officers). */
export const councilStaff = {
  /** The council's officers, in the caller's transaction. */
  officersWithin: (tx: Executor, councilId: number) => repo.officersOf(tx, councilId),
};
