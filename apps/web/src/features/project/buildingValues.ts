import type { BuildingFields, FormProblems } from '@consent/domain';

/** The building's answers that are numbers: typed as text, sent as numbers (or null when left empty). */
const NUMBER_FIELDS = [
  'classification_id',
  'proposed_work_id',
  'intended_life',
  'occupants',
  'estimated_value',
  'use_id',
  'change_use_id',
  'existing_floor_area',
  'new_floor_area',
  'affected_floor_area',
  'levels',
  'pb_id',
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
/** The building dialog's form values: its answers with the numbers as typed. */
export type BuildingValues = Omit<BuildingFields, NumberField> & Record<NumberField, string>;

export const toValues = (b: BuildingFields): BuildingValues =>
  ({
    ...b,
    ...Object.fromEntries(NUMBER_FIELDS.map((f) => [f, b[f] === null ? '' : String(b[f])])),
  }) as unknown as BuildingValues;

/** Numbers as typed; what is not a number is reported, not sent. */
export function toFields(values: BuildingValues): { fields: BuildingFields; problems: FormProblems } {
  const problems: FormProblems = [];
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((f) => {
      const raw = values[f].trim().replace(/[$,\s]/g, '');
      if (raw === '') return [f, null];
      const n = Number(raw);
      if (Number.isNaN(n)) problems.push({ field: f, message: 'Enter a number, like 250000.' });
      return [f, Number.isNaN(n) ? null : n];
    }),
  );
  return { fields: { ...values, ...numbers } as unknown as BuildingFields, problems };
}
