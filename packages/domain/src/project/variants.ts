// Which save a project uses and the rules its page draws with, without schemas: the project page draws with them
// before its checks load (ADR 0094); project.ts re-exports them.
import type { BuildingFields } from './building.js';

export const PROJECT_VARIANTS = ['project', 'projectca', 'projectccc', 'projectcpu'] as const;
export type ProjectVariant = (typeof PROJECT_VARIANTS)[number];

/** Which save call an application's project uses (spec point 7): ca, ccc and cpu have their own. */
export function projectVariantOf(typeCode: string): ProjectVariant {
  if (typeCode === 'ca') return 'projectca';
  if (typeCode === 'ccc') return 'projectccc';
  if (typeCode === 'cpu') return 'projectcpu';
  return 'project';
}

/** A CCC or a CPU is about a consent's finished work as a whole: it describes no buildings. */
export function projectHasBuildings(typeCode: string): boolean {
  return typeCode !== 'ccc' && typeCode !== 'cpu';
}

/** MBIE multiproof plans are asked about for the mbie and multiproof subtypes. */
export function mbiePlansAsked(param: string): boolean {
  return param === 'mbie' || param === 'multiproof';
}

/** Single or multiple: multiple when two or more buildings (spec point 3). */
export function projectOptFor(buildingCount: number): 'single' | 'multiple' {
  return buildingCount >= 2 ? 'multiple' : 'single';
}

/** The project's estimated value: the sum of its buildings', computed rather than typed twice. */
export function totalEstimatedValue(buildings: readonly { estimated_value: number | null }[]): number {
  return buildings.reduce((sum, b) => sum + (b.estimated_value ?? 0), 0);
}

/** Residential building contracts (Building Act 2004, section 362F) are for residential work only. */
export const residentialContractAsked = (b: Pick<BuildingFields, 'type'>) => b.type === 'residential';
