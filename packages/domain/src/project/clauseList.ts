// The Building Code's clauses and the means of compliance, without schemas: the project page draws with them before
// its checks load (ADR 0094); clauses.ts builds the schema from them and re-exports them.
/** The New Zealand Building Code's clauses (Building Regulations 1992, Schedule 1), grouped by code. */
export const CLAUSE_GROUPS = [
  { code: 'B', name: 'Stability' },
  { code: 'C', name: 'Protection from fire' },
  { code: 'D', name: 'Access' },
  { code: 'E', name: 'Moisture' },
  { code: 'F', name: 'Safety of users' },
  { code: 'G', name: 'Services and facilities' },
  { code: 'H', name: 'Energy efficiency' },
] as const;

export const BUILDING_CODE_CLAUSES = [
  { code: 'B1', name: 'Structure' },
  { code: 'B2', name: 'Durability' },
  { code: 'C1', name: 'Objectives of clauses C2 to C6 (protection from fire)' },
  { code: 'C2', name: 'Prevention of fire occurring' },
  { code: 'C3', name: 'Fire affecting areas beyond the fire source' },
  { code: 'C4', name: 'Movement to place of safety' },
  { code: 'C5', name: 'Access and safety for firefighting operations' },
  { code: 'C6', name: 'Structural stability' },
  { code: 'D1', name: 'Access routes' },
  { code: 'D2', name: 'Mechanical installations for access' },
  { code: 'E1', name: 'Surface water' },
  { code: 'E2', name: 'External moisture' },
  { code: 'E3', name: 'Internal moisture' },
  { code: 'F1', name: 'Hazardous agents on site' },
  { code: 'F2', name: 'Hazardous building materials' },
  { code: 'F3', name: 'Hazardous substances and processes' },
  { code: 'F4', name: 'Safety from falling' },
  { code: 'F5', name: 'Construction and demolition hazards' },
  { code: 'F6', name: 'Visibility in escape routes' },
  { code: 'F7', name: 'Warning systems' },
  { code: 'F8', name: 'Signs' },
  { code: 'F9', name: 'Means of restricting access to residential pools' },
  { code: 'G1', name: 'Personal hygiene' },
  { code: 'G2', name: 'Laundering' },
  { code: 'G3', name: 'Food preparation and prevention of contamination' },
  { code: 'G4', name: 'Ventilation' },
  { code: 'G5', name: 'Interior environment' },
  { code: 'G6', name: 'Airborne and impact sound' },
  { code: 'G7', name: 'Natural light' },
  { code: 'G8', name: 'Artificial light' },
  { code: 'G9', name: 'Electricity' },
  { code: 'G10', name: 'Piped services' },
  { code: 'G11', name: 'Gas as an energy source' },
  { code: 'G12', name: 'Water supplies' },
  { code: 'G13', name: 'Foul water' },
  { code: 'G14', name: 'Industrial liquid waste' },
  { code: 'G15', name: 'Solid waste' },
  { code: 'H1', name: 'Energy efficiency' },
] as const;
export type ClauseCode = (typeof BUILDING_CODE_CLAUSES)[number]['code'];
/** The clauses of one group, in the Code's order. */
export function clausesOfGroup(group: string) {
  return BUILDING_CODE_CLAUSES.filter((c) => c.code.replace(/\d+$/, '') === group);
}

export function clauseName(code: string): string {
  const clause = BUILDING_CODE_CLAUSES.find((c) => c.code === code);
  return clause ? `${clause.code} ${clause.name}` : code;
}

/** The ways of showing a clause will be met (Building Act 2004, sections 19 and 67). */
export const MEANS_OF_COMPLIANCE = [
  { value: 'acceptable_solution', name: 'Acceptable Solution' },
  { value: 'verification_method', name: 'Verification Method' },
  { value: 'alternative_solution', name: 'Alternative solution' },
  { value: 'waiver', name: 'Waiver or modification sought' },
] as const;
