import { z } from 'zod';
import { COMPLIANCE_SCHEDULE_STATUSES, type ValidationMode } from '../constants.js';
import { projectMessages } from '../messages.js';
import { problemList, text, type FormProblems } from '../forms/common.js';
import { SCHEDULE_ITEMS, scheduleApplies } from './specifiedSystems.js';

export { SCHEDULE_ITEMS, SCHEDULE_STATUS_NAMES, SPECIFIED_SYSTEMS, scheduleApplies } from './specifiedSystems.js';

const ITEM_CODES = SCHEDULE_ITEMS.map((i) => i.code) as [string, ...string[]];
const CABLE_CAR_SYSTEM = 'SS16';

export const scheduleSystemSchema = z.strictObject({
  code: z.enum(ITEM_CODES),
  status: z.enum(COMPLIANCE_SCHEDULE_STATUSES),
});

/** A building's compliance schedule data: its specified systems, the existing schedule's number, where it is kept, notes. */
export const scheduleSchema = z.strictObject({
  systems: z
    .array(scheduleSystemSchema)
    .max(ITEM_CODES.length)
    .default([])
    .refine((systems) => new Set(systems.map((s) => s.code)).size === systems.length, {
      message: 'Each system may appear once',
    }),
  cs_number: text(40),
  cs_location: text(300),
  cs_notes: text(2000),
});
export type ScheduleData = z.output<typeof scheduleSchema>;
export const EMPTY_SCHEDULE: ScheduleData = scheduleSchema.parse({});

/** A compliance schedule number as councils issue them: letters, digits, slashes and dashes. */
const CS_NUMBER_PATTERN = /^[A-Za-z0-9/-][A-Za-z0-9 /-]*$/;

/** Problems name their field under `schedule` (e.g. 'schedule.cs_number'). */
export function checkSchedule(
  schedule: ScheduleData,
  mode: ValidationMode,
  building: { is_compliance_schedule: string; has_cable_car: string },
): FormProblems {
  const list = problemList(mode);
  if (list.checkFormat && schedule.cs_number && !CS_NUMBER_PATTERN.test(schedule.cs_number)) {
    list.add('schedule.cs_number', projectMessages.csNumberFormat);
  }
  if (!list.checkRequired || !scheduleApplies(building)) return list.problems;
  if (!schedule.systems.length) list.add('schedule.systems', projectMessages.scheduleNoSystems);
  if (building.has_cable_car === 'yes' && !schedule.systems.some((s) => s.code === CABLE_CAR_SYSTEM)) {
    list.add('schedule.systems', projectMessages.scheduleCableCar);
  }
  // A system that already exists (kept, modified or removed) is on an existing compliance schedule.
  if (schedule.systems.some((s) => s.status !== 'N')) {
    if (!schedule.cs_number) list.add('schedule.cs_number', projectMessages.csNumberMissing);
    if (!schedule.cs_location) list.add('schedule.cs_location', projectMessages.csLocationMissing);
  }
  return list.problems;
}
