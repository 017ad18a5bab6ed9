import type { Building, BuildingFields, McData, ProjectData, ProjectVariant, ScheduleData, SPECIFIED_SYSTEMS, ValidationMode } from '@consent/domain';
import type { ApiClient } from './client';
import { useApi } from './ApiProvider';
import type { StatusAnswer } from './types';

export interface ProjectLoad {
  project: ProjectData;
  buildings: Building[];
  projectOpt: 'single' | 'multiple';
  estimatedValue: number;
  variant: ProjectVariant;
  hasBuildings: boolean;
}
export interface BuildingSchedule {
  building_id: number;
  name: string;
  applies: boolean;
  schedule: ScheduleData;
}
export type ProjectSaveBody = Partial<ProjectData> & { mc_data?: { building_id: number; clauses: McData }[]; validation_mode: ValidationMode };

/** The project page's calls (spec point 7), plus removing a building (ours: the spec has no call for it). */
export function projectCalls(api: ApiClient) {
  const { call } = api;
  return {
    load: (appId: number) => call<ProjectLoad & { result: 'success' }>('GET', `/obca/ajaxform/building/${appId}`),
    schedules: (appId: number) =>
      call<{ result: 'success'; data: BuildingSchedule[]; systems: typeof SPECIFIED_SYSTEMS }>('GET', `/obca/ajaxform/schedule/${appId}`),
    /** The application's type code decides the variant: project, projectca, projectccc or projectcpu. */
    saveProject: (variant: ProjectVariant, appId: number, body: ProjectSaveBody) => call<StatusAnswer>('POST', `/obca/ajax/${variant}/${appId}`, body),
    saveBuilding: (appId: number, data: BuildingFields & { id?: number; mc_data: McData }, mode: ValidationMode) =>
      call<StatusAnswer & { building_id: number; building: Building }>('POST', `/obca/ajax/savebuilding/${appId}`, {
        app_id: appId,
        data,
        validation_mode: mode,
      }),
    removeBuilding: (appId: number, buildingId: number) =>
      call<StatusAnswer & { projectOpt: string; estimatedValue: number }>('DELETE', `/api/applications/${appId}/buildings/${buildingId}`),
    saveSchedule: (appId: number, buildingId: number, data: ScheduleData, mode: ValidationMode) =>
      call<StatusAnswer>('POST', `/obca/ajax/schedule/${appId}`, { building_id: buildingId, data, validation_mode: mode }),
  };
}
export type ProjectCalls = ReturnType<typeof projectCalls>;

export function useProjectCalls(): ProjectCalls {
  return projectCalls(useApi());
}
