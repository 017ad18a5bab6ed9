// Building answers for tests and benches; no imports, so a bench can use it without the test runner's types.

/** Means of compliance for one clause: enough for a building to pass mode 'all'. */
export const b1Clauses = [
  { code: 'B1', present: true, means: 'acceptable_solution', data: 'B1/AS1, NZS 3604:2011', notes: '' },
];

export const validBuilding = {
  name: 'Main Building',
  type: 'residential',
  classification_id: 1,
  proposed_work_id: 1,
  intended_life: 50,
  occupants: 4,
  estimated_value: 450000,
  use_id: 1,
  change_use: 'no',
  new_floor_area: 180.5,
  has_restricted_work: 'yes',
  restricted_work: 'Foundations, framing and roof',
  has_cable_car: 'no',
  is_compliance_schedule: 'no',
  owner_builder: 'no',
  residential_contract: 'yes',
  mc_data: b1Clauses,
} as const;

/** The clauses a full house consent covers. */
const FULL_CLAUSES = ['B1', 'B2', 'C1', 'C2', 'D1', 'E1', 'E2', 'E3', 'F2', 'F4', 'G1', 'G4', 'G9', 'G12', 'G13', 'H1'];

/** A building with every clause of a house answered, each naming its documents: a long part of the PDF. */
export const fullBuilding = (n: number) => ({
  ...validBuilding,
  name: `Building ${n}`,
  mc_data: FULL_CLAUSES.map((code) => ({
    code,
    present: true,
    means: 'acceptable_solution',
    data: `${code}/AS1, NZS 3604:2011 and the manufacturer's installation guide`,
    notes: `Designed by the architect; see sheets A100 to A140 and the specification section on ${code}.`,
  })),
});
