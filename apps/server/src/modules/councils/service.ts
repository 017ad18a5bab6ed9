import { error, productMessages, type Council, type CouncilConfig, type MapConfig } from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { AppError, notFound } from '../../http/errors.js';
import { CouncilCache } from './cache.js';
import * as repo from './repo.js';

export interface CouncilService {
  list(): Promise<Council[]>;
  /** The council and its configuration. */
  withConfig(id: number): Promise<{ council: Council; config: CouncilConfig }>;
  /** The council and its configuration, and every council (an application's data shows both). */
  withConfigAndList(id: number): Promise<{ council: Council; config: CouncilConfig; all: Council[] }>;
  configs(id: number): Promise<CouncilConfig>;
  mapConfig(id: number): Promise<MapConfig>;
  /** The map configuration of the council whose property search is at this URL; null when none is. */
  mapConfigWithPropertySearchAt(url: string): Promise<MapConfig | null>;
  /** Throws the council's own message when it has applications disabled. */
  assertTakesApplications(id: number): Promise<Council>;
  /**
   * The councils' generation a query of this request read (the session lookup's): the councils answered from
   * memory from then on are at least that new (ADR 0040).
   */
  observeGeneration(generation: number): void;
  /** The council's full name read through the caller's transaction (a mail queued with a transition or a completion). */
  fullNameWithin(tx: Executor, id: number): Promise<string | undefined>;
  /** For a request that made no session lookup: asks the database for the generation before councils are read. */
  checkGeneration(): Promise<void>;
}

const toCouncil = (row: repo.CouncilRow): Council => ({
  id: row.id,
  name: row.name,
  fullName: row.fullName,
  isRegional: row.isRegional,
});

export function createCouncilService(db: () => Db): CouncilService {
  const cache = new CouncilCache(db);
  async function row(id: number): Promise<repo.CouncilRow> {
    const found = (await cache.councils()).byId.get(id);
    if (!found) throw notFound(productMessages.councilNotFound);
    return found;
  }
  return {
    fullNameWithin: (tx, id) => repo.councilFullName(tx, id),
    async list() {
      return (await cache.councils()).list.map(toCouncil);
    },
    async withConfig(id) {
      const found = await row(id);
      return { council: toCouncil(found), config: found.config };
    },
    async withConfigAndList(id) {
      const { list, byId } = await cache.councils();
      const found = byId.get(id);
      if (!found) throw notFound(productMessages.councilNotFound);
      return { council: toCouncil(found), config: found.config, all: list.map(toCouncil) };
    },
    async configs(id) {
      return (await row(id)).config;
    },
    async mapConfig(id) {
      return (await row(id)).mapConfig;
    },
    async mapConfigWithPropertySearchAt(url) {
      return (await repo.mapConfigWithPropertySearchAt(db(), url.trim())) ?? null;
    },
    async assertTakesApplications(id) {
      const found = (await cache.councils()).byId.get(id);
      if (!found) throw new AppError(400, error(productMessages.councilNotFound));
      if (found.config.disable_apps) throw new AppError(409, error(found.config.disable_apps_message));
      return toCouncil(found);
    },
    observeGeneration: (generation) => {
      cache.observe(generation);
    },
    checkGeneration: () => cache.check(),
  };
}
