import {
  EMPTY_PROJECT,
  EMPTY_SCHEDULE,
  SPECIFIED_SYSTEMS,
  applicationTypeName,
  checkBuilding,
  checkProjectPage,
  checkSchedule,
  nzToday,
  projectDataSchema,
  projectHasBuildings,
  projectMessages,
  projectOptFor,
  projectVariantOf,
  scheduleApplies,
  totalEstimatedValue,
  type Building,
  type BuildingFields,
  type FormProblems,
  type McData,
  type ProjectData,
  type ProjectVariant,
  type ScheduleData,
  type ValidationMode,
} from '@consent/domain';
import type { Db } from '../../db/client.js';
import { badRequest, notFound, refuseIfInvalid } from '../../http/errors.js';
import type { ApplicationAccess, ApplicationRow } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import * as repo from './repo.js';

const currentYear = () => Number(nzToday().slice(0, 4));
const toBuilding = (row: repo.BuildingRow): Building => ({ ...row.fields, id: row.id, mc_data: row.mcData });

/** The project's fields a save call takes (everything but mc_data and validation_mode). */
type ProjectFields = Partial<ProjectData>;
interface ProjectSave {
  fields: ProjectFields;
  mcData?: { building_id: number; clauses: McData }[];
}

export function createProjectService(db: () => Db, applications: ApplicationAccess) {
  async function buildingsOf(appId: number): Promise<Building[]> {
    return (await repo.listBuildings(db(), appId)).map(toBuilding);
  }

  /**
   * The application's compliance flag (spec point 3 enableCompliance, the page template's "compliance flag"):
   * on while any of its buildings has or needs a compliance schedule, so the schedule's questions and answers apply.
   */
  async function setComplianceFlag(appId: number) {
    const enableCompliance = (await repo.listBuildings(db(), appId)).some((b) => scheduleApplies(b.fields));
    await applications.saveSections(appId, { enableCompliance });
  }

  async function ownBuilding(appId: number, id: number): Promise<Building> {
    const found = (await buildingsOf(appId)).find((b) => b.id === id);
    if (!found) throw notFound(projectMessages.buildingNotFound);
    return found;
  }

  function problemsOf(
    row: ApplicationRow,
    project: ProjectData,
    list: (Building & { schedule?: ScheduleData | null })[],
    mode: ValidationMode,
  ) {
    return checkProjectPage(project, list, mode, {
      typeCode: row.typeCode,
      param: row.param,
      today: nzToday(),
      currentYear: currentYear(),
    });
  }

  return {
    /** `GET /obca/ajaxform/building`: the project's answers, its buildings and what is computed from them. */
    async load(user: SessionUser, appId: number) {
      const row = await applications.access(user, appId, 'read');
      const list = await buildingsOf(row.id);
      return {
        project: row.project ?? EMPTY_PROJECT,
        buildings: list,
        projectOpt: projectOptFor(list.length),
        estimatedValue: totalEstimatedValue(list),
        variant: projectVariantOf(row.typeCode),
        hasBuildings: projectHasBuildings(row.typeCode),
      };
    },

    /** The estimated value of the building work in whole dollars, after the caller's access check (the final invoice's levies, issue 31). */
    async estimatedValueOf(appId: number): Promise<number> {
      return totalEstimatedValue(await buildingsOf(appId));
    },

    async buildings(user: SessionUser, appId: number) {
      const row = await applications.access(user, appId, 'read');
      const list = await buildingsOf(row.id);
      return { data: list, projectOpt: projectOptFor(list.length), estimatedValue: totalEstimatedValue(list) };
    },

    /**
     * `POST /obca/ajax/{variant}/{appId}`: the call must be the one for the application's type code. The
     * fields it does not take keep what is stored; the means of compliance are for this application's buildings.
     */
    async saveProject(
      user: SessionUser,
      appId: number,
      variant: ProjectVariant,
      save: ProjectSave,
      mode: ValidationMode,
    ) {
      const row = await applications.open(user, appId, 'project');
      const expected = projectVariantOf(row.typeCode);
      if (variant !== expected) {
        throw badRequest([
          projectMessages.wrongVariant(
            applicationTypeName(row.applicationType, row.param as never, row.typeCode),
            `/obca/ajax/${expected}/${appId}`,
          ),
        ]);
      }
      const project = projectDataSchema.parse({ ...(row.project ?? EMPTY_PROJECT), ...save.fields });
      const stored = await repo.listBuildings(db(), row.id);
      const mcData = save.mcData ?? [];
      if (mcData.some((entry) => !stored.some((b) => b.id === entry.building_id)))
        throw badRequest([projectMessages.buildingNotOfApplication]);
      const list = stored.map((b) => ({
        ...toBuilding(b),
        mc_data: mcData.find((entry) => entry.building_id === b.id)?.clauses ?? b.mcData,
      }));
      refuseIfInvalid(problemsOf(row, project, list, mode));
      if (mcData.length) {
        const entries = mcData.map((e) => ({ buildingId: e.building_id, mcData: e.clauses }));
        await applications.whileOpen(row.id, (tx) => repo.saveMeansOfCompliance(tx, row.id, entries));
      }
      await applications.saveSections(row.id, { project });
    },

    /** `POST /obca/ajax/savebuilding/{appId}`: no id adds a building, an id edits one of this application's. */
    async saveBuilding(
      user: SessionUser,
      appId: number,
      data: BuildingFields & { id?: number; mc_data: McData },
      mode: ValidationMode,
    ): Promise<Building> {
      const row = await applications.open(user, appId, 'project');
      if (!projectHasBuildings(row.typeCode)) throw badRequest([projectMessages.noBuildingsForType]);
      const { id, mc_data, ...fields } = data;
      if (id !== undefined) await ownBuilding(row.id, id);
      refuseIfInvalid(checkBuilding({ ...fields, mc_data }, mode, currentYear()));
      const saved = await applications.whileOpen(row.id, (tx) =>
        id === undefined
          ? repo.insertBuilding(tx, row.id, fields, mc_data)
          : repo.updateBuilding(tx, row.id, id, { fields, mcData: mc_data }),
      );
      if (!saved) throw notFound(projectMessages.buildingNotFound);
      await setComplianceFlag(row.id);
      return toBuilding(saved);
    },

    /** Removes a building; use table rows that named it no longer name a building. */
    async removeBuilding(user: SessionUser, appId: number, buildingId: number) {
      const row = await applications.open(user, appId, 'project');
      const removed = await applications.whileOpen(row.id, (tx) => repo.deleteBuilding(tx, row.id, buildingId));
      if (!removed) throw notFound(projectMessages.buildingNotFound);
      const project = row.project;
      if (project?.useTable.some((r) => r.building_id === buildingId)) {
        const useTable = project.useTable.map((r) => (r.building_id === buildingId ? { ...r, building_id: null } : r));
        await applications.saveSections(row.id, { project: { ...project, useTable } });
      }
      await setComplianceFlag(row.id);
      const list = await buildingsOf(row.id);
      return { projectOpt: projectOptFor(list.length), estimatedValue: totalEstimatedValue(list) };
    },

    /** `GET /obca/ajaxform/schedule`: each building's compliance schedule, and whether it has one to describe. */
    async schedules(user: SessionUser, appId: number) {
      const row = await applications.access(user, appId, 'read');
      const rows = await repo.listBuildings(db(), row.id);
      return {
        data: rows.map((b) => ({
          building_id: b.id,
          name: b.fields.name,
          applies: scheduleApplies(b.fields),
          schedule: b.schedule ?? EMPTY_SCHEDULE,
        })),
        systems: SPECIFIED_SYSTEMS,
      };
    },

    /** `POST /obca/ajax/schedule/{id}` {building_id, data, validation_mode}. */
    async saveSchedule(
      user: SessionUser,
      appId: number,
      buildingId: number,
      schedule: ScheduleData,
      mode: ValidationMode,
    ) {
      const row = await applications.open(user, appId, 'project');
      const building = await ownBuilding(row.id, buildingId);
      refuseIfInvalid(checkSchedule(schedule, mode, building));
      const saved = await applications.whileOpen(row.id, (tx) =>
        repo.updateBuilding(tx, row.id, buildingId, { schedule }),
      );
      if (!saved) throw notFound(projectMessages.buildingNotFound);
    },

    /** What completion asks: the project page's problems as its saves would find them. */
    async problems(row: ApplicationRow, mode: ValidationMode): Promise<FormProblems> {
      const rows = await repo.listBuildings(db(), row.id);
      const list = rows.map((b) => ({ ...toBuilding(b), schedule: b.schedule }));
      return problemsOf(row, row.project ?? EMPTY_PROJECT, list, mode);
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
