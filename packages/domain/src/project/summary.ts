import { MEANS_OF_COMPLIANCE, clauseName, type McData } from './clauses.js';
import type { Building } from './building.js';
import { residentialContractAsked } from './building.js';
import {
  BWCO_REASONS,
  CHANGE_TYPES,
  PREVIOUS_BUILDING_WORK,
  PROPOSED_WORK,
  buildingTypeName,
  useLabel,
} from './lists.js';
import { projectHasBuildings, projectOptFor, totalEstimatedValue, type ProjectData } from './project.js';
import { SCHEDULE_ITEMS, SCHEDULE_STATUS_NAMES, scheduleApplies, type ScheduleData } from './schedule.js';

/**
 * The project page's answers as the summary page and the application PDF both show them, so the two
 * read alike. A list value is shown one item a line; rows with nothing in them are left out.
 */
export interface AnswerRow {
  key: string;
  value: string | string[];
}

/** A building's answers: its own fields, its means of compliance per clause and its compliance schedule. */
interface BuildingAnswers {
  id: number;
  name: string;
  rows: AnswerRow[];
  clauses: AnswerRow[];
  schedule: AnswerRow[];
}

const MONEY = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', maximumFractionDigits: 0 });
const CALENDAR = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const formatMoney = (n: number | null | undefined) => (n === null || n === undefined ? '' : MONEY.format(n));
const area = (n: number | null) => (n === null ? '' : `${n} m²`);
const count = (n: number | null) => (n === null ? '' : String(n));
const yesNo = (value: string) => (value === 'yes' ? 'Yes' : value === 'no' ? 'No' : '');
const nameOf = (list: readonly { name: string; id?: number; value?: string }[], key: number | string | null) =>
  list.find((item) => item.id === key || item.value === key)?.name ?? '';
/** A 'YYYY-MM-DD' date as people in New Zealand write it, e.g. 27 March 2027. */
const calendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? CALENDAR.format(new Date(`${value}T00:00:00Z`)) : value;

const answered = (rows: (AnswerRow | false)[]): AnswerRow[] =>
  rows.filter(
    (r): r is AnswerRow => r !== false && (Array.isArray(r.value) ? r.value.length > 0 : r.value.trim() !== ''),
  );

/** The project's own answers, with the wording of its variant (an amendment says what changes, a CCC when the work was done). */
export function projectAnswerRows(project: ProjectData, buildings: readonly Building[], typeCode: string): AnswerRow[] {
  const p = project;
  const buildingName = (id: number | null) => buildings.find((b) => b.id === id)?.name ?? '';
  const useTable = p.useTable.map((r, i) =>
    [
      `Row ${i + 1}: ${[nameOf(PROPOSED_WORK, r.work_id), r.work].filter(Boolean).join(', ')}`,
      r.level && `level ${r.level}`,
      r.occupants !== null && `${r.occupants} occupants`,
      buildingName(r.building_id),
      r.activity,
    ]
      .filter(Boolean)
      .join('; '),
  );
  const descriptionKey =
    typeCode === 'abc'
      ? 'What changes'
      : typeCode === 'ccc'
        ? 'Anything else the council should know'
        : 'Description of the work';
  return answered([
    { key: 'Completed on', value: calendarDate(p.bwcoDate) },
    { key: 'How much of the work is complete', value: nameOf(BWCO_REASONS, p.bwcoReason) },
    { key: 'Details of the completed work', value: p.bwcoDetails },
    { key: descriptionKey, value: p.projectDescription },
    { key: 'Parts the public will use', value: p.cpuBuildingParts },
    { key: 'Why they are safe to use', value: p.cpuSafeUse },
    { key: 'Work done without consent', value: p.caWorkDone },
    { key: 'Why without consent', value: p.caReason },
    { key: 'Type of work', value: buildingTypeName(p.tbuilding) },
    {
      key: 'MBIE multiproof plans',
      value: p.has_mbie_plans === 'yes' ? `Yes, ${p.mbie_number}` : yesNo(p.has_mbie_plans),
    },
    { key: 'On two or more allotments (section 75)', value: yesNo(p.projectSection75) },
    { key: 'Primary address', value: p.primaryAddress },
    { key: 'Lawful uses', value: p.lawfulUses.map(useLabel) },
    { key: 'Uses once done', value: p.buildingUses.map(useLabel) },
    { key: 'Use table', value: useTable },
    projectHasBuildings(typeCode) &&
      buildings.length > 0 && {
        key: 'Buildings',
        value: `${projectOptFor(buildings.length) === 'multiple' ? 'Multiple' : 'Single'}: ${buildings.map((b) => b.name).join(', ')}`,
      },
    buildings.length > 0 && { key: 'Estimated value', value: formatMoney(totalEstimatedValue(buildings)) },
  ]);
}

