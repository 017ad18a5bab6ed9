import type {
  BuildingFields,
  McData,
  ProjectData,
  ProjectVariant,
  RouteAnswer,
  ScheduleData,
  ValidationMode,
  projectContract,
} from '@consent/domain';
import type { ApiClient } from './client';
import { useApi } from './ApiProvider';
import { address, type RouteAddress } from './shellRoutes';

type Contract = typeof projectContract;

/**
 * The project page's calls by method and path (as wizardRoutes.ts, ADR 0089): the contract's route objects hold their
 * schemas, and importing them put zod into page 7's first code (ADR 0094). The compiler checks each method and path
 * against the contract's literal ones.
 */
const routes = {
  load: address<Contract['load']>('GET', '/obca/ajaxform/building/:appId'),
  schedules: address<Contract['schedules']>('GET', '/obca/ajaxform/schedule/:appId'),
  saveBuilding: address<Contract['saveBuilding']>('POST', '/obca/ajax/savebuilding/:appId'),
  saveSchedule: address<Contract['saveSchedule']>('POST', '/obca/ajax/schedule/:appId'),
  removeBuilding: address<Contract['removeBuilding']>('DELETE', '/api/applications/:appId/buildings/:buildingId'),
};

/** The save call of each project variant, as the contract's PROJECT_SAVES (the application's type code decides). */
type SaveRoute = Contract['saveProject' | 'saveProjectCa' | 'saveProjectCcc' | 'saveProjectCpu'];
const PROJECT_SAVES: Record<ProjectVariant, RouteAddress<SaveRoute>> = {
  project: address<Contract['saveProject']>('POST', '/obca/ajax/project/:appId'),
  projectca: address<Contract['saveProjectCa']>('POST', '/obca/ajax/projectca/:appId'),
  projectccc: address<Contract['saveProjectCcc']>('POST', '/obca/ajax/projectccc/:appId'),
  projectcpu: address<Contract['saveProjectCpu']>('POST', '/obca/ajax/projectcpu/:appId'),
};

/** The project page's load (packages/domain/src/contract/project.ts). */
export type ProjectLoad = RouteAnswer<typeof projectContract.load>;
type ProjectSaveBody = Partial<ProjectData> & {
  mc_data?: { building_id: number; clauses: McData }[];
  validation_mode: ValidationMode;
};

/** The project page's calls (spec point 7), plus removing a building (ours: the spec has no call for it). */
function projectCalls(api: ApiClient) {
  const { request } = api;
  return {
    load: (appId: number) => request(routes.load, { params: { appId } }),
    schedules: (appId: number) => request(routes.schedules, { params: { appId } }),
    /** The application's type code decides the variant: project, projectca, projectccc or projectcpu. */
    saveProject: (variant: ProjectVariant, appId: number, body: ProjectSaveBody) =>
      request(PROJECT_SAVES[variant], { params: { appId }, body }),
    saveBuilding: (appId: number, data: BuildingFields & { id?: number; mc_data: McData }, mode: ValidationMode) =>
      request(routes.saveBuilding, {
        params: { appId },
        body: { app_id: appId, data, validation_mode: mode },
      }),
    removeBuilding: (appId: number, buildingId: number) =>
      request(routes.removeBuilding, { params: { appId, buildingId } }),
    saveSchedule: (appId: number, buildingId: number, data: ScheduleData, mode: ValidationMode) =>
      request(routes.saveSchedule, {
        params: { appId },
        body: { building_id: buildingId, data, validation_mode: mode },
      }),
  };
}
type ProjectCalls = ReturnType<typeof projectCalls>;

export function useProjectCalls(): ProjectCalls {
  return projectCalls(useApi());
}
