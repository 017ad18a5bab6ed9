import {
  BUILDING_CODE_CLAUSES,
  SCHEDULE_ITEMS,
  type Building,
  type McData,
  type ProjectData,
  type ScheduleData,
} from '@consent/domain';

/**
 * The project page's form values. React Hook Form reads a number in a path as an array index, so
 * buildings are keyed 'b{id}', and a sub-item's slash becomes an underscore ('SS2/1' → 'SS2_1').
 */
interface ClauseValues {
  present: boolean;
  means: string;
  data: string;
  notes: string;
}
interface ScheduleValues {
  systems: Record<string, string>;
  cs_number: string;
  cs_location: string;
  cs_notes: string;
}
interface UseRowValues {
  work_id: string;
  work: string;
  level: string;
  occupants: string;
  building_id: string;
  activity: string;
}
export type ProjectValues = Omit<ProjectData, 'lawfulUses' | 'buildingUses' | 'useTable'> & {
  lawfulUses: string[];
  buildingUses: string[];
  useTable: UseRowValues[];
  mc: Record<string, Record<string, ClauseValues>>;
  schedules: Record<string, ScheduleValues>;
};

export const buildingKey = (id: number) => `b${id}`;
export const itemKey = (code: string) => code.replace('/', '_');
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
const text = (value: number | null) => (value === null ? '' : String(value));

export function clauseValues(mcData: McData): Record<string, ClauseValues> {
  return Object.fromEntries(
    BUILDING_CODE_CLAUSES.map(({ code }) => {
      const saved = mcData.find((e) => e.code === code);
      return [
        code,
        {
          present: saved?.present ?? false,
          means: saved?.means ?? '',
          data: saved?.data ?? '',
          notes: saved?.notes ?? '',
        },
      ];
    }),
  );
}

/** Only the clauses the applicant said something about are saved. */
export function mcDataOf(values: Partial<Record<string, ClauseValues>> | undefined): McData {
  if (!values) return [];
  return BUILDING_CODE_CLAUSES.filter(({ code }) => {
    const v = values[code];
    return v && (v.present || v.means || v.data || v.notes);
  }).map(({ code }) => ({ code: code, ...values[code] })) as McData;
}

export function scheduleValues(schedule: ScheduleData): ScheduleValues {
  return {
    systems: Object.fromEntries(
      SCHEDULE_ITEMS.map((i) => [itemKey(i.code), schedule.systems.find((s) => s.code === i.code)?.status ?? '']),
    ),
    cs_number: schedule.cs_number,
    cs_location: schedule.cs_location,
    cs_notes: schedule.cs_notes,
  };
}

export function scheduleOf(values: ScheduleValues | undefined): ScheduleData {
  if (!values) return { systems: [], cs_number: '', cs_location: '', cs_notes: '' };
  const systems = SCHEDULE_ITEMS.filter((i) => values.systems[itemKey(i.code)]).map((i) => ({
    code: i.code,
    status: values.systems[itemKey(i.code)] as ScheduleData['systems'][number]['status'],
  }));
  return { systems, cs_number: values.cs_number, cs_location: values.cs_location, cs_notes: values.cs_notes };
}

export function projectValues(
  project: ProjectData,
  buildings: Building[],
  schedules: Record<number, ScheduleData>,
): ProjectValues {
  return {
    ...project,
    lawfulUses: project.lawfulUses.map(String),
    buildingUses: project.buildingUses.map(String),
    useTable: project.useTable.map((r) => ({
      ...r,
      work_id: text(r.work_id),
      occupants: text(r.occupants),
      building_id: text(r.building_id),
    })),
    mc: Object.fromEntries(buildings.map((b) => [buildingKey(b.id), clauseValues(b.mc_data)])),
    schedules: Object.fromEntries(
      buildings.map((b) => [buildingKey(b.id), scheduleValues(schedules[b.id] ?? scheduleOf(undefined))]),
    ),
  };
}

export function projectDataOf(values: ProjectValues): ProjectData {
  const { mc: _mc, schedules: _schedules, ...rest } = values;
  return {
    ...rest,
    lawfulUses: values.lawfulUses.map(Number),
    buildingUses: values.buildingUses.map(Number),
    useTable: values.useTable.map((r) => ({
      ...r,
      work_id: numberOrNull(r.work_id),
      occupants: numberOrNull(r.occupants),
      building_id: numberOrNull(r.building_id),
    })),
  };
}

/**
 * Where a problem of checkProjectPage (or the server) is shown: mc_data.{id}.{code}.{f} and
 * schedule.{id}.{f} are fields of this form; a building's own fields are fixed in its dialog, so they
 * point at its Edit button, and 'buildings' at Add a building.
 */
export function fieldName(field: string): string {
  const parts = field.split('.');
  if (parts[0] === 'mc_data' && parts[1]) {
    const [, id, code, f] = parts;
    return code ? `mc.b${id}.${code}.${f}` : `mc.b${id}.B1.present`;
  }
  if (parts[0] === 'schedule' && parts[1]) {
    const [, id, f] = parts;
    return f === 'systems' ? `schedules.b${id}.systems.SS1` : `schedules.b${id}.${f}`;
  }
  if (parts[0] === 'buildings' && parts[1]) return `building-${parts[1]}-edit`;
  if (parts[0] === 'buildings') return 'add-building';
  return field;
}
