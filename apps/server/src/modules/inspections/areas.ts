import { inspectionMessages as m, localityKey, type InspectionAreaInput } from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { badRequest, conflict, invalidAnswers, notFound } from '../../http/errors.js';
import type { SessionUser } from '../auth/service.js';
import { councilAccess } from '../council/access.js';
import { councilAdminAccess } from '../council/admin/access.js';
import * as repo from './areasRepo.js';

export type InspectionAreaService = ReturnType<typeof createInspectionAreaService>;

/** An area with its slots per type, as its council's members read it. */
export interface InspectionArea extends repo.InspectionAreaRow {
  capacities: { typeId: number; morningSlots: number; afternoonSlots: number }[];
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/**
 * A council's inspection areas (issue 32.3, ADR 0077): its members read them; its admin names them, lists the
 * suburbs and towns each covers (one area per suburb or town), picks the default area for sites no area lists, and
 * sets each inspection type's slots per morning and afternoon in each. Changes to one council's areas queue on
 * its areas' row locks, so a suburb cannot end up in two areas by two admins saving at once.
 */
export function createInspectionAreaService(db: () => Db) {
  async function withCapacities(tx: Executor, areas: repo.InspectionAreaRow[]): Promise<InspectionArea[]> {
    const capacities = await repo.capacitiesOf(
      tx,
      areas.map((a) => a.id),
    );
    return areas.map((a) => ({
      ...a,
      capacities: capacities
        .filter((c) => c.areaId === a.id)
        .map((c) => ({ typeId: c.inspectionTypeId, morningSlots: c.morningSlots, afternoonSlots: c.afternoonSlots })),
    }));
  }

  /** Refuses a suburb or town another area lists, and slots for a type not the council's (400, naming them). */
  async function check(tx: Executor, councilId: number, others: repo.InspectionAreaRow[], input: InspectionAreaInput) {
    for (const locality of input.localities) {
      const other = others.find((a) => a.localities.some((l) => localityKey(l) === localityKey(locality)));
      if (other) throw invalidAnswers([{ field: 'localities', message: m.localityInOtherArea(locality, other.name) }]);
    }
    const types = await repo.typeIdsOf(tx, councilId);
    if (input.capacities.some((c) => !types.has(c.typeId)))
      throw invalidAnswers([{ field: 'capacities', message: m.typeNotOfCouncil }]);
  }

  /** Saves the area's fields in the admin's transaction (the council's areas locked), answering it with its slots. */
  async function save(tx: Executor, councilId: number, area: repo.InspectionAreaRow, input: InspectionAreaInput) {
    if (input.isDefault && !area.isDefault) await repo.makeDefault(tx, councilId, area.id);
    if (input.isDefault === false && area.isDefault) throw badRequest([m.defaultAreaStays]);
    await repo.setCapacities(tx, area.id, input.capacities);
    const [saved] = await withCapacities(
      tx,
      (await repo.areasOf(tx, councilId)).filter((a) => a.id === area.id),
    );
    if (!saved) throw notFound(m.areaNotFound);
    return saved;
  }

  return {
    async list(user: SessionUser, councilId: number): Promise<InspectionArea[]> {
      await councilAccess(db(), user, { councilId });
      return withCapacities(db(), await repo.areasOf(db(), councilId));
    },

    async add(user: SessionUser, councilId: number, input: InspectionAreaInput): Promise<InspectionArea> {
      await councilAdminAccess(db(), user, councilId);
      return db().transaction(async (tx) => {
        const others = await repo.lockAreas(tx, councilId);
        await check(tx, councilId, others, input);
        const area = await repo.addArea(tx, {
          councilId,
          name: input.name,
          localities: input.localities,
          isDefault: others.length === 0,
        });
        if (!area) throw conflict(m.areaNameTaken);
        return save(tx, councilId, area, input);
      });
    },

    async change(user: SessionUser, councilId: number, areaId: number, input: InspectionAreaInput) {
      await councilAdminAccess(db(), user, councilId);
      return db()
        .transaction(async (tx) => {
          const areas = await repo.lockAreas(tx, councilId);
          if (!areas.some((a) => a.id === areaId)) throw notFound(m.areaNotFound);
          await check(
            tx,
            councilId,
            areas.filter((a) => a.id !== areaId),
            input,
          );
          const area = await repo.changeArea(tx, councilId, areaId, { name: input.name, localities: input.localities });
          if (!area) throw notFound(m.areaNotFound);
          return save(tx, councilId, area, input);
        })
        .catch((err: unknown) => {
          // The council's area names are unique whatever their case (inspection_areas_council_name).
          if (isUniqueViolation(err)) throw conflict(m.areaNameTaken);
          throw err;
        });
    },
  };
}
