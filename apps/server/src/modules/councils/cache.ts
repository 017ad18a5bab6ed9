import type { Db } from '../../db/client.js';
import * as repo from './repo.js';

/** Every council in list order, and by id, as read at one generation. */
export interface CouncilsAt {
  generation: number;
  list: readonly repo.CouncilRow[];
  byId: ReadonlyMap<number, repo.CouncilRow>;
}

/** Frozen all the way down: every request shares these objects, so one that changed them would change them for all. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * This process's copy of every council (ADR 0040). Councils change rarely and are read by
 * nearly every request (a save's page check, an application's data), so they are read from the database only when
 * the councils' generation (migration 0033) has risen past the copy's. The server stays stateless: the generation
 * lives in the database, each request learns it (in its session lookup, or by asking), and a change committed by
 * any process is seen by the next request of every other.
 */
export class CouncilCache {
  #copy: CouncilsAt | null = null;
  /** The newest generation a query of this process has read. */
  #seen = 0;
  #loading: Promise<CouncilsAt> | null = null;

  constructor(private readonly db: () => Db) {}

  /** Records a generation a query read (the session lookup's): a copy older than it is not used again. */
  observe(generation: number): void {
    if (generation > this.#seen) this.#seen = generation;
  }

  /** Asks the database for the generation, for a request that made no session lookup. */
  async check(): Promise<void> {
    this.observe(await repo.councilGeneration(this.db()));
  }

  /** The councils at the newest generation this process has seen, or a newer one. */
  async councils(): Promise<CouncilsAt> {
    // A read already under way may have begun before the generation that made the copy old: after it, one more
    // read, which begins after this call and so reads at least what this request saw (the generation only rises).
    for (let reads = 0; ; reads++) {
      const copy = this.#copy;
      if (copy && (copy.generation >= this.#seen || reads === 2)) return copy;
      this.#loading ??= this.#load().finally(() => {
        this.#loading = null;
      });
      await this.#loading;
    }
  }

  async #load(): Promise<CouncilsAt> {
    const { generation, rows } = await repo.loadCouncils(this.db());
    deepFreeze(rows);
    const copy = { generation, list: rows, byId: new Map(rows.map((row) => [row.id, row])) };
    this.observe(generation);
    this.#copy = copy;
    return copy;
  }
}
