import { error, productMessages, type Council, type CouncilConfig, type MapConfig } from '@consent/domain';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../http/errors.js';
import * as repo from './repo.js';

export interface CouncilService {
  list(): Promise<Council[]>;
  /** The council and its configuration, in one read. */
  withConfig(id: number): Promise<{ council: Council; config: CouncilConfig }>;
  /** The council and its configuration, and every council, in one read (an application's data shows both). */
  withConfigAndList(id: number): Promise<{ council: Council; config: CouncilConfig; all: Council[] }>;
  configs(id: number): Promise<CouncilConfig>;
  mapConfig(id: number): Promise<MapConfig>;
  /** The map configuration of the council whose property search is at this URL; null when none is. */
  mapConfigWithPropertySearchAt(url: string): Promise<MapConfig | null>;
  /** Throws the council's own message when it has applications disabled. */
  assertTakesApplications(id: number): Promise<Council>;
}

const toCouncil = (row: repo.CouncilIdentity): Council => ({
  id: row.id,
  name: row.name,
  fullName: row.fullName,
  isRegional: row.isRegional,
});

export function createCouncilService(db: () => Db): CouncilService {
  async function row(id: number): Promise<repo.CouncilRow> {
    const found = await repo.findCouncil(db(), id);
    if (!found) throw notFound(productMessages.councilNotFound);
    return found;
  }
  return {
    async list() {
      return (await repo.listCouncils(db())).map(toCouncil);
    },
    async withConfig(id) {
      const found = await row(id);
      return { council: toCouncil(found), config: found.config };
    },
    async withConfigAndList(id) {
      const rows = await repo.listCouncilsWithConfigOf(db(), id);
      const found = rows.find((r) => r.id === id);
      if (!found?.config) throw notFound(productMessages.councilNotFound);
      return { council: toCouncil(found), config: found.config, all: rows.map(toCouncil) };
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
      const found = await repo.findCouncil(db(), id);
      if (!found) throw new AppError(400, error(productMessages.councilNotFound));
      if (found.config.disable_apps) throw new AppError(409, error(found.config.disable_apps_message));
      return toCouncil(found);
    },
  };
}
