import { inspectionMessages as m, type InspectionTypeInput } from '@consent/domain';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../http/errors.js';
import type { SessionUser } from '../auth/service.js';
import { councilAccess } from '../council/access.js';
import { councilAdminAccess } from '../council/admin/access.js';
import { capacitiesForNewType } from './areasRepo.js';
import * as repo from './repo.js';

export type InspectionTypeService = ReturnType<typeof createInspectionTypeService>;

interface TypeChange {
  name?: string | undefined;
  retired?: boolean | undefined;
}

/**
 * A council's inspection types (issue 32.2): its members read the list (the officer picks from it at grant); its
 * admin adds, renames, retires and brings back types. A new type offers the slots it is added with in every area of
 * the council; each area's are changed with the area (ADR 0077). A type is never deleted: consents still name it.
 */
export function createInspectionTypeService(db: () => Db) {
  return {
    async list(user: SessionUser, councilId: number) {
      await councilAccess(db(), user, { councilId });
      return repo.typesOf(db(), councilId);
    },
    async add(user: SessionUser, councilId: number, input: InspectionTypeInput) {
      await councilAdminAccess(db(), user, councilId);
      const { name, ...slots } = input;
      return db().transaction(async (tx) => {
        const row = await repo.addType(tx, { councilId, name });
        if (!row) throw conflict(m.nameTaken);
        await capacitiesForNewType(tx, councilId, row.id, slots);
        return row;
      });
    },
    async change(user: SessionUser, councilId: number, typeId: number, change: TypeChange) {
      await councilAdminAccess(db(), user, councilId);
      const { retired, ...fields } = change;
      const set = { ...fields, ...(retired === undefined ? {} : { retiredAt: retired ? new Date() : null }) };
      if (!Object.keys(set).length) {
        const row = await repo.typeOf(db(), councilId, typeId);
        if (!row) throw notFound(m.typeNotFound);
        return row;
      }
      const row = await repo.changeType(db(), councilId, typeId, set).catch((err: unknown) => {
        // The council's names are unique whatever their case (inspection_types_council_name).
        if ((err as { code?: string; cause?: { code?: string } }).code === '23505') throw conflict(m.nameTaken);
        if ((err as { cause?: { code?: string } }).cause?.code === '23505') throw conflict(m.nameTaken);
        throw err;
      });
      if (!row) throw notFound(m.typeNotFound);
      return row;
    },
  };
}