/** Each clause of the Building Code that applies, with how it will be met, the documents relied on and notes. */
function clauseAnswerRows(mcData: McData): AnswerRow[] {
  return answered(
    mcData
      .filter((c) => c.present)
      .map((c) => ({
        key: clauseName(c.code),
        value: [
          nameOf(MEANS_OF_COMPLIANCE, c.means) || 'How it will be met is not answered yet',
          c.data && `Documents relied on: ${c.data}`,
          c.notes && `Notes: ${c.notes}`,
        ].filter((line): line is string => Boolean(line)),
      })),
  );
}

/** A building's compliance schedule: each specified system with its status (E, N, M or R), the schedule's number, where it is kept, notes. */
function scheduleAnswerRows(schedule: ScheduleData | null | undefined): AnswerRow[] {
  if (!schedule) return [];
  const systems = schedule.systems.map((s) => {
    const item = SCHEDULE_ITEMS.find((i) => i.code === s.code);
    return `${s.code} ${item?.name ?? ''}: ${s.status} (${SCHEDULE_STATUS_NAMES[s.status]})`;
  });
  return answered([
    { key: 'Specified systems', value: systems },
    { key: 'Compliance schedule number', value: schedule.cs_number },
    { key: 'Where it is kept', value: schedule.cs_location },
    { key: 'Notes', value: schedule.cs_notes },
  ]);
}

/** Every answer of one building, as its dialog asks them. */
export function buildingAnswers(b: Building, schedule: ScheduleData | null | undefined): BuildingAnswers {
  const rows = answered([
    { key: 'Type of building', value: buildingTypeName(b.type) },
    { key: 'Number or label on the plans', value: b.number },
    { key: 'Classified use', value: useLabel(b.classification_id) },
    { key: 'Proposed work', value: nameOf(PROPOSED_WORK, b.proposed_work_id) },
    { key: 'Intended life', value: `${b.intended_life} years` },
    { key: 'Estimated value', value: formatMoney(b.estimated_value) },
    { key: 'Occupants', value: count(b.occupants) },
    { key: 'Current use', value: useLabel(b.use_id) },
    {
      key: 'Use changes',
      value:
        b.change_use === 'yes'
          ? [`Yes, to ${useLabel(b.change_use_id)}`, nameOf(CHANGE_TYPES, b.change_type)].filter(Boolean).join(': ')
          : yesNo(b.change_use),
    },
    { key: 'Existing floor area', value: area(b.existing_floor_area) },
    { key: 'New floor area', value: area(b.new_floor_area) },
    { key: 'Floor area affected', value: area(b.affected_floor_area) },
    { key: 'Where on the site', value: b.location },
    { key: 'Level or unit', value: b.level_unit },
    { key: 'Number of levels', value: count(b.levels) },
    { key: 'Existing use', value: b.existing_use },
    { key: 'Year constructed', value: b.year_constructed },
    { key: 'Previous building work', value: nameOf(PREVIOUS_BUILDING_WORK, b.pb_id) },
    { key: 'Previous building work described', value: b.previous_building_work },
    { key: 'Waivers granted for previous work', value: b.pb_waiver_notes },
    { key: 'Waivers sought for this work', value: b.waiver_notes },
    {
      key: 'Restricted building work',
      value: b.has_restricted_work === 'yes' ? `Yes: ${b.restricted_work}` : yesNo(b.has_restricted_work),
    },
    { key: 'Cable car', value: yesNo(b.has_cable_car) },
    { key: 'Compliance schedule', value: yesNo(b.is_compliance_schedule) },
    { key: 'Owner-builder', value: yesNo(b.owner_builder) },
    residentialContractAsked(b) && { key: 'Residential building contract', value: yesNo(b.residential_contract) },
  ]);
  return {
    id: b.id,
    name: b.name,
    rows,
    clauses: clauseAnswerRows(b.mc_data),
    schedule: scheduleApplies(b) ? scheduleAnswerRows(schedule) : [],
  };
}
