import {
  PROJECT_SAVES,
  projectContract,
  type BuildingFields,
  type McData,
  type ProjectData,
  type ProjectVariant,
  type RouteAnswer,
  type ScheduleData,
  type ValidationMode,
} from '@consent/domain';
import type { ApiClient } from './client';
import { useApi } from './ApiProvider';

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
    load: (appId: number) => request(projectContract.load, { params: { appId } }),
    schedules: (appId: number) => request(projectContract.schedules, { params: { appId } }),
    /** The application's type code decides the variant: project, projectca, projectccc or projectcpu. */
    saveProject: (variant: ProjectVariant, appId: number, body: ProjectSaveBody) =>
      request(PROJECT_SAVES[variant], { params: { appId }, body }),
    saveBuilding: (appId: number, data: BuildingFields & { id?: number; mc_data: McData }, mode: ValidationMode) =>
      request(projectContract.saveBuilding, {
        params: { appId },
        body: { app_id: appId, data, validation_mode: mode },
      }),
    removeBuilding: (appId: number, buildingId: number) =>
      request(projectContract.removeBuilding, { params: { appId, buildingId } }),
    saveSchedule: (appId: number, buildingId: number, data: ScheduleData, mode: ValidationMode) =>
      request(projectContract.saveSchedule, {
        params: { appId },
        body: { building_id: buildingId, data, validation_mode: mode },
      }),
  };
}
type ProjectCalls = ReturnType<typeof projectCalls>;

export function useProjectCalls(): ProjectCalls {
  return projectCalls(useApi());
}
