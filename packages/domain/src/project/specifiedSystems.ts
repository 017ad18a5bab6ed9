// The specified systems and their statuses' names, without schemas: the project page draws with them before its
// checks load (ADR 0094); schedule.ts builds the schema from them and re-exports them.
import type { COMPLIANCE_SCHEDULE_STATUSES } from '../constants.js';

interface SpecifiedSystem {
  code: string;
  name: string;
  items?: { code: string; name: string }[];
}

/**
 * The specified systems of the Building (Specified Systems, Change the Use, and Earthquake-prone
 * Buildings) Regulations 2005, Schedule 1, numbered SS1 to SS16 as in MBIE's Compliance Schedule
 * Handbook, with the handbook's sub-items. SS2 is divided by the fire alarm system types of the
 * Acceptable Solutions (Type 1 to Type 7), as councils' specified-system forms ask for them.
 */
export const SPECIFIED_SYSTEMS: readonly SpecifiedSystem[] = [
  { code: 'SS1', name: 'Automatic systems for fire suppression (for example, sprinkler systems)' },
  {
    code: 'SS2',
    name: 'Automatic or manual emergency warning systems for fire or other dangers',
    items: [
      { code: 'SS2/1', name: 'Type 1: domestic smoke alarm system' },
      { code: 'SS2/2', name: 'Type 2: manual fire alarm system' },
      { code: 'SS2/3', name: 'Type 3: automatic fire alarm system activated by heat detectors and manual call points' },
      {
        code: 'SS2/4',
        name: 'Type 4: automatic fire alarm system activated by smoke detectors and manual call points',
      },
      {
        code: 'SS2/5',
        name: 'Type 5: automatic fire alarm system with modified smoke detection and manual call points',
      },
      { code: 'SS2/6', name: 'Type 6: automatic fire sprinkler system with manual call points' },
      { code: 'SS2/7', name: 'Type 7: automatic fire sprinkler system with smoke detection and manual call points' },
    ],
  },
  {
    code: 'SS3',
    name: 'Electromagnetic or automatic doors or windows',
    items: [
      { code: 'SS3/1', name: 'Automatic doors' },
      { code: 'SS3/2', name: 'Access controlled doors' },
      { code: 'SS3/3', name: 'Interfaced fire or smoke doors or windows' },
    ],
  },
  { code: 'SS4', name: 'Emergency lighting systems' },
  { code: 'SS5', name: 'Escape route pressurisation systems' },
  { code: 'SS6', name: 'Riser mains for use by fire services' },
  { code: 'SS7', name: 'Automatic back-flow preventers connected to a potable water supply' },
  {
    code: 'SS8',
    name: 'Lifts, escalators, travelators, or other systems for moving people or goods within buildings',
    items: [
      { code: 'SS8/1', name: 'Passenger-carrying lifts' },
      { code: 'SS8/2', name: 'Service lifts' },
      { code: 'SS8/3', name: 'Escalators and moving walks' },
    ],
  },
  { code: 'SS9', name: 'Mechanical ventilation or air conditioning systems' },
  {
    code: 'SS10',
    name: 'Building maintenance units for providing access to the exterior and interior walls of buildings',
  },
  { code: 'SS11', name: 'Laboratory fume cupboards' },
  {
    code: 'SS12',
    name: 'Audio loops or other assistive listening systems',
    items: [
      { code: 'SS12/1', name: 'Audio loops' },
      { code: 'SS12/2', name: 'FM radio or infrared beam transmission systems' },
    ],
  },
  {
    code: 'SS13',
    name: 'Smoke control systems',
    items: [
      { code: 'SS13/1', name: 'Mechanical smoke control' },
      { code: 'SS13/2', name: 'Natural smoke control' },
      { code: 'SS13/3', name: 'Smoke curtains' },
    ],
  },
  {
    code: 'SS14',
    name: 'Emergency power systems for, or signs relating to, a system or feature specified in SS1 to SS13',
    items: [
      { code: 'SS14/1', name: 'Emergency power systems for, or relating to, SS1 to SS13' },
      { code: 'SS14/2', name: 'Signs for systems SS1 to SS13' },
    ],
  },
  {
    code: 'SS15',
    name: "Systems and features that form part of a building's means of escape from fire",
    items: [
      { code: 'SS15/1', name: 'Systems for communicating spoken information intended to facilitate evacuation' },
      { code: 'SS15/2', name: 'Final exits' },
      { code: 'SS15/3', name: 'Fire separations' },
      { code: 'SS15/4', name: 'Signs for communicating information intended to facilitate evacuation' },
      { code: 'SS15/5', name: 'Smoke separations' },
    ],
  },
  { code: 'SS16', name: 'Cable cars' },
];

/** The systems a status is given to: each sub-item, or the system itself when it has none. */
export const SCHEDULE_ITEMS = SPECIFIED_SYSTEMS.flatMap((s) => s.items ?? [{ code: s.code, name: s.name }]);

/** E existing (unchanged), N new, M modified, R removed (spec point 3, "Compliance schedule statuses"). */
export const SCHEDULE_STATUS_NAMES: Record<(typeof COMPLIANCE_SCHEDULE_STATUSES)[number], string> = {
  E: 'Existing, not changed',
  N: 'New',
  M: 'Modified',
  R: 'Removed',
};

/** Whether a building has a compliance schedule to describe: it has one, or a cable car (which always needs one). */
export function scheduleApplies(building: { is_compliance_schedule: string; has_cable_car: string }): boolean {
  return building.is_compliance_schedule === 'yes' || building.has_cable_car === 'yes';
}
